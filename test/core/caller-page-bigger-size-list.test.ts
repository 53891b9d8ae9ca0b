/**
 * "does it come in a bigger size?" on the page of a product in one measure only (the demo's 3.5 qt Cast Iron Dutch
 * Oven): the chat answers no, and the list is the products like it past that measure, as "anything similar but
 * bigger?" lists them; it had listed the same-size Dutch ovens, the viewed one first. A product with a bigger option
 * of its own answers yes and keeps the products like it. Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, askOnPage } = await shopCaller(demoProducts());
const products = demoProducts();
const titled = (title: string): string => products.find((product) => product.title === title)!.id;
const capacity = (id: string): number =>
  Number.parseFloat(String(products.find((product) => product.id === id)?.attributes?.['capacity']));

test('"does it come in a bigger size?" of a one-size Dutch oven lists the bigger ones', async () => {
  const viewed = titled('Cast Iron Dutch Oven in Black');
  for (const question of ['does it come in a bigger size?', 'is there a bigger size?']) {
    const found = await askOnPage(question, undefined, viewed);
    assert.match(found.chat, "No: the Cast Iron Dutch Oven in Black you're viewing comes only in 3.5 qt.");
    assert.ok(found.ids.length > 0, question);
    for (const id of found.ids) assert.ok(capacity(id) > 3.5, `${question}: ${id}`);
  }
  const smaller = await askOnPage(
    'is there a smaller size?',
    undefined,
    titled('Oven Safe Enameled Cast Iron Dutch Oven'),
  );
  assert.match(smaller.chat, 'comes only in 7.25 qt.');
  for (const id of smaller.ids) assert.ok(capacity(id) < 7.25, id);
});

test('a product with a bigger option of its own says yes and keeps the products like it', async () => {
  const viewed = titled('Titanium Dioxide Mineral Sunscreen SPF 50');
  const found = await askOnPage('does it come in a bigger size?', undefined, viewed);
  assert.match(found.chat, /^Yes: .* comes in 100 ml/);
  assert.equal(found.ids[0], viewed);
});

test.after(() => app.close());
test.run();
