/**
 * A follow-up naming another person in a conversation (`sessionId`): the person named now is whom the search is
 * for, with their audience. After "hiking boots for my 12 year old son", "for my wife" listed women's boots but
 * the chat still said "Showing hiking boots for your 12-year-old son"; now "… for your wife". Someone of no
 * audience ("for my friend") takes away the kids' audience the son implied.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoot, KIDS_BOOT_SIZES } from '../helpers/sized-boots.ts';

const products: Product[] = [
  audienceBoot('kids', "Kids' Talus Hiking Boot", 'kids', KIDS_BOOT_SIZES),
  audienceBoot('men', "Men's Summit Hiking Boot", 'men', ['7', '8', '9', '10', '11', '12']),
  audienceBoot('unisex', 'Trail Hiking Boot', 'unisex', ['5', '6', '7', '8', '9', '10']),
  audienceBoot('women', "Women's Canyon Hiking Boot", 'women', ['5', '6', '7', '8', '9']),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"for my wife" after a son\'s boots: women\'s boots, for your wife', async () => {
  assert.equal((await converse('hiking boots for my 12 year old son', 'wife')).ids, ['kids']);
  const { ids, chat } = await converse('for my wife', 'wife');
  assert.equal(sorted(ids), ['unisex', 'women']);
  assert.match(chat, /^Showing hiking boots for your wife\./);
  assert.not.match(chat, /son/);
});

test('"what about for my husband" after a wife\'s boots: men\'s boots, for your husband', async () => {
  await converse('hiking boots for my wife', 'husband');
  const { ids, chat } = await converse('what about for my husband', 'husband');
  assert.equal(sorted(ids), ['men', 'unisex']);
  assert.match(chat, /^Showing hiking boots for your husband\./);
});

test('"for my friend" after a son\'s boots: any boots, the kids\' audience gone with the son', async () => {
  await converse('hiking boots for my 12 year old son', 'friend');
  const { ids, chat } = await converse('for my friend', 'friend');
  assert.equal(sorted(ids), ['kids', 'men', 'unisex', 'women']);
  assert.match(chat, /^Showing hiking boots for your friend\./);
});

test('an audience asked by a word stays: "men\'s hiking boots", then "for my friend"', async () => {
  await converse("men's hiking boots", 'worded');
  const { ids, chat } = await converse('for my friend', 'worded');
  assert.equal(sorted(ids), ['men', 'unisex']);
  assert.match(chat, /for your friend/);
});

test.after(() => app.close());
test.run();
