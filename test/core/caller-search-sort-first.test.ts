/**
 * A sort cue with a noun before its "first", through the core's caller on a real SQLite catalogue: "cheapest ones
 * first", "newest items first", "cheap ones first" sort as "cheapest first" does, and the "first" is no word to
 * match (it had stayed one: "Showing sneakers first", "No product mentions "first"").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sneaker = (id: string, price: number, createdAt: string): Product => ({
  id,
  title: `${id} Canvas Sneaker`,
  category: 'Shoes > Sneakers',
  price,
  createdAt,
});

const products: Product[] = [
  sneaker('Harbor', 80, '2024-05-01T00:00:00.000Z'),
  sneaker('Metro', 40, '2024-01-01T00:00:00.000Z'),
  sneaker('Union', 60, '2025-03-01T00:00:00.000Z'),
];

const { search } = await shopCaller(products);

test('"cheapest ones first" sorts by price and matches no "first"', async () => {
  const found = await search('sneakers, cheapest ones first');
  assert.equal(found.ids, ['Metro', 'Union', 'Harbor']);
  assert.match(found.chat, /^Showing sneakers, cheapest first\./);
  assert.not.match(found.chat, /"first"/);
});

test('"newest items first", "most expensive ones first" and "cheap ones first" too', async () => {
  const newest = await search('canvas sneakers, newest items first please');
  assert.equal(newest.ids, ['Union', 'Harbor', 'Metro']);
  assert.match(newest.chat, /^Showing canvas sneakers, newest first\./);
  const dearest = await search('most expensive ones first, sneakers');
  assert.equal(dearest.ids, ['Harbor', 'Union', 'Metro']);
  assert.match(dearest.chat, /^Showing sneakers, most expensive first\./);
  const cheap = await search('cheap ones first, sneakers');
  assert.match(cheap.chat, /^Showing sneakers, cheapest first\./);
});

test.run();
