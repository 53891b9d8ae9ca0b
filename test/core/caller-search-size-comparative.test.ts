/**
 * A comparative of size alone after a list asked by a size, in the demo shop: "mens sneakers size 9" then "bigger"
 * had said "Showing bigger sneakers for men in size 9. … No product mentions "bigger"". It moves the size now, a
 * whole size as "a bigger size" does ("a bit bigger" half a size, "much bigger" every size past); after a list asked
 * by a measure ("backpack 20L") it still steps the measure. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"bigger" and "smaller" after "mens sneakers size 9" move the size a whole size', async () => {
  await demo.converse('mens sneakers size 9', 'comparative-whole');
  const up = await demo.converse('bigger', 'comparative-whole');
  assert.match(up.chat, /^Showing sneakers for men in size 10\./, up.chat);
  assert.not.match(up.chat, /"bigger"/, up.chat);
  const down = await demo.converse('a smaller one please', 'comparative-whole');
  assert.match(down.chat, /^Showing sneakers for men in size 9\./, down.chat);
});

test('"a bit bigger" moves half a size, "much bigger" every size past it', async () => {
  await demo.converse('mens sneakers size 9', 'comparative-half');
  const half = await demo.converse('a bit bigger', 'comparative-half');
  assert.match(half.chat, /^Showing sneakers for men in size 9\.5\./, half.chat);
  await demo.converse('mens sneakers size 9', 'comparative-far');
  const far = await demo.converse('much bigger', 'comparative-far');
  assert.match(far.chat, /^Showing sneakers for men in sizes over 9\./, far.chat);
});

test('"something bigger" after a letter size moves to the next letter', async () => {
  await demo.converse('jackets size M', 'comparative-letters');
  const { chat } = await demo.converse('something bigger', 'comparative-letters');
  assert.match(chat, /^Showing jackets in size L\./, chat);
});

test('after "backpack 20L", "bigger" still steps the measure', async () => {
  await demo.converse('backpack 20L', 'comparative-measure');
  const { chat } = await demo.converse('bigger', 'comparative-measure');
  assert.match(chat, /^Showing backpack, bigger than 20L\./, chat);
});

test.after(() => demo.app.close());
test.run();
