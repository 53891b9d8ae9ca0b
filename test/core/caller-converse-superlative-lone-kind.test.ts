/**
 * A superlative asked of a list found by one plural word naming no category ("earbuds": the shop's category is
 * Headphones), through the core's caller over the demo shop: "which is the lightest?" had said "None of these
 * products states its weight"; it names the kind as typed, "None of these earbuds states its weight".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { converse } = await shopCaller(demoProducts());

test('"earbuds", then "which is the lightest?": none of these earbuds states its weight', async () => {
  await converse('earbuds', 'lone-kind-1');
  const asked = await converse('which is the lightest?', 'lone-kind-1');
  assert.match(
    asked.chat,
    /^None of these earbuds states its weight, so I can't tell which is the lightest\./,
  );
});

test('"earbuds", then "which is the most compact?": none of these earbuds states its size', async () => {
  await converse('earbuds', 'lone-kind-2');
  const asked = await converse('which is the most compact?', 'lone-kind-2');
  assert.match(asked.chat, /^None of these earbuds states its size/);
});

test.run();
