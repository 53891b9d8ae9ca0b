/**
 * "most" before a superlative's word, where the kind found states no such measure, through the core's caller over
 * the demo shop: "most compact speaker" and "most powerful earbuds" had said 'No product mentions "most"' (the
 * word given back to match was "most compact"). "most" is how much, no word a product holds: the plain word goes
 * back alone, as "compact speaker" reads.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search } = await shopCaller(demoProducts());

test('"most compact speaker": the compact speakers, as "compact speaker"', async () => {
  const most = await search('most compact speaker');
  const plain = await search('compact speaker');
  assert.match(most.chat, /^Showing compact speaker\./);
  assert.not.match(most.chat, /"most"/);
  assert.equal(most.ids, plain.ids);
});

test('"most powerful earbuds": no "most" to match; it says none mentions "powerful"', async () => {
  const found = await search('most powerful earbuds');
  assert.match(found.chat, /^Showing powerful earbuds\./);
  assert.not.match(found.chat, /"most"/);
  assert.match(found.chat, /mentions "powerful"/);
});

test.run();
