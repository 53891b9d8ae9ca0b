/**
 * A search shows products from the JSON held with the tenant's indexes (storage/search/product-json.ts): a
 * product changed by another connection (another process) is shown changed by the next search, whether its
 * indexes are built on this thread or in the worker, and a catalogue too big to hold reads its rows instead.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { page, query, shopProducts, tempDbPath } from './support/fixtures.ts';

const db = tempDbPath();
const writer = openStorage(db.path);
writer.tenants.create({ id: 't' });
writer.catalog.upsertMany('t', shopProducts);
const readers = {
  'held, built here': openStorage(db.path, { workerBuildMin: Infinity }),
  'held, built in the worker': openStorage(db.path, { workerBuildMin: 1 }),
  'not held (too big)': openStorage(db.path, { jsonMemoryMax: 10 }),
};

test.after(() => {
  writer.close();
  for (const reader of Object.values(readers)) reader.close();
  db.cleanup();
});

const bootPrices = async (reader: typeof writer) =>
  (await reader.catalog.search('t', query('hiking boot'), page(5))).products
    .filter((product) => product.id === 'boot-1')
    .map((product) => product.price);

test('a product another connection changed is shown changed by the next search', async () => {
  const boot = shopProducts.find((product) => product.id === 'boot-1')!;
  for (const [name, reader] of Object.entries(readers)) {
    writer.catalog.upsertMany('t', [{ ...boot, price: 110 }]);
    assert.equal(await bootPrices(reader), [110], name);
    writer.catalog.upsertMany('t', [{ ...boot, price: 95 }]);
    assert.equal(await bootPrices(reader), [95], name);
  }
});

test('a shown product is a copy: changing it changes no later search', async () => {
  for (const [name, reader] of Object.entries(readers)) {
    const [shown] = (await reader.catalog.search('t', query('hiking boot'), page(1))).products;
    shown!.title = 'Changed';
    const [again] = (await reader.catalog.search('t', query('hiking boot'), page(1))).products;
    assert.is.not(again!.title, 'Changed', name);
  }
});

test.run();
