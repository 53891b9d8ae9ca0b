/**
 * "most" before a superlative's word, where the kind found states no such measure, through the core's caller over
 * the demo shop: "most compact speaker" and "most powerful earbuds" had said 'No product mentions "most"' (the
 * word given back to match was "most compact"), then 'No earbud here mentions "powerful"'. The chat says plainly
 * that none states the measure and orders by nothing it does not state: the compact speakers, as "compact speaker"
 * finds; the earbuds, as "earbuds" finds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search } = await shopCaller(demoProducts());

test('"most compact speaker": the compact speakers, as "compact speaker", said unstated', async () => {
  const most = await search('most compact speaker');
  const plain = await search('compact speaker');
  assert.match(
    most.chat,
    /^None of these speakers states its size, so I can't tell which is the most compact\./,
  );
  assert.match(most.chat, /Showing compact speaker\./);
  assert.not.match(most.chat, /"most"/);
  assert.equal(most.ids, plain.ids);
});

test('"most powerful earbuds": none states its wattage; the earbuds, no "powerful" to match', async () => {
  const found = await search('most powerful earbuds');
  const plain = await search('earbuds');
  assert.match(
    found.chat,
    /^None of these earbuds states its wattage, so I can't tell which is the most powerful\./,
  );
  assert.match(found.chat, /Showing earbuds\./);
  assert.not.match(found.chat, /"powerful"|"most"/);
  assert.equal(found.ids, plain.ids);
});

test.run();
