import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { contentHash } from '../../storage/index.ts';
import { memoryStorage, shopProducts } from './support/fixtures.ts';

const setup = () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  s.tenants.create({ id: 'other' });
  return s;
};

test('upsertMany inserts and getMany returns deep-equal products in the order asked', async () => {
  const s = setup();
  assert.equal(s.catalog.upsertMany('acme', shopProducts), {
    inserted: 6,
    updated: 0,
    deleted: 0,
    unchanged: 0,
  });
  assert.is(s.catalog.count('acme'), 6);
  const ids = ['mug-1', 'boot-1', 'tee-1'];
  assert.equal(
    await s.catalog.getMany('acme', ids),
    ids.map((id) => shopProducts.find((p) => p.id === id)),
  );
  const all = await s.catalog.getMany(
    'acme',
    shopProducts.map((p) => p.id),
  );
  assert.equal(all, shopProducts);
  s.close();
});

test('getMany skips unknown and other tenants’ ids and keeps duplicates once', async () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts.slice(0, 3));
  s.catalog.upsertMany('other', [{ id: 'secret-1', title: 'Other shop product' }]);
  const got = await s.catalog.getMany('acme', ['run-1', 'nope', 'secret-1', 'boot-1', 'run-1', 'boot-1']);
  assert.equal(
    got.map((p) => p.id),
    ['run-1', 'boot-1'],
  );
  assert.equal(await s.catalog.getMany('other', ['boot-1', 'secret-1']), [
    { id: 'secret-1', title: 'Other shop product' },
  ]);
  assert.equal(await s.catalog.getMany('acme', []), []);
  s.close();
});

test('re-import counts unchanged, updated and inserted; key order does not count as a change', () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts);
  const reordered = shopProducts.map((p) => Object.fromEntries(Object.entries(p).reverse()) as Product);
  assert.equal(s.catalog.upsertMany('acme', reordered), {
    inserted: 0,
    updated: 0,
    deleted: 0,
    unchanged: 6,
  });
  const changed = shopProducts.map((p) => (p.id === 'tee-1' ? { ...p, price: 17.5 } : p));
  const result = s.catalog.upsertMany('acme', [...changed, { id: 'new-1', title: 'Brand new' }]);
  assert.equal(result, { inserted: 1, updated: 1, deleted: 0, unchanged: 5 });
  assert.is(s.catalog.count('acme'), 7);
  s.close();
});

test('an updated product is what getMany and search return afterwards', async () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts);
  const mug = { id: 'mug-1', title: 'Porcelain Tea Cup', price: 12 };
  s.catalog.upsertMany('acme', [mug]);
  assert.equal(await s.catalog.getMany('acme', ['mug-1']), [mug]);
  const stale = await s.catalog.search(
    'acme',
    { text: 'stoneware', filters: {}, sort: 'relevance' },
    { limit: 10, offset: 0 },
  );
  assert.is(stale.total, 0);
  const fresh = await s.catalog.search(
    'acme',
    { text: 'porcelain', filters: {}, sort: 'relevance' },
    { limit: 10, offset: 0 },
  );
  assert.equal(fresh.products, [mug]);
  s.close();
});

test('replace deletes the tenant’s products missing from the list, and only those', async () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts);
  s.catalog.upsertMany('other', shopProducts.slice(0, 2));
  const keep = shopProducts.slice(0, 2);
  assert.equal(s.catalog.upsertMany('acme', keep, { replace: true }), {
    inserted: 0,
    updated: 0,
    deleted: 4,
    unchanged: 2,
  });
  assert.equal(s.catalog.ids('acme'), ['boot-1', 'boot-2']);
  assert.is(s.catalog.count('other'), 2);
  const gone = await s.catalog.search(
    'acme',
    { text: 'mug', filters: {}, sort: 'relevance' },
    { limit: 10, offset: 0 },
  );
  assert.is(gone.total, 0);
  assert.equal(s.catalog.upsertMany('acme', [], { replace: true }), {
    inserted: 0,
    updated: 0,
    deleted: 2,
    unchanged: 0,
  });
  assert.is(s.catalog.count('acme'), 0);
  assert.is(s.catalog.count('other'), 2);
  s.close();
});

test('later duplicates in one call win', async () => {
  const s = setup();
  const result = s.catalog.upsertMany('acme', [
    { id: 'x', title: 'First' },
    { id: 'x', title: 'Second' },
  ]);
  assert.equal(result, { inserted: 1, updated: 0, deleted: 0, unchanged: 0 });
  assert.equal(await s.catalog.getMany('acme', ['x']), [{ id: 'x', title: 'Second' }]);
  s.close();
});

test('upsertMany into an unknown tenant throws and writes nothing', () => {
  const s = setup();
  assert.throws(() => s.catalog.upsertMany('ghost', shopProducts), /Unknown tenant "ghost"/);
  assert.is(s.catalog.count('ghost'), 0);
  s.close();
});

test('a failing batch is rolled back as a whole', () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts.slice(0, 2));
  const bad = [{ id: 'ok-1', title: 'Fine' }, { title: 'No id' } as unknown as Product];
  assert.throws(() => s.catalog.upsertMany('acme', bad, { replace: true }), /without an id/);
  assert.equal(s.catalog.ids('acme'), ['boot-1', 'boot-2']);
  s.close();
});

test('list pages by id; ids are sorted; count is per tenant', () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts);
  assert.equal(s.catalog.ids('acme'), ['boot-1', 'boot-2', 'jacket-1', 'mug-1', 'run-1', 'tee-1']);
  assert.equal(
    s.catalog.list('acme', { limit: 2, offset: 2 }).map((p) => p.id),
    ['jacket-1', 'mug-1'],
  );
  assert.equal(s.catalog.list('acme', { limit: 10, offset: 6 }), []);
  assert.is(s.catalog.count('other'), 0);
  assert.equal(s.catalog.ids('other'), []);
  s.close();
});

test('productHashes: sha1 of canonical JSON, per tenant, optionally for some ids', () => {
  const s = setup();
  s.catalog.upsertMany('acme', shopProducts);
  const hashes = s.catalog.productHashes('acme');
  assert.is(hashes.size, 6);
  assert.match(hashes.get('boot-1')!, /^[0-9a-f]{40}$/);
  assert.is(hashes.get('boot-1'), contentHash(shopProducts[0]));
  const some = s.catalog.productHashes('acme', ['tee-1', 'missing']);
  assert.equal([...some.keys()], ['tee-1']);
  assert.is(s.catalog.productHashes('other').size, 0);
  const before = hashes.get('tee-1');
  s.catalog.upsertMany('acme', [{ ...shopProducts[4]!, price: 1 }]);
  assert.is.not(s.catalog.productHashes('acme', ['tee-1']).get('tee-1'), before);
  s.close();
});

test('contentHash ignores key order at every level', () => {
  assert.is(
    contentHash({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }),
    contentHash({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
  );
  assert.is.not(contentHash({ a: [1, 2] }), contentHash({ a: [2, 1] }));
});

test('version moves on every change and only then', () => {
  const s = setup();
  assert.is(s.catalog.version('acme'), 0);
  s.catalog.upsertMany('acme', shopProducts);
  const v1 = s.catalog.version('acme');
  assert.ok(v1 > 0);
  s.catalog.upsertMany('acme', shopProducts);
  assert.is(s.catalog.version('acme'), v1);
  s.catalog.upsertMany('acme', shopProducts.slice(1), { replace: true });
  assert.ok(s.catalog.version('acme') > v1);
  assert.is(s.catalog.version('other'), 0);
  s.close();
});

test.run();
