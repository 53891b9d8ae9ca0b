import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { openStorage } from '../../storage/index.ts';
import { memoryStorage, shopProducts, tempDbPath } from './support/fixtures.ts';
import { generateCatalog } from './support/generate-catalog.ts';

test('vocabulary: lower-cased brands, category paths and attribute values, sorted', () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  s.catalog.upsertMany('acme', shopProducts);
  assert.equal(
    { ...s.catalog.vocabulary('acme') },
    {
      brands: ['basics co', 'northpeak', 'ridgeline', 'swiftfoot'],
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
    },
  );
  s.close();
});

test('vocabulary equals the core’s buildVocabulary of the same products', () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  const products = generateCatalog(2_000, 3);
  s.catalog.upsertMany('acme', products);
  assert.equal({ ...s.catalog.vocabulary('acme') }, buildVocabulary(products));
  s.close();
});

test('one frozen object per catalogue version; a change elsewhere is seen; per tenant', () => {
  const { path, cleanup } = tempDbPath();
  const server = openStorage(path);
  const cli = openStorage(path);
  try {
    cli.tenants.create({ id: 'a' });
    cli.tenants.create({ id: 'b' });
    cli.catalog.upsertMany('a', [{ id: 'p', title: 'Lamp', brand: 'Lumo' }]);
    cli.catalog.upsertMany('b', [{ id: 'p', title: 'Chair', brand: 'Sitwell' }]);
    const first = server.catalog.vocabulary('a');
    assert.ok(Object.isFrozen(first));
    assert.is(server.catalog.vocabulary('a'), first);
    assert.equal(first.brands, ['lumo']);
    assert.equal(server.catalog.vocabulary('b').brands, ['sitwell']);
    cli.catalog.upsertMany('a', [{ id: 'q', title: 'Desk lamp', brand: 'Brightly' }]);
    const second = server.catalog.vocabulary('a');
    assert.is.not(second, first);
    assert.equal(second.brands, ['brightly', 'lumo']);
    assert.equal(server.catalog.vocabulary('ghost').brands, []);
  } finally {
    server.close();
    cli.close();
    cleanup();
  }
});

test.run();
