/**
 * Another person named in a conversation (`sessionId`) does not take words that only described the last person's
 * products, through the core's caller on a real SQLite catalogue: after a son's "ridge ones" (no kids' Ridge boot:
 * men's ones, "I relaxed: kids' products only"), "for my wife" had carried "ridge" and listed men's boots, "I
 * relaxed: women's products only"; now her boots without "ridge". Words the request says itself stay.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { ADULT_BOOT_SIZES, audienceBoot, KIDS_BOOT_SIZES } from '../helpers/sized-boots.ts';

const products: Product[] = [
  audienceBoot('kids', "Kids' Talus Hiking Boot", 'kids', KIDS_BOOT_SIZES),
  audienceBoot('men', "Men's Ridge Hiking Boot", 'men', ADULT_BOOT_SIZES),
  audienceBoot('unisex', 'Trail Hiking Boot', 'unisex', ADULT_BOOT_SIZES),
  audienceBoot('women', "Women's Canyon Hiking Boot", 'women', ADULT_BOOT_SIZES),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"for my wife" after a son\'s relaxed ridge boots: her boots, without ridge', async () => {
  await converse('hiking boots for my 12 yr old son', 'wife');
  assert.match((await converse('ridge ones', 'wife')).chat, /I relaxed: kids' products only\./);
  const wife = await converse('for my wife', 'wife');
  assert.equal(sorted(wife.ids), ['unisex', 'women']);
  assert.match(wife.chat, /^Showing hiking boots for your wife\./);
  assert.not.match(wife.chat, /relaxed|ridge/i);
  const later = await converse('under 100', 'wife');
  assert.match(later.chat, /^Showing hiking boots for your wife under \$100\./);
});

test('words the request says itself stay, relaxed as before', async () => {
  await converse('hiking boots for my 12 yr old son', 'said');
  await converse('ridge ones', 'said');
  const wife = await converse('ridge ones for my wife', 'said');
  assert.ok(wife.ids.includes('men'), wife.ids.join());
  assert.match(wife.chat, /ridge/i);
});

test.after(() => app.close());
test.run();
