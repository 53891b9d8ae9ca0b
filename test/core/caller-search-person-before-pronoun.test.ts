/**
 * A clause about "she" or "he" after a person the request names is about that person, through the core's caller:
 * "something warm for my mum, she's always cold" in the demo shop had said "Showing for warm for your mum." (the
 * clause read as a second turn about someone else). Now "Showing warm products for your mum.".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('the person named before the pronoun is the one it describes', async () => {
  const mum = await demo.search("something warm for my mum, she's always cold");
  assert.match(mum.chat, /^Showing warm products for your mum\./);
  const dad = await demo.search('something warm for my dad, he is always cold');
  assert.match(dad.chat, /^Showing warm products for your dad\./);
});

test('with no one named before, the pronoun still names the person', async () => {
  await demo.converse('hiking boots', 'pronoun-1');
  const { chat } = await demo.converse('she could use a backpack', 'pronoun-1');
  assert.match(chat, /^Showing backpack for her\./);
});

test.after(() => demo.app.close());
test.run();
