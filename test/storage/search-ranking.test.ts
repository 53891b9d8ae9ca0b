import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import type { SortOrder } from '../../core/search/search-query.ts';
import { openStorage } from '../../storage/index.ts';
import { observeReranks } from '../../storage/search/text/rank-candidates.ts';
import { memoryStorage, page, query, shopProducts, storageWith } from './support/fixtures.ts';

const s = storageWith(shopProducts, 'acme');

const idsOf = (products: Product[]) => products.map((p) => p.id);

async function sorted(sort: SortOrder, text = ''): Promise<string[]> {
  return idsOf((await s.catalog.search('acme', query(text, {}, sort), page())).products);
}

test('relevance: a title match outranks brand/category, which outrank attributes, then description', async () => {
  const r = memoryStorage();
  r.tenants.create({ id: 't' });
  r.catalog.upsertMany('t', [
    { id: 'in-description', title: 'Plain bag', description: 'Goes well with a lantern.' },
    { id: 'in-attributes', title: 'Plain box', attributes: { style: 'lantern' } },
    { id: 'in-category', title: 'Plain lamp', category: 'Lighting > Lantern' },
    { id: 'in-title', title: 'Lantern', description: 'A plain one.' },
  ]);
  const result = await r.catalog.search('t', query('lantern'), page());
  assert.equal(idsOf(result.products), ['in-title', 'in-category', 'in-attributes', 'in-description']);
  r.close();
});

test('ranking overrides may give one nested knob alone; the others keep their defaults', async () => {
  // Only the description weight changes: the title still outranks the description.
  const r = openStorage(':memory:', { ranking: { fieldWeights: { description: 2 }, rerank: { brand: 0 } } });
  r.tenants.create({ id: 't' });
  r.catalog.upsertMany('t', [
    { id: 'in-description', title: 'Plain bag', description: 'Goes well with a lantern.' },
    { id: 'in-title', title: 'Lantern', description: 'A plain one.' },
  ]);
  const bm25 = new Map<string, number>();
  observeReranks((found, _positions, features) => found.forEach((id, i) => bm25.set(id, features[i]!.bm25)));
  try {
    const result = await r.catalog.search('t', query('lantern'), page());
    assert.equal(idsOf(result.products), ['in-title', 'in-description']);
  } finally {
    observeReranks(undefined);
  }
  assert.ok(bm25.get('in-title')! > bm25.get('in-description')!, [...bm25].join(' '));
  r.close();
});

test('relevance: OR of words, more matching words rank higher; stemming and diacritics', async () => {
  assert.equal((await sorted('relevance', 'waterproof hiking boot'))[0], 'boot-1');
  assert.equal((await sorted('relevance', 'waterproof hiking boot')).sort(), [
    'boot-1',
    'boot-2',
    'jacket-1',
  ]);
  assert.equal((await sorted('relevance', 'boots')).sort(), ['boot-1', 'boot-2']);
  assert.equal(await sorted('relevance', 'CAFE'), ['mug-1']);
  // "shoes" is in the boots' category too; both words only in the running shoe.
  const running = await sorted('relevance', 'running shoes');
  assert.is(running[0], 'run-1');
  assert.equal(running.slice(1).sort(), ['boot-1', 'boot-2']);
});

test('variant titles are searchable as attributes', async () => {
  assert.equal(await sorted('relevance', 'chestnut'), ['boot-1']);
});

test('total is exact and pages are LIMIT/OFFSET slices of one order', async () => {
  const order = await sorted('price_asc');
  const pages: string[] = [];
  for (let offset = 0; offset < 8; offset += 2) {
    const result = await s.catalog.search('acme', query('', {}, 'price_asc'), { limit: 2, offset });
    assert.is(result.total, 6);
    pages.push(...idsOf(result.products));
  }
  assert.equal(pages, order);
  const beyond = await s.catalog.search('acme', query('', {}, 'price_asc'), { limit: 2, offset: 10 });
  assert.equal(beyond.products, []);
  assert.is(beyond.total, 6);
  const none = await s.catalog.search('acme', query(''), { limit: 0, offset: 0 });
  assert.equal(none.products, []);
  assert.is(none.total, 6);
});

