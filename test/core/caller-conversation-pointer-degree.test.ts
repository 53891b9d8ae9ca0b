/**
 * A pointer and a comparative of any word, in a conversation, is a degree of the list's kind: after "watch",
 * "something more formal" had searched "more formal" over the whole shop (watches and a cardigan, 'None of them has
 * everything you asked for'); now "Showing formal watch." over the watches, and "one a bit more casual" the same
 * without its degree ("Showing casual watch."). A kind of its own after the pointer starts afresh. Through the
 * core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category;

test('"something more formal" after "watch" lists watches', async () => {
  await demo.converse('watch', 'degree-1');
  const { ids, chat } = await demo.converse('something more formal', 'degree-1');
  assert.match(chat, /^Showing formal watch\./u);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.is(categoryOf(id), 'Accessories > Watches');
});

test('"one a bit more casual" drops its degree', async () => {
  await demo.converse('watch', 'degree-2');
  const { chat } = await demo.converse('one a bit more casual', 'degree-2');
  assert.match(chat, /^Showing casual watch\./u);
});

test('a kind of its own after the pointer starts afresh', async () => {
  await demo.converse('watch', 'degree-3');
  const { ids } = await demo.converse('something warmer like a sweater', 'degree-3');
  assert.ok(ids.length > 0);
  assert.is.not(categoryOf(ids[0] ?? ''), 'Accessories > Watches');
});

test.run();
