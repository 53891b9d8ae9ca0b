import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { compareAttributes } from '../../core/index.ts';
import { inferCompareFocus } from '../../llm/offline/compare-focus.ts';
import { buildCompareMessage } from '../../llm/offline/compare-message.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { collect, compareInput, pegasus } from '../helpers/offline-inputs.ts';

const composer = createOfflineComposer();

test('compare infers its focus from the request', () => {
  assert.is(inferCompareFocus('which is cheaper?'), 'price');
  assert.is(inferCompareFocus('best value for my budget'), 'price');
  assert.is(inferCompareFocus('which is made of leather'), 'material');
  assert.is(inferCompareFocus('which one is waterproof'), 'features');
  assert.is(inferCompareFocus('which is better for hiking'), 'use');
  assert.is(inferCompareFocus('how do they fit, true to size?'), 'fit');
  assert.is(inferCompareFocus('compare these'), 'overall');
  assert.is(inferCompareFocus('wireless headphones'), 'features');
  assert.is(inferCompareFocus('which is better for rain?'), 'need');
  assert.is(inferCompareFocus('which one is warmer'), 'need');
  assert.is(inferCompareFocus('which is cheaper for winter'), 'price', 'price first');
});

test('compare for a condition names the products whose features meet it', () => {
  const jacket = (id: string, title: string, features: string[]): Product => ({
    id,
    title,
    attributes: { features },
  });
  const products = [
    jacket('a', 'Harbor Rain Jacket', ['waterproof', 'packable']),
    jacket('b', 'Summit Puffer', ['insulated']),
    jacket('c', 'Trail Shell', ['water-resistant']),
  ];
  const rain = buildCompareMessage(compareInput('which is better for rain?', { products, comparison: [] }));
  assert.ok(rain.startsWith('Comparing Harbor Rain Jacket, Summit Puffer and Trail Shell for rain.'), rain);
  assert.ok(
    rain.includes(
      'For rain: Harbor Rain Jacket (waterproof) and Trail Shell (water-resistant); Summit Puffer lists none of that.',
    ),
    rain,
  );
  const cold = buildCompareMessage(compareInput('which is warmer?', { products, comparison: [] }));
  assert.ok(cold.includes('For the cold: Summit Puffer (insulated);'), cold);
  const heat = buildCompareMessage(compareInput('which is best for summer', { products, comparison: [] }));
  assert.ok(
    heat.includes('None of them lists breathable, moisture-wicking or lightweight among its features'),
    heat,
  );
});

test('compare on price names the cheapest and the price range', async () => {
  const chunks = await collect(composer.compareMessage(compareInput('which is cheaper')));
  const message = chunks.join('');
  assert.ok(chunks.length >= 2);
  assert.is(message, buildCompareMessage(compareInput('which is cheaper')));
  assert.ok(message.includes('on price'), message);
  assert.ok(message.includes('The cheapest is Salomon Trail Runner at $60; prices go up to $95'), message);
  assert.ok(message.includes('Biggest saving: Nike Pegasus 40 Running Shoes, $30.01 off.'), message);
  assert.ok(message.includes('Best for a tight budget: Salomon Trail Runner.'), message);
  assert.ok(
    message.includes('Best rated: Adidas Ultraboost Light Running Shoes (rated 4.8/5 from 320 reviews).'),
  );
  assert.ok(message.includes('Salomon Trail Runner is out of stock'), message);
});

test('compare names the differing attributes from the comparison', () => {
  const message = buildCompareMessage(compareInput('compare these'));
  assert.ok(message.includes('They differ in brand, color and material, and share category.'), message);
  assert.ok(message.includes('overall'), message);
  assert.ok(message.includes('Material: mesh, rubber (Nike Pegasus 40 Running Shoes); Primeknit'), message);
});

test('compare names rows as words, and a list in another order is the same list', () => {
  const a: Product = {
    id: 'a',
    title: 'Trail Speaker',
    reviewCount: 10,
    available: true,
    attributes: { features: ['waterproof', 'rugged'], batteryLife: '12 hours' },
  };
  const b: Product = {
    id: 'b',
    title: 'Beach Speaker',
    reviewCount: 90,
    available: false,
    attributes: { features: ['Rugged', 'waterproof'], batteryLife: '20 hours' },
  };
  const comparison = compareAttributes([a, b]);
  assert.is(comparison.find((row) => row.name === 'attributes.features')?.differs, false);
  const message = buildCompareMessage(compareInput('compare these', { products: [a, b], comparison }));
  assert.ok(
    message.includes('They differ in review count, stock and battery life, and share features.'),
    message,
  );
});

test('compare on materials lists each product material', () => {
  const message = buildCompareMessage(compareInput('compare the fabric'));
  assert.ok(message.includes('on materials'), message);
  assert.ok(message.includes('Material: mesh, rubber (Nike Pegasus 40 Running Shoes); Primeknit'), message);
  assert.ok(message.includes('not listed (Salomon Trail Runner)'), message);
});

