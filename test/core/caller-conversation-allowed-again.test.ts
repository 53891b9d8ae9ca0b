/**
 * A value the last search left out, let back: after "sweaters" → "for women" → "not wool", "actually wool is fine"
 * had searched "wool is fine" (relaxing "material wool", and every next turn carried "wool is"); now the women's
 * sweaters again, wool included, and "Dropped as you asked: without wool.". So for a brand left out ("Quietwave is
 * ok too") and with more asked ("i don't mind wool, under 100"). A value the last search did not leave out is read
 * as before. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const isWool = (id: string) => /wool/iu.test(JSON.stringify(byId.get(id)));

test('"actually wool is fine" after "not wool" lets wool back', async () => {
  const before = await demo.converse('sweaters for women', 'allow-1');
  await demo.converse('not wool', 'allow-1');
  const { ids, chat } = await demo.converse('actually wool is fine', 'allow-1');
  assert.match(chat, /^Dropped as you asked: without wool\. Showing sweaters for women\./u);
  assert.equal(ids, before.ids);
  assert.ok(ids.some(isWool));
  const next = await demo.converse('in red', 'allow-1');
  assert.match(next.chat, /^Showing red sweaters for women\./u);
});

test('"i don\'t mind wool, under 100" lets it back and narrows by price', async () => {
  await demo.converse('sweaters, not wool', 'allow-2');
  const { ids, chat } = await demo.converse("i don't mind wool, under 100", 'allow-2');
  assert.match(chat, /^Dropped as you asked: without wool\. Showing sweaters under \$100\./u);
  assert.ok(ids.some(isWool));
  // "under 100" keeps a price of exactly 100, as everywhere.
  for (const id of ids) assert.ok((byId.get(id)?.price ?? Infinity) <= 100);
});

test('a brand left out is let back too', async () => {
  await demo.converse('headphones, not by Quietwave', 'allow-3');
  const { ids, chat } = await demo.converse('Quietwave is ok too', 'allow-3');
  assert.match(chat, /^Dropped as you asked: not by Quietwave\. Showing headphones\./u);
  assert.ok(ids.some((id) => byId.get(id)?.brand === 'Quietwave'));
});

test('a value the last search did not leave out is no taking back', async () => {
  await demo.converse('sweaters', 'allow-4');
  const { chat } = await demo.converse('cashmere is fine', 'allow-4');
  assert.not.match(chat, 'Dropped');
});

test.run();
