/**
 * Sizes said as shoppers say them, on the demo catalogue: "cal king" is the California king ("King/California King";
 * it had been read as a brand, "No product here is from Cal"); a width after a size in a conversation restates the
 * size ("10 wide" after boots in 10.5: it had searched "10 wide", beach tents) and a width alone narrows ("wide"
 * after boots: it had searched "wide"); "a size up" after "10 inch skillet" is the pans' next size, 12-inch (it had
 * kept 10-inch).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search, converse } = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const sizes = (id: string): string => JSON.stringify(byId.get(id)?.attributes?.['size'] ?? []);

test('"cal king" is the California king', async () => {
  const found = await search('cal king duvet cover');
  assert.ok(found.chat.startsWith('Showing duvet cover in size cal king.'), found.chat);
  for (const id of found.ids) assert.match(sizes(id), /California King/, id);
});

test('a width with a number restates the size; a width alone narrows', async () => {
  await converse('size 10.5 hiking boots', 'wide-1');
  const ten = await converse('10 wide', 'wide-1');
  assert.ok(ten.chat.startsWith('Showing wide hiking boots in size 10.'), ten.chat);
  for (const id of ten.ids) assert.match(byId.get(id)?.category ?? '', /Shoes > Hiking/, id);
  await converse('running shoes under 100', 'wide-2');
  const priced = await converse('10 wide', 'wide-2');
  assert.ok(priced.chat.startsWith('Showing wide running shoes in size 10 under $100.'), priced.chat);
  await converse('size 10.5 hiking boots', 'wide-3');
  const wide = await converse('wide', 'wide-3');
  assert.ok(wide.chat.startsWith('Showing wide hiking boots in size 10.5.'), wide.chat);
});

test('a size up from a measured size is the next one sold', async () => {
  await converse('10 inch skillet', 'pans');
  const up = await converse('a size up', 'pans');
  assert.ok(up.chat.startsWith('Showing skillet in size 12-inch.'), up.chat);
  for (const id of up.ids) assert.match(sizes(id), /12-inch/, id);
  const down = await converse('a size smaller', 'pans');
  assert.ok(down.chat.startsWith('Showing skillet in size 10-inch.'), down.chat);
});

test.after(() => app.close());
test.run();
