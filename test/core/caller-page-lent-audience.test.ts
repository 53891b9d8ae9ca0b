/**
 * The viewed product's own audience, lent by its page to the products like it, is what "like it" says: the chat no
 * longer names it after its title as if the shopper had asked it. On the demo's Daybreak Cushioned Running Shoe
 * (sku-00038, `gender: men`, no audience in its title) "is it good for flat feet?" had said "Showing products like the
 * Daybreak Cushioned Running Shoe for men."; on the Men's Horizon Running Shoe "… like the Men's Horizon Running Shoe
 * for men". An audience the shopper asks is still said. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { askOnPage } = await shopCaller(products);

test('its own audience is not said after its title; the list keeps it', async () => {
  const flat = await askOnPage('is it good for flat feet?', undefined, 'sku-00038');
  assert.match(flat.chat, /Showing products like the Daybreak Cushioned Running Shoe\. /);
  // Still products like it for its audience: no women's shoe among them.
  assert.ok(flat.ids.length > 0);
  assert.ok(
    flat.ids.every((id) => byId.get(id)?.attributes?.['gender'] !== 'women'),
    flat.ids.join(),
  );
  const horizon = products.find((product) => product.title === "Men's Horizon Running Shoe");
  assert.ok(horizon !== undefined);
  const red = await askOnPage('does it come in red?', undefined, horizon.id);
  assert.not.match(red.chat, /Horizon Running Shoe for men/);
});

test('an audience the shopper asks is said', async () => {
  const { chat } = await askOnPage('similar ones for women', undefined, 'sku-00038');
  assert.match(chat, /Showing alternatives to the Daybreak Cushioned Running Shoe for women\./);
});

test.run();
