/**
 * "bigger sizes" past the kids' sizes in a conversation (`sessionId`): the kids' audience gives way to the adults'
 * one the child grows into, and only it. After "brown hiking boots for my 12 yr old son", "bigger sizes" had listed
 * women's boots for the son and dropped the brown asked; now men's and unisex brown boots, in bigger sizes, said to
 * be adult sizes ("for your 12-year-old son in adult sizes over 5"; it had said "in sizes over 5", as if a boy's).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, gender: string, color: string, size: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price: 90,
  attributes: { gender, color, size },
});
const KIDS = ['11', '12', '13', '1', '2', '3', '4', '5'];
const products: Product[] = [
  boot('kids', "Kids' Talus Hiking Boot", 'kids', 'brown', KIDS),
  boot('men-brown', "Men's Summit Hiking Boot", 'men', 'brown', ['7', '8', '9', '10', '11', '12']),
  boot('men-black', "Men's Ridge Hiking Boot", 'men', 'black', ['7', '8', '9', '10', '11', '12']),
  boot('unisex-brown', 'Trail Hiking Boot', 'unisex', 'brown', ['5', '6', '7', '8', '9', '10']),
  boot('women-brown', "Women's Canyon Hiking Boot", 'women', 'brown', ['5', '6', '7', '8', '9']),
  boot('women-black', "Women's Mesa Hiking Boot", 'women', 'black', ['5', '6', '7', '8', '9']),
];

const { converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test("\"bigger sizes\" after a son's kids' boots: men's and unisex ones, still brown, no women's", async () => {
  const first = await converse('brown hiking boots for my 12 yr old son', 'son');
  assert.equal(first.ids, ['kids']);
  const { ids, chat } = await converse('bigger sizes', 'son');
  assert.equal(sorted(ids), ['men-brown', 'unisex-brown']);
  assert.match(chat, /^Showing brown hiking boots for your 12-year-old son in adult sizes over 5\./);
  assert.match(chat, /I relaxed: kids' products only\./);
  assert.not.match(chat, /not for women/);
  // Later turns still say the sizes are adults' (they had said "for your 12-year-old son in sizes over 5").
  const later = await converse('under 100', 'son');
  assert.equal(sorted(later.ids), ['men-brown', 'unisex-brown']);
  assert.match(
    later.chat,
    /^Showing brown hiking boots for your 12-year-old son in adult sizes over 5 under \$100\./,
  );
});

test('a daughter grows into women\'s and unisex sizes; a boy named by "boys" into men\'s', async () => {
  await converse('hiking boots for my 10 year old daughter', 'daughter');
  const daughter = await converse('bigger sizes', 'daughter');
  assert.equal(sorted(daughter.ids), ['unisex-brown', 'women-black', 'women-brown']);
  await converse('boys hiking boots', 'boys');
  const boys = await converse('bigger sizes', 'boys');
  assert.equal(sorted(boys.ids), ['men-black', 'men-brown', 'unisex-brown']);
  assert.not.match(boys.chat, /not for women/, boys.chat);
});

test("a child of no named sex grows into any adults' sizes", async () => {
  await converse('hiking boots for a 10 year old', 'child');
  const { ids } = await converse('bigger sizes', 'child');
  assert.ok(ids.includes('women-brown') && ids.includes('men-brown'), ids.join());
});

test.run();
