/**
 * A budget moved by a degree and a price comparative ("a bit cheaper", "slightly more expensive"), with or without a
 * ceiling to move, and from a ceiling the last search had to relax: a bound, never the degree's words to search for.
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { runningShoe } from '../helpers/priced-running-shoes.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  runningShoe('tempo', 'Tempo Runner Shoe', 60),
  runningShoe('trail', 'Trail Runner Shoe', 70),
  runningShoe('road', 'Road Runner Shoe', 95),
  runningShoe('pace', 'Pace Runner Shoe', 110),
];

const { app, search, converse, askOnPage } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();
const DEGREES = /\b(?:bit|slightly|little|something)\b/i;

test('"a bit cheaper" lowers the ceiling by a quarter', async () => {
  for (const [n, words] of [
    'a bit cheaper',
    'slightly cheaper',
    'a little cheaper',
    'something a bit less expensive',
  ].entries()) {
    await converse('running shoes under 80', `lower-${n}`);
    const cheaper = await converse(words, `lower-${n}`);
    assert.equal(cheaper.ids, ['tempo'], words);
    assert.match(cheaper.chat, /^Showing running shoes under \$60\./, words);
    assert.not.match(cheaper.chat, DEGREES, words);
  }
});

test('with no ceiling, a budget moved reads against the median price shown', async () => {
  // Shown: $110, $95, $60, $70; their median is $82.50.
  for (const [n, words] of ['a bit cheaper', 'a little less expensive', 'a bit lower'].entries()) {
    await converse('running shoes', `open-down-${n}`);
    const cheaper = await converse(words, `open-down-${n}`);
    assert.equal(sorted(cheaper.ids), ['tempo', 'trail'], words);
    assert.match(
      cheaper.chat,
      /^Showing running shoes under \$82, below the middle of what I showed you\./,
      words,
    );
    assert.not.match(cheaper.chat, DEGREES, words);
  }
  for (const [n, words] of ['a bit more', 'a bit higher', 'slightly more expensive'].entries()) {
    await converse('running shoes', `open-up-${n}`);
    const dearer = await converse(words, `open-up-${n}`);
    assert.equal(sorted(dearer.ids), ['pace', 'road'], words);
    assert.match(
      dearer.chat,
      /^Showing running shoes over \$83, above the middle of what I showed you\./,
      words,
    );
    assert.not.match(dearer.chat, DEGREES, words);
  }
});

test('a ceiling the last search relaxed is the one a budget moved moves', async () => {
  await converse('running shoes under 48', 'relaxed');
  const more = await converse('a bit more', 'relaxed');
  assert.equal(more.ids, ['tempo']);
  assert.match(more.chat, /^Showing running shoes under \$60\./);
  assert.not.match(more.chat, /relaxed/);
});

test('a degree before a price comparative goes with it, in a first request and on a page', async () => {
  const first = await search('slightly cheaper running shoes');
  assert.equal(first.ids, ['tempo', 'trail', 'road', 'pace']);
  assert.match(first.chat, /^Showing running shoes, cheapest first\./);
  const onPage = await askOnPage('something a bit cheaper', undefined, 'road');
  assert.equal(sorted(onPage.ids), ['tempo', 'trail']);
  assert.not.match(onPage.chat, DEGREES);
  const dearer = await askOnPage('a little more expensive', undefined, 'road');
  assert.equal(dearer.ids, ['pace']);
  assert.not.match(dearer.chat, DEGREES);
});

test.after(() => app.close());
test.run();
