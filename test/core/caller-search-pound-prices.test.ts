/**
 * "pounds" after a price cue, through the core's caller on a real SQLite catalogue: where the shop states no
 * weights, "jackets under 80 pounds" (or "under eighty pounds") is under £80, read in the shop's dollars as any foreign amount ("Prices here
 * are in USD, so I read under £80 as under $80."); it had lost the price ("Showing jackets 80 pounds", every
 * jacket). Where the shop weighs its products, "under 50 pounds" stays a weight, and "a 50 pound bag" never is money.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, price: number): Product => ({
  id,
  title: `Rain Jacket ${id}`,
  category: 'Clothing > Jackets',
  price,
  currency: 'USD',
});
const sand = (id: string, price: number, weight: string): Product => ({
  id,
  title: `Play Sand ${id}`,
  category: 'Garden > Sand',
  price,
  currency: 'USD',
  attributes: { weight },
});

const clothes = await shopCaller([jacket('a', 45), jacket('b', 75), jacket('c', 120)]);
const garden = await shopCaller([sand('s', 90, '20 lb'), sand('t', 30, '100 lb')]);

test('after a price cue, pounds are money where the shop states no weights', async () => {
  const found = await clothes.search('jackets under 80 pounds');
  assert.equal([...found.ids].sort(), ['a', 'b']);
  assert.match(
    found.chat,
    /^Showing jackets under \$80\. Prices here are in USD, so I read under £80 as under \$80\./,
  );
  const range = await clothes.search('jackets between 50 and 150 pounds');
  assert.equal([...range.ids].sort(), ['b', 'c']);
  assert.match(
    range.chat,
    /^Showing jackets \$50 to \$150\. Prices here are in USD, so I read £50 to £150 as/,
  );
});

test('a spelt amount before pounds is money as its digits are', async () => {
  const found = await clothes.search('jackets under eighty pounds');
  assert.equal([...found.ids].sort(), ['a', 'b']);
  assert.match(found.chat, /^Showing jackets under \$80\. Prices here are in USD, so I read under £80 as/);
  assert.not.match(found.chat, /mentions "pounds"/);
  const range = await clothes.search('jackets between fifty and ninety pounds');
  assert.equal(range.ids, ['b']);
});

test('where the shop weighs its products, pounds stay a weight', async () => {
  const found = await garden.search('sand under 50 pounds');
  assert.equal(found.ids, ['s']);
  assert.not.match(found.chat, /Prices here are in/);
});

test('without a price cue, or before a noun, pounds are no money', async () => {
  for (const request of ['jackets 80 pounds', 'jackets for an 80 pound dog']) {
    const found = await clothes.search(request);
    assert.not.match(found.chat, /Prices here|\$80/, request);
  }
});

test.after(() => {
  clothes.app.close();
  garden.app.close();
});
test.run();