test('paging a larger catalogue is consistent with the full order', async () => {
  const r = memoryStorage();
  r.tenants.create({ id: 't' });
  const products: Product[] = Array.from({ length: 300 }, (_, i) => ({
    id: `p${String(i).padStart(3, '0')}`,
    title: i % 3 === 0 ? 'Red lamp' : 'Blue lamp',
    price: (i * 37) % 101,
    rating: (i % 5) + 0.5,
    reviewCount: i,
  }));
  r.catalog.upsertMany('t', products);
  for (const sort of ['relevance', 'price_asc', 'price_desc', 'rating'] as const) {
    const all = idsOf(
      (await r.catalog.search('t', query('red lamp', {}, sort), { limit: 1000, offset: 0 })).products,
    );
    // Relevance lists every lamp (red ones first); the other sorts list the best-covered matches: red lamps.
    const expected = sort === 'relevance' ? 300 : 100;
    assert.is(all.length, expected, sort);
    assert.is(new Set(all).size, expected, sort);
    if (sort !== 'relevance')
      assert.ok(
        all.every((id) => Number(id.slice(1)) % 3 === 0),
        sort,
      );
    const paged: string[] = [];
    for (let offset = 0; offset < expected; offset += 7) {
      paged.push(
        ...idsOf((await r.catalog.search('t', query('red lamp', {}, sort), { limit: 7, offset })).products),
      );
    }
    assert.equal(paged, all, sort);
  }
  const relevance = idsOf(
    (await r.catalog.search('t', query('red lamp'), { limit: 100, offset: 0 })).products,
  );
  assert.ok(
    relevance.every((id) => Number(id.slice(1)) % 3 === 0),
    'red lamps (two words) come first',
  );
  const prices = (
    await r.catalog.search('t', query('lamp', {}, 'price_asc'), { limit: 300, offset: 0 })
  ).products.map((p) => p.price!);
  assert.equal(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  r.close();
});

test('facets count the whole match set, not just the page', async () => {
  const result = await s.catalog.search('acme', query(''), { limit: 1, offset: 0 });
  assert.is(result.products.length, 1);
  assert.equal(result.facets, {
    // "Northpeak" and "northpeak" are one brand (filters ignore case), shown as the commoner spelling.
    brand: [
      { value: 'Northpeak', count: 2 },
      { value: 'Basics Co', count: 1 },
      { value: 'Ridgeline', count: 1 },
      { value: 'Swiftfoot', count: 1 },
    ],
    category: [
      { value: 'Shoes > Hiking', count: 2 },
      { value: 'Clothing > Outerwear > Jackets', count: 1 },
      { value: 'Clothing > Tops', count: 1 },
      { value: 'Home > Kitchen', count: 1 },
      { value: 'Shoes > Running', count: 1 },
    ],
    color: [
      { value: 'Blue', count: 2 },
      { value: 'red', count: 2 },
      { value: 'Brown', count: 1 },
      { value: 'grey', count: 1 },
      { value: 'Navy', count: 1 },
      { value: 'white', count: 1 },
    ],
    price: [
      { label: 'Under $25', min: 0, max: 25, count: 1 },
      { label: '$50–$100', min: 50, max: 100, count: 2 },
      { label: '$100–$200', min: 100, max: 200, count: 1 },
      { label: '$200 and up', min: 200, max: null, count: 1 },
    ],
  });
});

test('facets follow text and filters; at most 10 values each', async () => {
  const boots = await s.catalog.search('acme', query('boot', { priceMax: 100 }), page());
  assert.equal(boots.facets?.brand, [{ value: 'Ridgeline', count: 1 }]);
  assert.equal(boots.facets?.price, [{ label: '$50–$100', min: 50, max: 100, count: 1 }]);
  const r = memoryStorage();
  r.tenants.create({ id: 't' });
  r.catalog.upsertMany(
    't',
    Array.from({ length: 30 }, (_, i) => ({
      id: `p${i}`,
      title: 'Thing',
      brand: `Brand ${String(i % 15).padStart(2, '0')}`,
    })),
  );
  const many = await r.catalog.search('t', query('thing'), page());
  assert.is(many.facets?.brand.length, 10);
  assert.equal(many.facets?.brand[0], { value: 'Brand 00', count: 2 });
  assert.equal(many.facets?.price, []);
  r.close();
});

/** Each candidate's coverage feature for one search of a fresh one-tenant storage holding `products`. */
async function coverageOf(products: Product[], text: string): Promise<Map<string, number>> {
  const r = memoryStorage();
  r.tenants.create({ id: 't' });
  r.catalog.upsertMany('t', products);
  const coverage = new Map<string, number>();
  observeReranks((found, _positions, features) =>
    found.forEach((id, i) => coverage.set(id, features[i]!.coverage)),
  );
  try {
    await r.catalog.search('t', query(text), page());
  } finally {
    observeReranks(undefined);
    r.close();
  }
  return coverage;
}

test('coverage: a word counts by its own rarity, not by a rare joined form or synonym of it', async () => {
  // "martial", "art" and "headgear" are each in two products; only the mat writes "martialart" as one word.
  const coverage = await coverageOf(
    [
      { id: 'book-1', title: 'Martial Arts for Beginners' },
      { id: 'book-2', title: 'Zen in the Martial Arts' },
      { id: 'headgear-1', title: 'Sparring Headgear' },
      { id: 'headgear-2', title: 'Boxing Headgear' },
      { id: 'mat', title: 'Martialart Training Mat' },
      ...['Water Bottle', 'Jump Rope', 'Hand Wraps', 'Gym Bag', 'Mouth Guard'].map((title, i) => ({
        id: `other-${i}`,
        title,
      })),
    ],
    'martial art headgear',
  );
  // Three words of equal rarity: the headgear holds a third of the query, the books two thirds.
  assert.ok(Math.abs(coverage.get('headgear-1')! - 1 / 3) < 1e-9, [...coverage].join(' '));
  assert.ok(Math.abs(coverage.get('book-1')! - 2 / 3) < 1e-9, [...coverage].join(' '));
});

test('coverage: a rare misspelling the catalogue holds weighs as the commoner word it stands for', async () => {
  // "cushon" is in one title, "cushion" in thirty: the query's "cushon" means cushion, and counts as often.
  const coverage = await coverageOf(
    [
      { id: 'typo', title: 'Cushon Cover' },
      ...Array.from({ length: 30 }, (_, i) => ({ id: `cushion-${i}`, title: `Seat Cushion ${i}` })),
      ...Array.from({ length: 30 }, (_, i) => ({ id: `chair-${i}`, title: `Oak Chair ${i}` })),
    ],
    'chair cushon',
  );
  // "chair" and "cushion" are equally rare: a chair holds half the query.
  assert.ok(Math.abs(coverage.get('chair-0')! - 1 / 2) < 1e-9, [...coverage].join(' '));
});

test.run();
