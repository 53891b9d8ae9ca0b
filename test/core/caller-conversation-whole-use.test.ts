/**
 * A use after "for" keeps all its words in a conversation, through the core's caller: "for hot yoga" after "yoga
 * mat" in the demo shop had said "Showing yoga mat for hot." (the word the last search named had gone). Now
 * "Showing yoga mat for hot yoga.".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"for hot yoga" after "yoga mat" keeps "yoga"', async () => {
  await demo.converse('yoga mat', 'use-1');
  const { chat } = await demo.converse('for hot yoga', 'use-1');
  assert.match(chat, /^Showing yoga mat for hot yoga\./);
});

test('a use holding a word of its own still narrows as before', async () => {
  await demo.converse('backpacks', 'use-2');
  const { chat } = await demo.converse('for hiking', 'use-2');
  assert.match(chat, /^Showing backpacks for hiking\./);
});

test.after(() => demo.app.close());
test.run();
