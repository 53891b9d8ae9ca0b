/**
 * A use alone opening a request in a conversation ("ok and for travel?", "and for running?", "what about for
 * hiking?") is a use of the list's kind: after "yoga mat" it had searched "travel" over the whole shop (travel
 * backpacks first, "Showing travel.") and "running" (running shoes). Where none of the kind mentions the use, the
 * chat says so and shows the kind. A kind named after "for" ("for a backpack", "for the kitchen") still searches
 * it. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('a use alone after a list is of the list’s kind', async () => {
  for (const [n, use, said] of [
    [1, 'ok and for travel?', 'travel'],
    [2, 'and for running?', 'running'],
    [3, 'for travel', 'travel'],
  ] as const) {
    await demo.converse('yoga mat', `bare-${n}`);
    const { ids, chat } = await demo.converse(use, `bare-${n}`);
    assert.match(chat, new RegExp(`^Showing yoga mat for ${said}\\.`, 'u'), use);
    assert.ok(ids.length > 0, use);
    for (const id of ids) assert.is(categoryOf(id), 'Sports > Yoga', use);
  }
});

test('none of the kind mentions the use: the chat says so and shows the kind', async () => {
  await demo.converse('watch', 'bare-4');
  const { ids, chat } = await demo.converse('what about for hiking?', 'bare-4');
  assert.match(chat, /^Showing watch for hiking\. .*No watch here mentions "hiking"/u);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.is(categoryOf(id), 'Accessories > Watches');
});

test('a kind after "for" is a search of its own', async () => {
  for (const [n, kind, category] of [
    [5, 'for a backpack', 'Bags > Backpacks'],
    [6, 'for the kitchen', 'Home > Kitchen'],
  ] as const) {
    await demo.converse('yoga mat', `bare-${n}`);
    const { ids } = await demo.converse(kind, `bare-${n}`);
    assert.ok(ids.length > 0, kind);
    for (const id of ids.slice(0, 5)) assert.is(categoryOf(id), category, kind);
  }
});

test.run();
