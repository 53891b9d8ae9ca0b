/**
 * A page asking for the count alone (CatalogPage.count, core's probe of whether the words match anything) skips
 * the ranking, yet gives the same `total` and `unmatched` as the full search would, in every sort and under every
 * filter; a match set already searched in full answers it too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchQuery } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { query } from './support/fixtures.ts';

/** Without a cache of recent match sets, so that every count runs the counting path. */
const storage = openStorage(':memory:', { resultCacheSize: 0 });
storage.tenants.create({ id: 't' });
storage.catalog.upsertMany('t', demoProducts());

const COUNT = { limit: 0, offset: 0, count: true };
const FULL = { limit: 10, offset: 0 };

const cases: SearchQuery[] = [
  query('hiking boots'),
  query('waterproof hiking boots', {}, 'price_asc'),
  query('running shoes', {}, 'rating'),
  query('espresso machine'),
  query('water bottle steel'),
  query('tents with hood'),
  query('jacket', { colors: ['red'] }),
  query('jacket', { colors: ['no such colour'] }),
  query('boots', { materials: ['leather'], priceMax: 150 }),
  query('socks', { audience: ['kids'] }),
  query('tent', { excludeTerms: ['nylon'] }),
  query('', { categories: ['Shoes'] }),
  query('', {}, 'price_desc'),
  query('the'),
  { ...query('camping gear kids'), relaxedWords: ['kids'] },
];

test('a count gives the total and the unmatched words of the full search', async () => {
  for (const asked of cases) {
    const counted = await storage.catalog.search('t', asked, COUNT);
    const full = await storage.catalog.search('t', asked, FULL);
    const label = JSON.stringify(asked);
    assert.is(counted.total, full.total, label);
    assert.equal(counted.unmatched, full.unmatched, label);
    assert.equal(counted.products, [], label);
  }
});

test('a count of a match set searched before comes from it', async () => {
  const cached = openStorage(':memory:');
  cached.tenants.create({ id: 't' });
  cached.catalog.upsertMany('t', demoProducts());
  const asked = query('water bottle steel');
  const full = await cached.catalog.search('t', asked, FULL);
  const counted = await cached.catalog.search('t', asked, COUNT);
  assert.is(counted.total, full.total);
  assert.equal(counted.unmatched, full.unmatched);
  cached.close();
});

test.after(() => storage.close());

test.run();
