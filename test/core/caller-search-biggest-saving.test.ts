/**
 * The biggest saving first, through the core's caller on a real SQLite catalogue: "biggest discount" had ordered the
 * products on sale by their size ("Showing products on sale, biggest first.", a 45L backpack before a 30L one that
 * saves more); it now lists those on sale by the amount saved, as each pick says it ("save $78"). "most reviewed"
 * had found nothing ("I couldn't find any most reviewed."); it is the most popular first, rating × reviews.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const backpack = (id: string, liters: number, price: number, was?: number, reviews = 10): Product => ({
  id,
  title: `${id} ${liters}L Travel Backpack`,
  category: 'Bags > Backpacks',
  price,
  ...(was !== undefined && { compareAtPrice: was }),
  rating: 4.5,
  reviewCount: reviews,
  attributes: { capacity: `${liters}L` },
});

const products: Product[] = [
  backpack('Roam', 45, 120, 183, 20),
  backpack('Nomad', 35, 98, 135, 3000),
  backpack('Transit', 30, 128, 206, 5),
  backpack('Metro', 50, 60, undefined, 40),
];

const { search } = await shopCaller(products);

test('"biggest discount" lists the products on sale, the most saved first', async () => {
  for (const request of [
    'biggest discount',
    'backpacks with the biggest discount',
    'deepest discounts on backpacks',
  ]) {
    const found = await search(request);
    assert.equal(found.ids, ['Transit', 'Roam', 'Nomad'], request);
    assert.match(found.chat, /on sale, biggest saving first\./, `${request}: ${found.chat}`);
    assert.not.match(found.chat, /"biggest"|"deepest"|biggest first/, request);
  }
});

test('a size on sale is still the size: "biggest backpack on sale"', async () => {
  const found = await search('biggest backpack on sale');
  assert.equal(found.ids, ['Roam', 'Nomad', 'Transit']);
});

test('"most reviewed" lists the most popular first', async () => {
  const found = await search('most reviewed backpacks');
  assert.equal(found.ids[0], 'Nomad');
  assert.match(found.chat, /^Showing backpacks, most popular first\./);
});

test.run();
