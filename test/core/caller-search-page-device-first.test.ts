/**
 * Room for a device asked with the device first, on a product's page: on the demo shop's "Nomad 20L Laptop
 * Backpack" (laptop size 13-inch) "will my 15 inch laptop fit?" had searched the whole shop ("Showing will your 15
 * inch laptop fit. I found 77 matches"), where "does it fit a 15 inch laptop?" says it fits laptops up to 13-inch.
 * It is now asked as that. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const laptopInches = (id: string): number =>
  parseFloat(String(products.find((product) => product.id === id)?.attributes?.['laptopSize'] ?? '0'));
const NOMAD = "the Nomad 20L Laptop Backpack you're viewing";

test('"will my 15 inch laptop fit?" asks what "does it fit a 15 inch laptop?" does', async () => {
  for (const question of [
    'will my 15 inch laptop fit?',
    'would a 15" laptop fit in it?',
    'ok, does my 15 inch laptop fit inside?',
  ]) {
    const { ids, chat } = await demo.askOnPage(question, undefined, 'sku-00176');
    assert.ok(
      chat.startsWith(`No: ${NOMAD} fits laptops up to 13-inch; these similar products fit 15`),
      `${question}: ${chat}`,
    );
    assert.ok(ids.length > 0 && ids.every((id) => laptopInches(id) >= 15), `${question}: ${ids}`);
  }
  const small = await demo.askOnPage('will my 13 inch laptop fit?', undefined, 'sku-00176');
  assert.ok(small.chat.startsWith(`Yes: ${NOMAD} fits laptops up to 13-inch.`), small.chat);
  const any = await demo.askOnPage('will my laptop fit in this?', undefined, 'sku-00176');
  assert.ok(any.chat.startsWith(`Yes: ${NOMAD} fits laptops up to 13-inch.`), any.chat);
});

test('a device said first that does not ask for room stays a search', async () => {
  const { chat } = await demo.search('will my laptop fit in a 20L backpack');
  assert.not.match(chat, /fits laptops up to/, chat);
});

test.run();
