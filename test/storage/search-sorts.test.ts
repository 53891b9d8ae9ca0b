/** The catalogue's sort orders: popularity, price, rating (a Bayesian average) and newest, through storage's search. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import type { SortOrder } from '../../core/search/search-query.ts';
import { page, query, shopProducts, storageWith } from './support/fixtures.ts';

const s = storageWith(shopProducts, 'acme');

const idsOf = (products: Product[]) => products.map((p) => p.id);

async function sorted(sort: SortOrder, text = ''): Promise<string[]> {
  return idsOf((await s.catalog.search('acme', query(text, {}, sort), page())).products);
}

test('empty text: by rating × ln(1 + reviews), then id', async () => {
  // tee 3.9*ln(1201)=27.65, boot-1 4.6*ln(321)=26.55, run-1 23.05, boot-2 18.7, jacket-1 17.8, mug-1 0; run-1 is
  // out of stock, so it comes after those in stock (in every sort).
  assert.equal(await sorted('relevance'), ['tee-1', 'boot-1', 'boot-2', 'jacket-1', 'mug-1', 'run-1']);
  assert.equal(await sorted('relevance', '?!  ...'), [
    'tee-1',
    'boot-1',
    'boot-2',
    'jacket-1',
    'mug-1',
    'run-1',
  ]);
});

test('popular sort: rating × ln(1 + reviews) among the matches', async () => {
  assert.equal(await sorted('popular'), ['tee-1', 'boot-1', 'boot-2', 'jacket-1', 'mug-1', 'run-1']);
  assert.equal(await sorted('popular', 'boot'), ['boot-1', 'boot-2']);
});

test('price sorts put products without a price last', async () => {
  // run-1, out of stock, after the others.
  assert.equal(await sorted('price_asc'), ['tee-1', 'boot-2', 'boot-1', 'jacket-1', 'mug-1', 'run-1']);
  assert.equal(await sorted('price_desc'), ['jacket-1', 'boot-1', 'boot-2', 'tee-1', 'mug-1', 'run-1']);
  assert.equal(await sorted('price_asc', 'boot'), ['boot-2', 'boot-1']);
});

test('rating sort: a Bayesian average, so a few perfect reviews do not beat many good ones', async () => {
  const r = storageWith([
    { id: 'a', title: 'A', rating: 4.5, reviewCount: 10 },
    { id: 'b', title: 'B', rating: 4.5, reviewCount: 99 },
    { id: 'c', title: 'C' },
    { id: 'd', title: 'D', rating: 5 },
    { id: 'e', title: 'E', rating: 5, reviewCount: 2 },
    { id: 'f', title: 'F', rating: 4.6, reviewCount: 1497 },
  ]);
  const result = await r.catalog.search('t', query('', {}, 'rating'), page());
  // f 4.59, b 4.36, a 3.75, e 3.33, d 3.00 (no count: none), c unrated last.
  assert.equal(idsOf(result.products), ['f', 'b', 'a', 'e', 'd', 'c']);
  r.close();
});

test('rating sort: with no review counts at all, the plain rating decides', async () => {
  const r = storageWith([
    { id: 'a', title: 'A', rating: 4.1 },
    { id: 'b', title: 'B', rating: 4.8 },
    { id: 'c', title: 'C', rating: 3.2 },
  ]);
  const result = await r.catalog.search('t', query('', {}, 'rating'), page());
  assert.equal(idsOf(result.products), ['b', 'a', 'c']);
  r.close();
});

test('newest: createdAt desc across date and offset formats, undated last', async () => {
  // jacket 2025-09-01, boot-2 2025-06-15, boot-1 2025-03-01, run-1 2024-11-20T06:00Z (out of stock: last of all);
  // tee and mug undated.
  assert.equal(await sorted('newest'), ['jacket-1', 'boot-2', 'boot-1', 'tee-1', 'mug-1', 'run-1']);
});

test.run();
