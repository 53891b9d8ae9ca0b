import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { buildVocabulary, type CatalogVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { openStorage } from '../../storage/index.ts';
import { memoryStorage, shopProducts, storageWith, tempDbPath } from './support/fixtures.ts';
import { generateCatalog } from './support/generate-catalog.ts';

test('vocabulary: brands as spelt (one spelling each), lower-cased category paths and attribute values, sizes by category', async () => {
  const s = storageWith(shopProducts, 'acme');
  assert.equal(
    { ...(await s.catalog.vocabulary('acme')) },
    {
      brands: ['Basics Co', 'Northpeak', 'Ridgeline', 'Swiftfoot'],
      categories: [
        'clothing > outerwear > jackets',
        'clothing > tops',
        'home > kitchen',
        'shoes > hiking',
        'shoes > running',
      ],
      colors: ['blue', 'brown', 'grey', 'navy', 'red', 'white'],
      materials: ['leather', 'mesh', 'nylon', 'organic cotton'],
      sizes: ['10', '7', '8', '9', 'l', 'm', 's'],
      features: ['breathable', 'dishwasher safe', 'insulated', 'packable', 'waterproof'],
      audiences: ['men', 'unisex', 'women'],
      noPhrases: [],
      saleNames: [],
      measureUnits: [],
      measuredAttributes: [],
      kindValues: [],
      peopleCategories: [],
      categorySizes: [
        'clothing > outerwear > jackets=l',
        'clothing > outerwear > jackets=m',
        'clothing > outerwear > jackets=s',
        'clothing > tops=m',
        'shoes > hiking=10',
        'shoes > hiking=8',
        'shoes > hiking=9',
        'shoes > running=7',
        'shoes > running=8',
      ],
      categoryUnits: [],
      categoryFeatures: [
        'clothing > outerwear > jackets=packable',
        'clothing > outerwear > jackets=waterproof',
        'home > kitchen=dishwasher safe',
        'shoes > hiking=breathable',
        'shoes > hiking=insulated',
        'shoes > hiking=waterproof',
      ],
      categoryKinds: ['shoes > hiking=boot', 'shoes > running=shoe'],
      shorthandNames: [],
      adjectiveNames: ['coffee mug', 'stoneware coffee'],
      tierNames: [],
      praiseNames: [],
      fanNames: [],
      priceCueNames: [],
      unsizedHeads: [],
    },
  );
  s.close();
});

test('vocabulary equals the core’s buildVocabulary of the same products', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  const products = generateCatalog(2_000, 3);
  s.catalog.upsertMany('acme', products);
  assert.equal({ ...(await s.catalog.vocabulary('acme')) }, buildVocabulary(products));
  s.close();
});

/** The vocabulary of `products` as an in-memory store, a database file (built in a worker) and the core build it. */
async function vocabulariesOf(products: Product[]): Promise<CatalogVocabulary[]> {
  const { path, cleanup } = tempDbPath();
  const vocabularies: CatalogVocabulary[] = [];
  for (const storage of [memoryStorage(), openStorage(path, { workerBuildMin: 1 })]) {
    storage.tenants.create({ id: 'acme' });
    storage.catalog.upsertMany('acme', products);
    vocabularies.push(await storage.catalog.vocabulary('acme'));
    storage.close();
  }
  cleanup();
  return [...vocabularies, buildVocabulary(products)];
}

test('kinds measured otherwise in the unit of measured sizes, in a database file as in memory (unsizedHeadsIn)', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 'p1', title: 'Cast Iron Frying Pan in Black', attributes: { size: ['8-inch', '10-inch'] } },
    { id: 'k1', title: "8-Inch Chef's Knife", attributes: { bladeLength: '8-inch' } },
    { id: 'b1', title: 'Laptop Backpack', attributes: { laptopSize: '15-inch', capacity: '20L' } },
    { id: 'w1', title: 'Field Watch', attributes: { caseSize: '40 mm', size: ['S', 'M'] } },
    { id: 'd1', title: 'Dutch Oven', attributes: { capacity: '5.5 qt' } },
  ]);
  for (const vocabulary of vocabularies)
    assert.equal(vocabulary.unsizedHeads, ['mm=backpack', 'mm=knife', 'mm=watch']);
});

test('sale phrases two titles or more use as names, in a database file as in memory (saleNamesIn)', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 'm1', title: 'Metal Sales 10 ft. Roof Panel' },
    { id: 'm2', title: 'Metal Sales Drip Cap' },
    { id: 'c1', title: 'LED Clearance Light' },
    { id: 'c2', title: 'Trailer clearance lamp' },
    { id: 'd1', title: 'Yard Sale Sign' },
    { id: 'x1', title: 'Saleen Model Car' },
  ]);
  for (const vocabulary of vocabularies) assert.equal(vocabulary.saleNames, ['clearance', 'sales']);
});

test('"no" names two titles or more use, in a database file as in memory (the core’s noPhrasesIn)', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 'e1', title: 'ProFlex No-Dig Landscape Edging Kit' },
    { id: 'e2', title: 'Vigoro 60 ft. no dig Edging' },
    { id: 's1', title: 'No Smoking Sign' },
    { id: 's2', title: 'Piano Bench, no assembly' },
    { id: 's3', title: 'Lamp with no-assembly base, NO ASSEMBLY needed' },
    { id: 'x1', title: 'Casino Night Set' },
  ]);
  for (const vocabulary of vocabularies) assert.equal(vocabulary.noPhrases, ['no assembly', 'no dig']);
});

