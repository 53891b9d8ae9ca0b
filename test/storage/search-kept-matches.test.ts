/**
 * A search's matches are kept with its cached result, while the text index's scratch space (concept-sums.ts) serves
 * the next search: a result must hold its own copy. Sorted by price with `sortedCoverage` 0, and words only
 * descriptions hold ("mesh membrane"), every match is listed as the first stage found it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { page, query, shopProducts } from './support/fixtures.ts';

test('a cached result sorted by price lists the same products after other searches', async () => {
  const storage = openStorage(':memory:', { ranking: { sortedCoverage: 0 } });
  storage.tenants.create({ id: 't' });
  storage.catalog.upsertMany('t', shopProducts);
  const cheapest = async (words: string) =>
    (await storage.catalog.search('t', query(words, {}, 'price_asc'), page())).products.map(({ id }) => id);
  try {
    const first = await cheapest('mesh membrane');
    assert.equal(first, ['boot-2', 'boot-1', 'run-1']);
    await storage.catalog.search('t', query('jacket'), page());
    await storage.catalog.search('t', query('mug tee'), page());
    assert.equal(await cheapest('mesh membrane'), first);
  } finally {
    storage.close();
  }
});

test.run();
