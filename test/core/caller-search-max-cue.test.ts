/**
 * "max" before a bare number after a kind the shop sells is a price bound ("boots max 120") where no title or brand
 * of the shop holds "max"; where one does ("Air Max 90"), or no kind comes before it, it stays words to match.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boots: Product[] = [
  { id: 'trail', title: 'Trail Ankle Boot', category: 'Shoes > Boots', price: 79.99 },
  { id: 'ridge', title: 'Ridge Hiking Boot', category: 'Shoes > Boots', price: 119 },
  { id: 'alpine', title: 'Alpine Leather Boot', category: 'Shoes > Boots', price: 219 },
];
const named: Product[] = [
  ...boots,
  { id: 'airmax', title: 'Nike Air Max 90 Sneaker', category: 'Shoes > Sneakers', price: 130 },
  { id: 'court', title: 'Court Low Sneaker', category: 'Shoes > Sneakers', price: 60 },
];
const branded: Product[] = [
  ...boots,
  { id: 'maxco', title: 'Studio 120 Boot', brand: 'Max Studio', category: 'Shoes > Boots', price: 99 },
];

const plain = await shopCaller(boots);
const withName = await shopCaller(named);
const withBrand = await shopCaller(branded);

test('"boots max 120" is under $120 where no title or brand holds "max"', async () => {
  const { ids, chat } = await plain.search('boots max 120');
  assert.equal([...ids].sort(), ['ridge', 'trail']);
  assert.match(chat, /^Showing boots under \$120\./);
  assert.equal((await plain.search('boots, maximum 120')).ids.sort(), ['ridge', 'trail']);
});

test('a number below 20 or one not ending its phrase is no price: "boots max 12", "boots max 120 pack"', async () => {
  assert.match((await plain.search('boots max 12')).chat, /boots max 12\./);
  assert.not.match((await plain.search('boots max 120 pack')).chat, /under \$120/);
});

test('"Air Max 90" stays a name where a title holds "max", and "max 120" then needs a currency', async () => {
  assert.equal((await withName.search('air max 90')).ids[0], 'airmax');
  assert.match((await withName.search('boots max 120')).chat, /^Showing boots max 120\./);
  assert.equal((await withName.search('boots max $120')).ids.sort(), ['ridge', 'trail']);
});

test('a brand holding "max" keeps "max 120" words ("Max Studio")', async () => {
  const { ids, chat } = await withBrand.search('boots max 120');
  assert.match(chat, /^Showing boots max 120\./);
  assert.equal(ids, ['maxco']);
});

test.after(() => {
  plain.app.close();
  withName.app.close();
  withBrand.app.close();
});
test.run();
