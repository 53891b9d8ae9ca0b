import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { memoryStorage, page, query, shopProducts, storageWith, tempDbPath } from './support/fixtures.ts';

test('nothing of tenant B is visible through tenant A', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'a' });
  s.tenants.create({ id: 'b' });
  s.catalog.upsertMany('a', [
    { id: 'shared-id', title: 'Alpha lamp', brand: 'AlphaCo', price: 10, attributes: { color: 'red' } },
  ]);
  s.catalog.upsertMany('b', [
    {
      id: 'shared-id',
      title: 'Beta secret lamp',
      brand: 'BetaCo',
      price: 500,
      attributes: { color: 'green' },
    },
    { id: 'b-only', title: 'Beta secret chair', brand: 'BetaCo' },
  ]);
  s.content.put('b', 'shared-id', { faqs: [{ question: 'Secret?', answer: 'Yes' }], highlights: ['secret'] });

  const lamps = await s.catalog.search('a', query('lamp'), page());
  assert.equal(lamps.products, [
    { id: 'shared-id', title: 'Alpha lamp', brand: 'AlphaCo', price: 10, attributes: { color: 'red' } },
  ]);
  assert.is(lamps.total, 1);
  assert.equal(lamps.facets?.brand, [{ value: 'AlphaCo', count: 1 }]);
  assert.equal(lamps.facets?.color, [{ value: 'red', count: 1 }]);
  for (const text of ['secret', 'beta', 'chair', '']) {
    const result = await s.catalog.search('a', query(text, {}, 'relevance'), page());
    assert.ok(
      result.products.every((p) => !p.title.includes('Beta')),
      text,
    );
  }
  assert.is((await s.catalog.search('a', query('', { brands: ['BetaCo'] }), page())).total, 0);
  assert.is((await s.catalog.search('a', query('', { colors: ['green'] }), page())).total, 0);
  assert.is((await s.catalog.search('a', query('', { priceMin: 400 }), page())).total, 0);

  assert.equal(
    (await s.catalog.getMany('a', ['b-only', 'shared-id'])).map((p) => p.title),
    ['Alpha lamp'],
  );
  assert.equal(await s.content.faqs('a', 'shared-id'), { faqs: [], faqsGeneratedAt: null });
  assert.equal(await s.content.highlights('a', 'shared-id'), { highlights: [], highlightsGeneratedAt: null });
  assert.not.ok(s.content.has('a', 'shared-id'));
  assert.equal(s.catalog.ids('a'), ['shared-id']);
  assert.equal([...s.catalog.productHashes('a').keys()], ['shared-id']);

  // Replacing A's catalogue leaves B's alone.
  s.catalog.upsertMany('a', [], { replace: true });
  assert.is(s.catalog.count('b'), 2);
  assert.is((await s.catalog.search('b', query('secret'), page())).total, 2);
  s.close();
});

test('an unknown tenant searches an empty catalogue', async () => {
  const s = storageWith(shopProducts, 'a');
  const result = await s.catalog.search('ghost', query(''), page());
  assert.equal(result, { products: [], total: 0, facets: { brand: [], category: [], color: [], price: [] } });
  assert.equal(await s.catalog.getMany('ghost', ['boot-1']), []);
  s.close();
});

test('a reader sees another connection’s imports at once (no restart, no stale cache)', async () => {
  const { path, cleanup } = tempDbPath();
  const server = openStorage(path);
  const cli = openStorage(path);
  try {
    cli.tenants.create({ id: 'acme' });
    cli.catalog.upsertMany('acme', shopProducts.slice(0, 2));
    assert.is((await server.catalog.search('acme', query('boot'), page())).total, 2);
    assert.is((await server.catalog.search('acme', query(''), page())).total, 2);

    cli.catalog.upsertMany('acme', shopProducts);
    assert.is((await server.catalog.search('acme', query(''), page())).total, 6);
    assert.is((await server.catalog.search('acme', query('mug'), page())).total, 1);

    cli.catalog.upsertMany('acme', [{ ...shopProducts[5]!, title: 'Enamel Camping Mug', price: 9 }]);
    const mug = await server.catalog.search('acme', query('mug', { priceMax: 10 }), page());
    assert.equal(
      mug.products.map((p) => p.title),
      ['Enamel Camping Mug'],
    );

    cli.catalog.upsertMany('acme', shopProducts.slice(0, 1), { replace: true });
    assert.is((await server.catalog.search('acme', query(''), page())).total, 1);
    assert.is((await server.catalog.search('acme', query('mug'), page())).total, 0);

    cli.tenants.update('acme', { pageSize: 42 });
    assert.is((await server.tenants.find('acme'))?.pageSize, 42);
    cli.content.put('acme', 'boot-1', { highlights: ['Warm'] });
    assert.equal((await server.content.highlights('acme', 'boot-1')).highlights, ['Warm']);
  } finally {
    server.close();
    cli.close();
    cleanup();
  }
});

test.run();
