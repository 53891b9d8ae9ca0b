import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchFilters } from '../../core/search/search-query.ts';
import { memoryStorage, page, query, shopProducts, storageWith } from './support/fixtures.ts';

const s = storageWith(shopProducts, 'acme');

/** Ids matching `filters` with no text, sorted for comparison. */
async function ids(filters: SearchFilters, text = ''): Promise<string[]> {
  const result = await s.catalog.search('acme', query(text, filters), page());
  assert.is(result.total, result.products.length);
  return result.products.map((p) => p.id).sort();
}

const ALL = ['boot-1', 'boot-2', 'jacket-1', 'mug-1', 'run-1', 'tee-1'];

test('no filters and no text: everything', async () => {
  assert.equal(await ids({}), ALL);
});

test('price range is inclusive and excludes products without a price', async () => {
  assert.equal(await ids({ priceMin: 75, priceMax: 110 }), ['boot-1', 'boot-2', 'run-1']);
  assert.equal(await ids({ priceMax: 19.99 }), ['tee-1']);
  assert.equal(await ids({ priceMin: 220 }), ['jacket-1']);
  assert.equal(await ids({ priceMin: 0 }), ['boot-1', 'boot-2', 'jacket-1', 'run-1', 'tee-1']);
});

test('colors: any of, case-insensitive, color or colour, string or list', async () => {
  assert.equal(await ids({ colors: ['RED'] }), ['jacket-1', 'run-1']);
  assert.equal(await ids({ colors: ['blue'] }), ['boot-2', 'mug-1']);
  assert.equal(await ids({ colors: ['grey', 'brown'] }), ['boot-1', 'boot-2']);
  assert.equal(await ids({ colors: ['navy'] }), ['jacket-1']);
  assert.equal(await ids({ colors: ['purple'] }), []);
  // A whole value, not a substring of one.
  assert.equal(await ids({ colors: ['re'] }), []);
});

test('sizes, materials and audience: any of, case-insensitive', async () => {
  assert.equal(await ids({ sizes: ['m'] }), ['jacket-1', 'tee-1']);
  assert.equal(await ids({ sizes: ['10', 's'] }), ['boot-1', 'boot-2', 'jacket-1']);
  assert.equal(await ids({ materials: ['Mesh'] }), ['boot-2', 'run-1']);
  assert.equal(await ids({ materials: ['organic cotton', 'nylon'] }), ['jacket-1', 'tee-1']);
  assert.equal(await ids({ materials: ['cotton'] }), []);
  assert.equal(await ids({ audience: ['women'] }), ['boot-2', 'jacket-1']);
  assert.equal(await ids({ audience: ['MEN', 'unisex'] }), ['boot-1', 'run-1', 'tee-1']);
});

test("materials: a part's attribute of that material counts (a leather strap), prose does not", async () => {
  const parts = storageWith(
    [
      { id: 'w-1', title: 'Field Watch', attributes: { material: 'stainless steel', strap: 'leather' } },
      { id: 'w-2', title: 'Dive Watch', attributes: { material: 'stainless steel', strap: 'rubber' } },
      { id: 'd-1', title: 'Comforter', attributes: { material: 'cotton', fill: ['down', 'Wool'] } },
      {
        id: 'n-1',
        title: 'Note',
        attributes: { note: 'leather' + ' and more words than a material has'.repeat(2) },
      },
    ],
    'parts',
  );
  const found = async (materials: string[]) =>
    (await parts.catalog.search('parts', query('', { materials }), page())).products.map((p) => p.id).sort();
  assert.equal(await found(['leather']), ['w-1']);
  assert.equal(await found(['wool']), ['d-1']);
  assert.equal(await found(['stainless steel']), ['w-1', 'w-2']);
  assert.equal(await found(['leather', 'down']), ['d-1', 'w-1']);
  // Colours, sizes and the rest stay with their own attributes.
  assert.equal((await parts.catalog.search('parts', query('', { colors: ['leather'] }), page())).total, 0);
});

