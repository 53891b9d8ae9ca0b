/**
 * A stock question naming a size or a colour of a viewed product that lists none ("is the large in stock?" of a
 * speaker) says it has none, and its stock; it had been "Yes: … is in stock.", as if there were a large. Through
 * the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'speaker',
    title: 'Ripple Portable Speaker',
    category: 'Electronics > Speakers',
    price: 120.99,
    attributes: { color: 'sand', material: 'rubberized plastic', batteryLife: '16 hours' },
  },
  {
    id: 'sunscreen',
    title: 'Mineral Sunscreen SPF 50',
    category: 'Beauty > Skincare',
    price: 19.99,
    attributes: { ingredient: 'zinc oxide' },
    variants: [
      { id: 'sunscreen-50', title: '50 ml', available: true, attributes: { volume: '50 ml' } },
      { id: 'sunscreen-100', title: '100 ml', available: false, attributes: { volume: '100 ml' } },
    ],
  },
  {
    id: 'shirt',
    title: 'Harbor Crew Tee',
    category: 'Clothing > T-Shirts',
    price: 25,
    attributes: { color: 'navy', size: ['M', 'L'] },
  },
];

const { app, ask } = await shopCaller(products);

test('a size asked of a product with no sizes: it has none, and its stock', async () => {
  assert.match(
    await ask('is the large in stock?', 'speaker'),
    /^The Ripple Portable Speaker you're viewing comes in no sizes such as L; it is in stock\./,
  );
  assert.match(
    await ask('is the small one available?', 'sunscreen'),
    /^The Mineral Sunscreen SPF 50 you're viewing comes in no sizes such as S; it comes in 50 ml or 100 ml and is in stock\./,
  );
});

test('a colour asked of a product with no colours: it has none', async () => {
  assert.match(
    await ask('is the blue one in stock?', 'sunscreen'),
    /^The Mineral Sunscreen SPF 50 you're viewing comes in no colours such as blue;/,
  );
});

test('a product with sizes and colours answers as before', async () => {
  assert.match(
    await ask('is the large in stock?', 'shirt'),
    /^Yes: the Harbor Crew Tee you're viewing is in stock in size L\./,
  );
  assert.match(
    await ask('is it in stock?', 'speaker'),
    /^Yes: the Ripple Portable Speaker you're viewing is in stock\./,
  );
});

test.after(() => app.close());
test.run();
