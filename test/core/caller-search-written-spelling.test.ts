/**
 * A misspelling that stems as the catalogue's word does ("headphons", "headphones": "headphon") met the right
 * products but was echoed as typed: "Showing headphons.", 'Only 2 of them have "wireless headphons" in their
 * names'. It is now reported as a correction, so the chat says the catalogue's word; what it matches is unchanged.
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"headphons" is echoed as "headphones", over the same products', async () => {
  const typed = await demo.search('headphons');
  const right = await demo.search('headphones');
  assert.match(typed.chat, /^Showing headphones\./);
  assert.equal(typed.ids, right.ids);
  assert.is(typed.total, right.total);
});

test('beside other words too', async () => {
  const { chat } = await demo.search('wireless headphons');
  assert.match(chat, /^Showing wireless headphones\./);
  assert.not.match(chat, /headphons/);
});

test.run();
