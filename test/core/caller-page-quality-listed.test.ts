/** An open question on a page naming a quality its data never words: the features it lists bearing on it. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const pan = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Home > Kitchen',
  price: 60,
  description: 'Even heat from edge to edge.',
  attributes: { material: 'cast iron', features },
});

const products: Product[] = [
  pan('easy', 'Artisan Cast Iron Frying Pan', ['nonstick', 'oven safe', 'dishwasher safe']),
  pan('plain', 'Heritage Cast Iron Frying Pan', ['oven safe']),
];

const { askOnPage } = await shopCaller(products);

test('"how do i clean it?" of a pan listed as dishwasher safe says so', async () => {
  // It had said "I can't tell: nothing about the Artisan Cast Iron Frying Pan you're viewing mentions "clean"."
  const found = await askOnPage('how do i clean it?', undefined, 'easy');
  assert.match(
    found.chat,
    /^The Artisan Cast Iron Frying Pan you're viewing is listed as nonstick and dishwasher safe\./,
  );
  // Listing nothing bearing on it: still no guess.
  const plain = await askOnPage('how do i clean it?', undefined, 'plain');
  assert.match(plain.chat, /^I can't tell: nothing about the Heritage Cast Iron Frying Pan/);
});

test.run();
