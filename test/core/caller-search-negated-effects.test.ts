/**
 * What a product should not do to its user is an exclusion of that feature: "sheets that don't keep you warm"
 * had asked for the warm feature, relaxed it, and listed a warm sweater among the sheets. Through the core's caller
 * on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  category,
  attributes: { features },
});

const products: Product[] = [
  item('cool-sheets', 'Sateen Sheet Set', 'Home > Bedding', ['cooling']),
  item('flannel-sheets', 'Flannel Sheet Set', 'Home > Bedding', ['warm']),
  item('warm-sweater', 'Warm Crew Neck Sweater', 'Clothing > Sweaters', ['warm']),
];

const { app, search, converse } = await shopCaller(products);

test('"that don\'t keep you warm" leaves warm products out, never asks for them', async () => {
  for (const request of ["sheets that don't keep you warm", 'sheets that do not keep you warm']) {
    const found = await search(request);
    assert.equal(found.ids, ['cool-sheets'], request);
    assert.match(found.chat, /without warm/, request);
    assert.not.match(found.chat, /relaxed/, request);
  }
});

test('"won\'t keep you" negates the word after it the same way', async () => {
  const found = await search("sheets that won't keep you warm");
  assert.equal(found.ids, ['cool-sheets']);
});

test('a new kind with "that" and a negation starts afresh in a conversation, not a narrowing of the last', async () => {
  // After "sweaters", "sheets that aren't warm" had been read as "sheets sweaters, without warm": the "that" left by
  // the negation pointed back.
  for (const [session, request] of [
    ['s1', "sheets that aren't warm"],
    ['s2', "sheets that don't keep you warm"],
  ] as const) {
    await converse('sweaters', session);
    const found = await converse(request, session);
    assert.equal(found.ids, ['cool-sheets'], request);
    assert.not.match(found.chat, /sweater/i, request);
  }
});

test.after(() => app.close());
test.run();
