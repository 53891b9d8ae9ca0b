/**
 * "only over-ear" / "just the noise cancelling ones" after a list narrows it, as "over-ear ones" does: after
 * "wireless headphones under 150" it had searched "only over-ear" over the whole shop (31 matches, up to $219.99, and
 * "No product mentions 'only'"). A kind of its own ("just a backpack") is still a new search. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const demo = await shopCaller(products);

test('"only over-ear" keeps the wireless headphones under $150 and narrows them to over-ear ones', async () => {
  await demo.converse('wireless headphones under 150', 'only-1');
  const { ids, chat } = await demo.converse('only over-ear', 'only-1');
  assert.match(chat, 'Showing over ear wireless headphones under $150.');
  assert.not.match(chat, '"only"');
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok((byId.get(id)?.price ?? Infinity) <= 150, id);
  assert.match(byId.get(ids[0] ?? '')?.title ?? '', /Over-Ear/u);
});

test('"just the noise cancelling ones" narrows as well', async () => {
  await demo.converse('wireless headphones under 150', 'only-2');
  const { ids, chat } = await demo.converse('just the noise cancelling ones', 'only-2');
  assert.match(chat, 'noise cancelling wireless headphones under $150');
  for (const id of ids) assert.ok((byId.get(id)?.price ?? Infinity) <= 150, id);
});

test('"just a backpack" names a kind of its own: backpacks, not headphones', async () => {
  await demo.converse('wireless headphones under 150', 'only-3');
  const { ids } = await demo.converse('just a backpack', 'only-3');
  assert.ok(ids.length > 0);
  for (const id of ids) assert.is(byId.get(id)?.category, 'Bags > Backpacks', id);
});

test.run();
