/**
 * Large catalogues in a database file get their indexes built in a worker thread: the results are the
 * in-thread build's, a write is seen by the next search, and another tenant's search does not wait while a
 * build is under way.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { page, query, shopProducts, tempDbPath } from './support/fixtures.ts';
import { generateCatalog } from './support/generate-catalog.ts';

const db = tempDbPath();
// Tenant "big" (3,000 products) builds in the worker, tenant "small" on this thread.
const inWorker = openStorage(db.path, { workerBuildMin: 1_000 });
const inThread = openStorage(db.path, { workerBuildMin: Infinity });
inWorker.tenants.create({ id: 'big' });
inWorker.tenants.create({ id: 'small' });
inWorker.catalog.upsertMany('big', generateCatalog(3_000));
inWorker.catalog.upsertMany('small', shopProducts);
inWorker.catalog.setSynonyms('big', [['sneaker', 'kicks']]);

const searchIds = async (storage: typeof inWorker, tenant: string, text: string, filters = {}) => {
  const result = await storage.catalog.search(tenant, query(text, filters), page(20));
  return { ids: result.products.map((p) => p.id), total: result.total, facets: result.facets };
};

test.after(() => {
  inWorker.close();
  inThread.close();
  db.cleanup();
});

test('another tenant’s search does not wait for a build under way', async () => {
  const finished: string[] = [];
  const big = searchIds(inWorker, 'big', 'trail shoe').then(() => finished.push('big'));
  const small = searchIds(inWorker, 'small', 'hiking boot').then(() => finished.push('small'));
  await Promise.all([big, small]);
  assert.equal(finished, ['small', 'big']);
});

test('the worker’s indexes rank as the in-thread build does (typos, synonyms, filters, facets)', async () => {
  for (const [text, filters] of [
    ['runing shoes', {}],
    ['kicks', {}],
    ['waterproof rain jacket', { priceMax: 150 }],
    ['wireless headphones', { excludeTerms: ['earbuds'] }],
  ] as const) {
    assert.equal(
      await searchIds(inWorker, 'big', text, filters),
      await searchIds(inThread, 'big', text, filters),
      text,
    );
  }
});

test('the vocabulary comes with the worker’s indexes, frozen and equal to the in-thread one', async () => {
  inWorker.catalog.upsertMany('big', [{ id: 'vocab-1', title: 'Glider', brand: 'Aerolite' }]);
  const vocabulary = await inWorker.catalog.vocabulary('big');
  assert.ok(Object.isFrozen(vocabulary) && Object.isFrozen(vocabulary.brands));
  assert.ok(vocabulary.brands.includes('Aerolite'));
  assert.equal({ ...vocabulary }, { ...(await inThread.catalog.vocabulary('big')) });
});

test('a write is seen by the next search', async () => {
  assert.equal((await searchIds(inWorker, 'big', 'zephyrwing')).total, 0);
  inWorker.catalog.upsertMany('big', [{ id: 'new-1', title: 'Zephyrwing Glider Kite' }]);
  assert.equal((await searchIds(inWorker, 'big', 'zephyrwing')).ids, ['new-1']);
  inWorker.catalog.upsertMany('big', [{ id: 'new-1', title: 'Plain Kite' }]);
  assert.equal((await searchIds(inWorker, 'big', 'zephyrwing')).total, 0);
});

test.run();
