/**
 * A child's kids' audience given way for a reason other than size, through the core's caller on a real SQLite
 * catalogue: where no kids' boot is a Ridge one, "ridge ones" after "hiking boots for my 12 yr old son" lists the
 * men's and unisex boots, "I relaxed: kids' products only.", and later turns had said "Showing ridge hiking boots
 * for your 12-year-old son under $100." as if they were a boy's; now "…, adults' included".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, gender: string): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price: 90,
  attributes: { gender },
});
const products: Product[] = [
  boot('kids', "Kids' Talus Hiking Boot", 'kids'),
  boot('men', "Men's Ridge Hiking Boot", 'men'),
  boot('unisex', 'Ridge Trail Hiking Boot', 'unisex'),
  boot('women', "Women's Ridge Hiking Boot", 'women'),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test("a son's kids' audience given way for words no kids' boot holds: adults' included, in later turns too", async () => {
  const first = await converse('hiking boots for my 12 yr old son', 'son');
  assert.equal(first.ids, ['kids']);
  assert.match(first.chat, /^Showing hiking boots for your 12-year-old son\./);
  const ridge = await converse('ridge ones', 'son');
  assert.ok(ridge.ids.includes('men') && !ridge.ids.includes('women'), ridge.ids.join());
  assert.match(ridge.chat, /^Showing ridge hiking boots for your 12-year-old son, adults' included\./);
  assert.match(ridge.chat, /I relaxed: kids' products only\./);
  const later = await converse('under 100', 'son');
  assert.equal(sorted(later.ids), sorted(ridge.ids));
  assert.match(
    later.chat,
    /^Showing ridge hiking boots for your 12-year-old son under \$100, adults' included\./,
  );
  // Someone else named has their own audience: no adults' boots said to be included.
  const wife = await converse('for my wife', 'son');
  assert.not.match(wife.chat, /adults' included/);
});

test.after(() => app.close());
test.run();
