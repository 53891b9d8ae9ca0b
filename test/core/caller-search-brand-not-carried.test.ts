/**
 * Brands the demo shop does not carry (it sells Cairnfield, Stridewell, Kestrel Athletic…, no Nike): "nike running
 * shoes" had read "nike" as "bike" or "pike" (Loomis & Pike), a first letter changed where people seldom slip, and
 * said only "None of them has everything you asked for"; it says "No product here is from Nike; these are other
 * running shoes." now, over the running shoes; the shop's own brands still match. Through the core's caller on a real
 * SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const categoryOf = (id: string) => byId.get(id)?.category ?? '';
const priceOf = (id: string) => byId.get(id)?.price ?? 0;

test('a brand the shop lacks is said to be in no product, and the kind asked is shown', async () => {
  const { ids, chat } = await demo.search('nike running shoes');
  assert.match(chat, /^Showing nike running shoes\./);
  assert.match(chat, /No product here is from Nike; these are other running shoes\./);
  assert.not.match(chat, /None of them has everything/);
  assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id) === 'Shoes > Running'), ids.join());
  const headphones = await demo.search('bose headphones');
  assert.match(headphones.chat, /No product here is from Bose; these are other headphones\./);
  assert.ok(headphones.ids.every((id) => categoryOf(id) === 'Electronics > Headphones'));
});

test('a longer brand the shop lacks is no word two slips away that keeps none of the request’s company', async () => {
  // "adidas" had been read as "acids" (only skincare holds it) and said "None of them has everything you asked for".
  const { ids, chat } = await demo.search('adidas shoes');
  assert.not.match(chat, /None of them has everything/);
  assert.match(chat, /No product here is from Adidas; these are other shoes\./);
  assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id).startsWith('Shoes')), ids.join());
});

test('the shop’s own brands and products still match', async () => {
  const tent = await demo.search('cairnfield tent');
  assert.match(tent.chat, /^Showing tent by Cairnfield\./);
  assert.ok(tent.ids.every((id) => byId.get(id)?.brand === 'Cairnfield'));
  const jacket = await demo.search('cheaper than the Harbor Rain Jacket');
  assert.match(jacket.chat, /^Showing alternatives to the Harbor Rain Jacket/);
  assert.ok(jacket.ids.every((id) => priceOf(id) < 115));
});

test.run();
