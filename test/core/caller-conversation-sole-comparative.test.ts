/**
 * "is the second one better?" with nothing after "than" sets it against the first shown (the first against the
 * second): after "yoga mat" it had said 'I can't tell: nothing about the Flow Reversible Yoga Mat mentions
 * "better"'; now "Comparing Flow Reversible Yoga Mat and Stillpoint Harmony Yoga Mat …", and "is the first one better
 * for travel?" compares the two for travel. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"is the second one better?" compares the second with the first', async () => {
  await demo.converse('yoga mat', 'sole-1');
  const { chat } = await demo.converse('is the second one better?', 'sole-1');
  assert.match(chat, /^Comparing Flow Reversible Yoga Mat and Stillpoint Harmony Yoga Mat/u);
  assert.not.match(chat, "I can't tell");
});

test('"is the first one better for travel?" compares the first with the second for travel', async () => {
  await demo.converse('yoga mat', 'sole-2');
  const { chat } = await demo.converse('is the first one better for travel?', 'sole-2');
  assert.match(chat, /^Comparing Stillpoint Harmony Yoga Mat and Flow Reversible Yoga Mat for travel\./u);
});

test.run();
