/** Measure bounds over attribute values, and attribute names as words to match. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MeasureBound, Product } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import { page, query, storageWith, tempDbPath } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'h-35', title: 'Studio Headphones', attributes: { batteryLife: '35 hours', color: 'black' } },
  { id: 'h-12', title: 'Sport Headphones', attributes: { batteryLife: '12 hours' } },
  { id: 'w-2d', title: 'Smart Watch', attributes: { batteryLife: '2 days', caseSize: '41 mm' } },
  {
    id: 'v-40',
    title: 'Travel Headphones',
    variants: [{ id: 'v-40-b', title: 'Black', attributes: { batteryLife: '40 hours' } }],
  },
  // A size is no measure, prose is not one either.
  { id: 'shoe', title: 'Runner', attributes: { size: ['40', '41'], note: '40 hours of fun' } },
];
const s = storageWith(products, 'm');

async function ids(measures: MeasureBound[], text = ''): Promise<string[]> {
  const result = await s.catalog.search('m', query(text, { measures }), page());
  return result.products.map((p) => p.id).sort();
}

const hours = (min?: number, max?: number): MeasureBound => ({
  unit: 'hour',
  ...(min !== undefined && { min }),
  ...(max !== undefined && { max }),
  label: 'hours',
});

test('a bound keeps products with some value of its family within it, variants included', async () => {
  assert.equal(await ids([hours(30)]), ['h-35', 'v-40', 'w-2d']);
  assert.equal(await ids([hours(undefined, 12)]), ['h-12']);
  assert.equal(await ids([hours(12, 40)]), ['h-12', 'h-35', 'v-40']);
  assert.equal(await ids([hours(30)], 'headphones'), ['h-35', 'v-40']);
});

test('bounds of two families must both hold; a bound nothing meets leaves nothing', async () => {
  assert.equal(await ids([hours(30), { unit: 'mm', max: 45, label: 'up to 45 mm' }]), ['w-2d']);
  assert.equal(await ids([hours(100)]), []);
  assert.equal(await ids([{ unit: 'w', min: 1, label: 'at least 1W' }]), []);
});

test('the vocabulary names the families, in a database file (built in a worker) as in memory', async () => {
  const { path, cleanup } = tempDbPath();
  const file = openStorage(path, { workerBuildMin: 1 });
  file.tenants.create({ id: 'm' });
  file.catalog.upsertMany('m', products);
  for (const storage of [s, file])
    assert.equal((await storage.catalog.vocabulary('m')).measureUnits, ['hour', 'mm']);
  file.close();
  cleanup();
});

test('names of the other attributes are words to match ("battery" finds a batteryLife)', async () => {
  const found = await s.catalog.search('m', query('battery'), page());
  assert.equal(found.products.map((p) => p.id).sort(), ['h-12', 'h-35', 'w-2d']);
  // Not the filter kinds' names: "color" is in no product's words.
  assert.is((await s.catalog.search('m', query('color'), page())).total, 0);
});

test.run();
