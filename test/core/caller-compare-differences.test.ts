/**
 * "What's the difference?" of compared products: whom each is for, its material, the features only it lists and
 * other attributes they differ in (a fill), from their data, not only the names of the rows that differ and their
 * colours. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, price: number, attributes: Product['attributes']): Product => ({
  id,
  title,
  category: 'Hiking Boots',
  price,
  rating: 4.5,
  reviewCount: 100,
  attributes,
});

const { app, compare } = await shopCaller([
  product('suede', 'Ridge Suede Boot', 145, {
    material: 'suede',
    gender: 'men',
    color: 'olive',
    features: ['waterproof', 'breathable', 'slip-resistant'],
  }),
  product('nubuck', 'Boulder Nubuck Boot', 192.99, {
    material: 'nubuck leather',
    gender: 'women',
    color: 'charcoal',
    features: ['waterproof', 'insulated'],
  }),
  product('wool', 'Sand Comforter', 120, {
    material: 'cotton sateen',
    fill: 'wool',
    features: ['all-season'],
  }),
  product('down', 'Harbor Comforter', 150, {
    material: 'cotton sateen',
    fill: 'down',
    features: ['all-season'],
  }),
]);

test("what's the difference: audience, material and the features only one lists", async () => {
  for (const question of ["what's the difference?", 'how do they differ?']) {
    const message = await compare(['suede', 'nubuck'], question);
    assert.match(message, /For men: Ridge Suede Boot; for women: Boulder Nubuck Boot\./, question);
    assert.match(message, /Material: suede \(Ridge Suede Boot\); nubuck leather \(Boulder Nubuck Boot\)\./);
    assert.match(
      message,
      /Only Ridge Suede Boot is breathable and slip-resistant; only Boulder Nubuck Boot is insulated\./,
    );
  }
});

test('another attribute they differ in is said, and what they share is not', async () => {
  const message = await compare(['wool', 'down'], 'what is the difference between them');
  assert.match(message, /Fill: wool \(Sand Comforter\); down \(Harbor Comforter\)\./);
  assert.not.match(message, /Material:|Only /);
});

test.after(() => app.close());
test.run();
