/**
 * What the shopper says they will spend ("I can spend 40", "raise the budget to 120", "I don't want to spend more
 * than 60"), alone and as a conversation's budget change: a ceiling, never words to search for.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'mat-25', title: 'Ground Cork Yoga Mat', price: 25 },
  { id: 'mat-35', title: 'Flow Reversible Yoga Mat', price: 35 },
  { id: 'mat-55', title: 'Harmony Travel Yoga Mat', price: 55 },
  { id: 'mat-90', title: 'Studio Extra Thick Yoga Mat', price: 90 },
  { id: 'speaker-30', title: 'Ripple Portable Speaker', price: 30 },
  { id: 'speaker-110', title: 'Wave Smart Speaker', price: 110 },
  { id: 'speaker-250', title: 'Canyon Smart Speaker', price: 250 },
];

const { app, search, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"I can spend 40 on a yoga mat" is a budget, not the words "spend" and "on"', async () => {
  const { ids, chat } = await search('I can spend 40 on a yoga mat');
  assert.equal(sorted(ids), ['mat-25', 'mat-35']);
  assert.match(chat, /Showing yoga mat under \$40\./);
});

test('a negated bound above is a ceiling: "I don\'t want to spend more than 60 on a yoga mat"', async () => {
  const { ids } = await search("I don't want to spend more than 60 on a yoga mat");
  assert.equal(sorted(ids), ['mat-25', 'mat-35', 'mat-55']);
  const rather = await search("yoga mat, I'd rather not pay over 30");
  assert.equal(rather.ids, ['mat-25']);
});

test('a budget changed in a conversation narrows the last search, however it is said', async () => {
  const changes: [string, string[]][] = [
    ['I can spend 40', ['mat-25', 'mat-35']],
    ['ok I can go up to 60', ['mat-25', 'mat-35', 'mat-55']],
    ['raise my budget to 100', ['mat-25', 'mat-35', 'mat-55', 'mat-90']],
    ["let's say 30 max", ['mat-25']],
    ['my budget is now 60', ['mat-25', 'mat-35', 'mat-55']],
    ['I have 40 dollars', ['mat-25', 'mat-35']],
    ['bump it up to 60', ['mat-25', 'mat-35', 'mat-55']],
  ];
  await converse('yoga mat', 'budget-moves');
  for (const [words, expected] of changes) {
    const { ids, chat } = await converse(words, 'budget-moves');
    assert.equal(sorted(ids), expected, words);
    assert.match(chat, /^Showing yoga mat under \$\d+\./, words);
  }
});

test('a budget raised or lowered in a conversation narrows the last search', async () => {
  await converse('speakers under 50', 'speaker-moves');
  const raised = await converse('increase the budget to 150', 'speaker-moves');
  assert.equal(sorted(raised.ids), ['speaker-110', 'speaker-30']);
  assert.match(raised.chat, /^Showing speakers under \$150\./);
  const lowered = await converse("actually I can't afford more than 40", 'speaker-moves');
  assert.equal(lowered.ids, ['speaker-30']);
  assert.match(lowered.chat, /^Showing speakers under \$40\./);
});

test.after(() => app.close());
test.run();
