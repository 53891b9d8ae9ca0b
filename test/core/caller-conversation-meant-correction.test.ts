/**
 * A correction ("no, I meant …", "actually I meant …", `filler.phrases`, `kindSwap.leads`) through the core's caller:
 * after "running shoes under 100" in the demo shop, "no, I meant trail running shoes" had said "Showing meanting
 * trail running shoes." ("No product here is from Meanting"), and after "rain jacket", "actually I meant a fleece"
 * "Showing I meant a fleece.", "in navy" next "Showing navy I a fleece.". The kind named replaces the last one, as
 * "what about … instead" does; naming none, it narrows the list.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"no, I meant trail running shoes" swaps the kind, the budget kept', async () => {
  await demo.converse('running shoes under 100', 'meant-1');
  const { chat } = await demo.converse('no, I meant trail running shoes', 'meant-1');
  assert.match(chat, /^Showing trail running shoes under \$100\./);
});

test('"actually I meant a fleece" after "rain jacket", then "in navy"', async () => {
  await demo.converse('rain jacket', 'meant-2');
  const fleece = await demo.converse('actually I meant a fleece', 'meant-2');
  assert.match(fleece.chat, /^Showing fleece\./);
  const navy = await demo.converse('in navy', 'meant-2');
  assert.match(navy.chat, /^Showing navy fleece\./);
});

test('"no, I meant the white ones" narrows the list', async () => {
  await demo.converse('sneakers', 'meant-3');
  const { chat } = await demo.converse('no, I meant the white ones', 'meant-3');
  assert.match(chat, /^Showing white sneakers\./);
});

test.after(() => demo.app.close());
test.run();