test('compare on features, fit and use', () => {
  const features = buildCompareMessage(compareInput('which has better features'));
  assert.ok(
    features.includes('Features: breathable (Nike Pegasus 40 Running Shoes); energy return, lightweight'),
  );
  const fit = buildCompareMessage(compareInput('what sizes do they come in'));
  assert.ok(fit.includes('Sizes: 8, 9, 10 (Nike Pegasus 40 Running Shoes)'), fit);
  const use = buildCompareMessage(compareInput('which is best for trail runs'));
  assert.ok(use.includes('Salomon Trail Runner for trail runs.'), use);
  assert.ok(use.includes('For trail runs: Salomon Trail Runner.'), use);
});

test('compare with one cheapest best-rated product says so', () => {
  const cheapGood: Product = { id: 'c', title: 'Budget Star', price: 20, rating: 4.9, reviewCount: 50 };
  const pricey: Product = { id: 'd', title: 'Premium Meh', price: 80, rating: 3.1, reviewCount: 5 };
  const message = buildCompareMessage(
    compareInput('compare', { products: [cheapGood, pricey], comparison: [] }),
  );
  assert.ok(
    message.includes('Best for a tight budget and better rated: Budget Star (rated 4.9/5 from 50 reviews).'),
  );
});

test('best rated weighs how many reviews a rating rests on', () => {
  const few: Product = { id: 'f', title: 'Nova Headphones', price: 50, rating: 4.6, reviewCount: 3 };
  const many: Product = { id: 'm', title: 'Zen Headphones', price: 40, rating: 4.3, reviewCount: 1497 };
  const message = buildCompareMessage(compareInput('compare', { products: [few, many], comparison: [] }));
  assert.ok(message.includes('better rated: Zen Headphones (rated 4.3/5 from 1,497 reviews).'), message);
});

test('compare lists the measured spec the request names, for every product', () => {
  const pack = (id: string, title: string, laptopSize?: string): Product => ({
    id,
    title,
    ...(laptopSize !== undefined && { attributes: { laptopSize, capacity: '20L' } }),
  });
  const products = [
    pack('a', 'Metro Pack', '15-inch'),
    pack('b', 'Transit Pack', '16-inch'),
    pack('c', 'Daypack'),
  ];
  const message = buildCompareMessage(
    compareInput('compare their laptop sizes', { products, comparison: [] }),
  );
  assert.ok(
    message.includes('Laptop size: 15-inch (Metro Pack); 16-inch (Transit Pack); not listed (Daypack).'),
    message,
  );
  assert.not.ok(message.includes('size guide'), 'the spec says more than the sizes line');
  const fits = buildCompareMessage(
    compareInput('which one fits a 16 inch laptop?', { products, comparison: [] }),
  );
  assert.ok(
    fits.includes(
      'For a 16 inch laptop: Transit Pack. Metro Pack fits laptops up to 15-inch; Transit Pack fits laptops up to 16-inch; Daypack lists no laptop size.',
    ),
    fits,
  );
});

test('compare without prices or ratings invents none', () => {
  const a: Product = { id: 'a', title: 'Mug A' };
  const b: Product = { id: 'b', title: 'Mug B' };
  const message = buildCompareMessage(compareInput('which is cheaper', { products: [a, b], comparison: [] }));
  assert.ok(message.includes('None of them lists a price.'), message);
  assert.not.match(message, /\$|rated|Best rated/);
});

test('compare with fewer than two products asks for more', async () => {
  const one = await collect(
    composer.compareMessage(compareInput('compare', { products: [pegasus], comparison: [] })),
  );
  const message = one.join('');
  assert.ok(one.length >= 2);
  assert.ok(message.includes('at least two known products'), message);
  assert.ok(
    message.includes('I found only 1 of the 3 products you asked about: Nike Pegasus 40 Running Shoes'),
  );
  const twice = compareInput('compare', { products: [pegasus], comparison: [] });
  const same = buildCompareMessage({ ...twice, request: { ...twice.request, productIds: ['p1', 'p1'] } });
  assert.ok(same.includes('but you asked about one: Nike Pegasus 40 Running Shoes'), same);
  const none = buildCompareMessage(compareInput('compare', { products: [], comparison: [] }));
  assert.ok(none.includes("I couldn't find any of the 3 products you asked about"), none);
});

test('compare stops when aborted after the first chunk and is deterministic', async () => {
  const controller = new AbortController();
  const chunks: string[] = [];
  for await (const chunk of composer.compareMessage(
    compareInput('which is cheaper', { signal: controller.signal }),
  )) {
    chunks.push(chunk);
    controller.abort();
  }
  assert.is(chunks.length, 1);
  assert.equal(
    await collect(composer.compareMessage(compareInput('compare the materials'))),
    await collect(composer.compareMessage(compareInput('compare the materials'))),
  );
});

test('compare of many products stays short', () => {
  const many = Array.from({ length: 20 }, (_, index) => ({
    id: `m${index}`,
    title: `Product Number ${index} With A Fairly Long Title`,
    price: 100 - index,
    rating: 3 + (index % 3) * 0.5,
    reviewCount: index,
    attributes: { material: `material ${index}`, features: [`feature ${index}`] },
  }));
  const message = buildCompareMessage(compareInput('compare materials', { products: many, comparison: [] }));
  assert.ok(message.startsWith('Comparing 20 products on materials:'), message);
  assert.ok(message.length <= 650, `length ${message.length}`);
});

test.run();