test('a measure adjective’s or comparative’s names in the titles, in a database file as in memory (adjectiveNamesIn)', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 'b1', title: 'LED Light Bulb, 60W' },
    { id: 'u1', title: 'Kids Light-Up Sneakers' },
    { id: 'g1', title: 'Heavy Duty Work Gloves' },
    { id: 'f1', title: 'Butane Lighter' },
    { id: 's1', title: 'Lightweight Mesh Sneakers' },
    { id: 's2', title: 'Sneakers / Light Grey' },
    { id: 'x1', title: 'Flight Bag' },
  ]);
  for (const vocabulary of vocabularies)
    assert.equal(vocabulary.adjectiveNames, [
      'butane lighter',
      'heavy duty',
      'kids light',
      'led light',
      'light bulb',
      'light grey',
      'light up',
    ]);
});

test('a word and the fan word after it the titles give, singular, in a database file as in memory (fanNamesIn)', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 'c1', title: 'Hunter 52 in. Ceiling Fan' },
    { id: 'c2', title: 'Box-Fan, 20 in.' },
    { id: 'n1', title: 'Stainless Hex Nuts (100-Pack)' },
    { id: 'm1', title: 'Star Wars Mug / Fan Favourite' },
    { id: 'x1', title: 'Fanny Pack' },
  ]);
  for (const vocabulary of vocabularies)
    assert.equal(vocabulary.fanNames, ['box fan', 'ceiling fan', 'hex nut']);
});

test('the price cues the titles hold as words, in a database file as in memory (priceCueNamesIn)', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 'a1', title: 'Nike Air Max 90 Sneaker' },
    { id: 'p1', title: 'Toro Power MAX 726 Snow Blower' },
    { id: 'x1', title: 'Maxwell Coffee Mug' },
  ]);
  for (const vocabulary of vocabularies) assert.equal(vocabulary.priceCueNames, ['max']);
});

test('the categories of products counting people, variants too, in a database file as in memory', async () => {
  const vocabularies = await vocabulariesOf([
    { id: 't1', title: 'Dome Tent', category: 'Outdoor > Tents', attributes: { capacity: '2-person' } },
    { id: 't2', title: 'Tunnel Tent', category: 'Outdoor > Tents', attributes: { capacity: '4 people' } },
    {
      id: 's1',
      title: 'Loft Sofa',
      category: 'Home / Sofas',
      variants: [{ id: 's1-3', title: 'Three seater', attributes: { seats: '3 seater' } }],
    },
    { id: 'b1', title: 'Day Pack', category: 'Bags > Backpacks', attributes: { capacity: '20L' } },
    { id: 'g1', title: 'Picnic Set for Two', category: 'Home > Picnic', attributes: { pieces: '2' } },
  ]);
  for (const vocabulary of vocabularies)
    assert.equal(vocabulary.peopleCategories, ['home > sofas', 'outdoor > tents']);
});

test("the units of each category's measures, variants too, policies not, in a database file as in memory", async () => {
  const vocabularies = await vocabulariesOf([
    {
      id: 't1',
      title: 'Dome Tent',
      category: 'Outdoor > Tents',
      attributes: { capacity: '2-person', warranty: '2 years' },
    },
    {
      id: 'b1',
      title: 'Day Pack',
      category: 'Bags > Backpacks',
      variants: [{ id: 'b1-l', title: 'Large', attributes: { capacity: '30 L', laptopSize: '15-inch' } }],
    },
    { id: 'm1', title: 'Mug', category: 'Home > Mugs', attributes: { material: 'stoneware' } },
  ]);
  for (const vocabulary of vocabularies)
    assert.equal(vocabulary.categoryUnits, [
      'bags > backpacks=inch',
      'bags > backpacks=l',
      'outdoor > tents=person',
    ]);
});

test("the features each category's products list, variants too, in a database file as in memory", async () => {
  const vocabularies = await vocabulariesOf([
    {
      id: 'e1',
      title: 'Sport Earbuds',
      category: 'Electronics > Earbuds',
      attributes: { features: ['Sweat-Resistant'] },
    },
    {
      id: 's1',
      title: 'Road Shoe',
      category: 'Shoes > Running',
      attributes: { features: ['cushioned', 'lightweight'] },
      variants: [{ id: 's1-w', title: 'Wide', attributes: { features: ['supportive'] } }],
    },
    { id: 'm1', title: 'Mug', category: 'Home > Mugs', attributes: { material: 'stoneware' } },
  ]);
  for (const vocabulary of vocabularies)
    assert.equal(vocabulary.categoryFeatures, [
      'electronics > earbuds=sweat-resistant',
      'shoes > running=cushioned',
      'shoes > running=lightweight',
      'shoes > running=supportive',
    ]);
});

test('one frozen object per catalogue version; a change elsewhere is seen; per tenant', async () => {
  const { path, cleanup } = tempDbPath();
  const server = openStorage(path);
  const cli = openStorage(path);
  try {
    cli.tenants.create({ id: 'a' });
    cli.tenants.create({ id: 'b' });
    cli.catalog.upsertMany('a', [{ id: 'p', title: 'Lamp', brand: 'Lumo' }]);
    cli.catalog.upsertMany('b', [{ id: 'p', title: 'Chair', brand: 'Sitwell' }]);
    const first = await server.catalog.vocabulary('a');
    assert.ok(Object.isFrozen(first));
    assert.is(await server.catalog.vocabulary('a'), first);
    assert.equal(first.brands, ['Lumo']);
    assert.equal((await server.catalog.vocabulary('b')).brands, ['Sitwell']);
    cli.catalog.upsertMany('a', [{ id: 'q', title: 'Desk lamp', brand: 'Brightly' }]);
    const second = await server.catalog.vocabulary('a');
    assert.is.not(second, first);
    assert.equal(second.brands, ['Brightly', 'Lumo']);
    assert.equal((await server.catalog.vocabulary('ghost')).brands, []);
  } finally {
    server.close();
    cli.close();
    cleanup();
  }
});

test.run();