test('features: all of', async () => {
  assert.equal(await ids({ features: ['waterproof'] }), ['boot-1', 'jacket-1']);
  assert.equal(await ids({ features: ['waterproof', 'packable'] }), ['jacket-1']);
  assert.equal(await ids({ features: ['waterproof', 'breathable'] }), []);
  assert.equal(await ids({ features: ['Dishwasher Safe'] }), ['mug-1']);
});

test('brands: case-insensitive equality', async () => {
  assert.equal(await ids({ brands: ['NORTHPEAK'] }), ['boot-1', 'jacket-1']);
  assert.equal(await ids({ brands: ['swiftfoot', 'basics co'] }), ['run-1', 'tee-1']);
  assert.equal(await ids({ brands: ['North'] }), []);
});

test('categories: equal, starting with, or containing the path as whole segments', async () => {
  assert.equal(await ids({ categories: ['shoes'] }), ['boot-1', 'boot-2', 'run-1']);
  assert.equal(await ids({ categories: ['Shoes > Hiking'] }), ['boot-1', 'boot-2']);
  assert.equal(await ids({ categories: ['hiking'] }), ['boot-1', 'boot-2']);
  assert.equal(await ids({ categories: ['outerwear > jackets'] }), ['jacket-1']);
  assert.equal(await ids({ categories: ['clothing/outerwear'] }), ['jacket-1']);
  assert.equal(await ids({ categories: ['kitchen', 'tops'] }), ['mug-1', 'tee-1']);
  assert.equal(await ids({ categories: ['shoe'] }), []);
  assert.equal(await ids({ categories: ['hiking > shoes'] }), []);
});

test('minRating and inStock', async () => {
  assert.equal(await ids({ minRating: 4.3 }), ['boot-1', 'jacket-1', 'run-1']);
  assert.equal(await ids({ minRating: 4.8 }), ['jacket-1']);
  // available !== false: missing `available` counts as in stock.
  assert.equal(await ids({ inStock: true }), ['boot-1', 'boot-2', 'jacket-1', 'mug-1', 'tee-1']);
  assert.equal(await ids({ inStock: false }), ALL);
});

test('onSale: priced below compareAtPrice', async () => {
  const store = storageWith(
    [
      { id: 'reduced', title: 'Tent', price: 50, compareAtPrice: 80 },
      { id: 'same', title: 'Tent', price: 50, compareAtPrice: 50 },
      { id: 'full', title: 'Tent', price: 50 },
      { id: 'no-price', title: 'Tent', compareAtPrice: 30 },
    ],
    'sale',
  );
  const onSale = async (filters: SearchFilters) =>
    (await store.catalog.search('sale', query('tent', filters), page())).products.map((p) => p.id).sort();
  assert.equal(await onSale({ onSale: true }), ['reduced']);
  assert.equal(await onSale({ onSale: false }), ['full', 'no-price', 'reduced', 'same']);
  // A product whose price rises to its compareAtPrice leaves the sale.
  store.catalog.upsertMany('sale', [{ id: 'reduced', title: 'Tent', price: 80, compareAtPrice: 80 }]);
  assert.equal(await onSale({ onSale: true }), []);
});

test('excludeTerms: whole words of title, description or attributes, case-insensitive', async () => {
  // boot-1: material leather; jacket-1: "Not made of leather." in its description.
  assert.equal(await ids({ excludeTerms: ['Leather'] }), ['boot-2', 'mug-1', 'run-1', 'tee-1']);
  assert.equal(await ids({ excludeTerms: ['mesh', 'cotton'] }), ['boot-1', 'jacket-1', 'mug-1']);
  // Whole words only, but a plural excludes its singular ("no boots": a Hiking Boot); a stem does not.
  assert.equal(await ids({ excludeTerms: ['boots'] }), ['jacket-1', 'mug-1', 'run-1', 'tee-1']);
  assert.equal(await ids({ excludeTerms: ['boo'] }), ALL);
  assert.equal(await ids({ excludeTerms: ['lightweight hiking'] }), [
    'boot-1',
    'jacket-1',
    'mug-1',
    'run-1',
    'tee-1',
  ]);
  assert.equal(await ids({ excludeTerms: ['cafe'] }), ['boot-1', 'boot-2', 'jacket-1', 'run-1', 'tee-1']);
  assert.equal(await ids({ excludeTerms: ['northpeak'] }), ALL, 'brand is not searched for exclusions');
  assert.equal(await ids({ excludeTerms: ['"', '*'] }), ALL);
});

