/**
 * "What's it made of?" of a viewed product that lists ingredients and no material (a cleanser, a serum) answers
 * with its ingredients; it had been "… lists no material." with glycerin in its data. Through the core's caller
 * on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'cleanser',
    title: 'Morning Foaming Cleanser',
    category: 'Beauty > Skincare',
    price: 22.99,
    attributes: { ingredient: 'glycerin', volume: ['400 ml'], features: ['fragrance-free'] },
  },
  {
    id: 'serum',
    title: 'Overnight Face Serum',
    category: 'Beauty > Skincare',
    price: 55.5,
    attributes: { keyIngredients: ['vitamin C', 'niacinamide'], volume: ['30 ml'] },
  },
  {
    id: 'roller',
    title: 'Facial Roller',
    category: 'Beauty > Tools',
    price: 19,
    attributes: { features: ['cooling'] },
  },
];

const { app, ask } = await shopCaller(products);

test('what it is made of: its ingredients, when it lists no material', async () => {
  assert.match(
    await ask("what's it made of?", 'cleanser'),
    /^The Morning Foaming Cleanser you're viewing lists glycerin among its ingredients\./,
  );
  assert.match(
    await ask('what is it made from?', 'serum'),
    /^The Overnight Face Serum you're viewing lists vitamin C and niacinamide among its key ingredients\./,
  );
});

test('neither material nor ingredients: still "lists no material"', async () => {
  assert.match(
    await ask("what's it made of?", 'roller'),
    /^The Facial Roller you're viewing lists no material\./,
  );
});

test.after(() => app.close());
test.run();
