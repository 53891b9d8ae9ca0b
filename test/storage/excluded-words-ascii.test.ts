import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchFilters } from '../../core/search/search-query.ts';
import { page, query, storageWith } from './support/fixtures.ts';

// Plain-ASCII text takes its own one-pass path into the stored words (storage/search/ascii-word-string.ts);
// these pin that it reads words as the Unicode path does: case, punctuation, digits, long descriptions.
const long = `${'Sturdy canvas, waxed & double-stitched. '.repeat(150)}Brass ZIPPER.`;
const s = storageWith([
  { id: 'bag-1', title: 'Canvas Tote', description: long },
  { id: 'bag-2', title: 'Re-usable Grocery Bag (2-Pack)', description: 'Holds 20kg; folds flat.' },
  { id: 'bag-3', title: 'Café Shopper', description: 'Linen, zipper-free.' },
]);

async function ids(filters: SearchFilters): Promise<string[]> {
  const result = await s.catalog.search('t', query('', filters), page());
  return result.products.map((p) => p.id).sort();
}

test('exclusions find whole words of ASCII text, however long, cased or punctuated', async () => {
  assert.ok(long.length > 4096);
  // "zipper-free" names no zipper (excluded-products.ts).
  assert.equal(await ids({ excludeTerms: ['zipper'] }), ['bag-2', 'bag-3']);
  assert.equal(await ids({ excludeTerms: ['double stitched'] }), ['bag-2', 'bag-3']);
  assert.equal(await ids({ excludeTerms: ['20kg'] }), ['bag-1', 'bag-3']);
  assert.equal(await ids({ excludeTerms: ['usable'] }), ['bag-1', 'bag-3']);
  assert.equal(await ids({ excludeTerms: ['pack'] }), ['bag-1', 'bag-3']);
  assert.equal(await ids({ excludeTerms: ['cafe'] }), ['bag-1', 'bag-2']);
  assert.equal(await ids({ excludeTerms: ['zip'] }), ['bag-1', 'bag-2', 'bag-3']);
});

test.run();