test('excludeTerms: "<term>-free" does not hold the term; any other mention does', async () => {
  const store = storageWith([
    { id: 'b1', title: 'BPA-Free Water Bottle' },
    { id: 'b2', title: 'Sport Bottle', description: 'Tritan, BPA free.' },
    { id: 'b3', title: 'Classic Bottle', description: 'Polycarbonate; contains BPA.' },
    { id: 'b4', title: 'Kids Bottle', description: 'BPA-free lid; the body has BPA.' },
  ]);
  const result = await store.catalog.search('t', query('', { excludeTerms: ['bpa'] }), page());
  assert.equal(result.products.map((p) => p.id).sort(), ['b1', 'b2']);
});

test('excludeTerms: a built-in material excludes its other spellings too ("wool": lambswool)', async () => {
  const store = storageWith([
    { id: 's1', title: 'Crew Sweater', attributes: { material: 'lambswool' } },
    { id: 's2', title: 'Cable Sweater', attributes: { material: 'cotton' } },
    { id: 's3', title: 'Woolen Beanie' },
    { id: 's4', title: 'Woolly Hat' },
  ]);
  const result = await store.catalog.search('t', query('', { excludeTerms: ['wool'] }), page());
  assert.equal(result.products.map((p) => p.id).sort(), ['s2', 's4']);
});

test('filters combine with each other and with text', async () => {
  assert.equal(await ids({ colors: ['red'], inStock: true }), ['jacket-1']);
  assert.equal(await ids({ categories: ['shoes'], priceMax: 100, audience: ['women'] }), ['boot-2']);
  assert.equal(await ids({ features: ['waterproof'] }, 'boot'), ['boot-1']);
  assert.equal(await ids({ brands: ['northpeak'], excludeTerms: ['boot'] }, 'waterproof'), ['jacket-1']);
  assert.equal(await ids({ priceMax: 10 }, 'boot'), []);
});

test('variant attributes count for list filters and colour facets', async () => {
  const v = memoryStorage();
  v.tenants.create({ id: 't' });
  v.catalog.upsertMany('t', [
    {
      id: 'shirt',
      title: 'Shirt',
      attributes: { color: 'white' },
      variants: [
        { id: 'shirt-g-s', title: 'Green / S', attributes: { color: 'Green', size: 'S' } },
        { id: 'shirt-w-xl', title: 'White / XL', attributes: { color: 'white', size: 'XL' } },
      ],
    },
    { id: 'plain', title: 'Plain', attributes: { color: 'black', size: 'S' } },
  ]);
  const ids = async (filters: SearchFilters) =>
    (await v.catalog.search('t', query('', filters), page())).products.map((p) => p.id).sort();
  assert.equal(await ids({ colors: ['green'] }), ['shirt']);
  assert.equal(await ids({ sizes: ['xl'] }), ['shirt']);
  assert.equal(await ids({ sizes: ['s'] }), ['plain', 'shirt']);
  const facets = (await v.catalog.search('t', query(''), page())).facets;
  assert.equal(facets?.color, [
    { value: 'black', count: 1 },
    { value: 'Green', count: 1 },
    { value: 'white', count: 1 },
  ]);
  v.close();
});

test('empty filter lists do not constrain', async () => {
  assert.equal(await ids({ colors: [], brands: [], categories: [], features: [], excludeTerms: [] }), ALL);
});

test.run();
