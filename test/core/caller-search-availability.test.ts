/**
 * Products out of stock come after those in stock of about the same match: the demo's "t-shirt" listed an
 * out-of-stock tee first (it rated higher). Still listed, and a much better match out of stock still leads.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'gone-tee', title: 'Pocket Tee', price: 12, rating: 4.9, reviewCount: 900, available: false },
  { id: 'tee', title: 'Crew Tee', price: 18, rating: 4.1, reviewCount: 20 },
  { id: 'stocked-tee', title: 'Slub Tee', price: 25, rating: 3.9, reviewCount: 8, available: true },
  { id: 'gone-boots', title: 'Waterproof Hiking Boots', price: 120, available: false },
  { id: 'socks', title: 'Hiking Socks', price: 10 },
];

const { app, search } = await shopCaller(products);

test('relevance: in stock first among equal matches', async () => {
  const { ids, total } = await search('tee');
  assert.equal(ids, ['tee', 'stocked-tee', 'gone-tee']);
  assert.is(total, 3, 'the product out of stock is still listed');
});

test('a much better match out of stock still leads', async () => {
  assert.is((await search('waterproof hiking boots')).ids[0], 'gone-boots');
});

test('other sorts: in stock first, each group in the sort’s order', async () => {
  assert.equal((await search('cheapest tee')).ids, ['tee', 'stocked-tee', 'gone-tee']);
  assert.equal((await search('the cheapest thing you have')).ids, [
    'socks',
    'tee',
    'stocked-tee',
    'gone-tee',
    'gone-boots',
  ]);
  assert.equal((await search('in stock tees')).ids, ['tee', 'stocked-tee'], 'asked, it filters');
});

test.after(() => app.close());
test.run();
