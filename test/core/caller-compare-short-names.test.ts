/**
 * Long names in a comparison are shortened where they read well: a trailing "in …" naming the colour goes whole
 * ("Women's Cabin Cable Knit Sweater in…" had been said), and a cut never ends on a joining word ("… for…").
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, price: number): Product => ({
  id,
  title,
  brand: 'Highland Loom',
  category: 'Knitwear',
  price,
});

const { app, compare } = await shopCaller([
  product('cable', "Women's Cabin Cable Knit Sweater in Burgundy", 70),
  product('cream', 'Fragrance-Free Everyday Cream for Sensitive Skin', 24),
  product('navy', "Women's Cabin Cable Knit Sweater in Navy", 75),
  product('racing', 'Rebound Pro Monofilament Mesh Road Racing Shoe', 150),
  product('running', 'Rebound Pro Monofilament Mesh Road Running Shoe', 120),
  product('nubuck', "Women's Waterproof Nubuck Leather Hiking Boot", 140),
  product('suede', "Men's Waterproof Suede Hiking Boot With Vibram Sole", 145),
  {
    ...product('red', 'Alpine Expedition Insulated Waterproof Parka Jacket', 200),
    attributes: { color: 'red' },
  },
  {
    ...product('blue', 'Alpine Expedition Insulated Waterproof Parka Jacket', 210),
    attributes: { color: 'blue' },
  },
]);

test('a trailing "in …" goes whole; a cut ends on a word of the name', async () => {
  const message = await compare(['cable', 'cream'], 'which is cheaper?');
  assert.match(
    message,
    /^Comparing Women's Cabin Cable Knit Sweater and Fragrance-Free Everyday Cream… on price\./,
  );
  assert.not.match(message, /\bin…|\bfor…/);
});

test('names that shortening makes the same are said up to where they differ', async () => {
  const sweaters = await compare(['cable', 'navy'], 'which is cheaper?');
  assert.match(
    sweaters,
    /^Comparing Women's Cabin Cable Knit Sweater in Burgundy and Women's Cabin Cable Knit Sweater in Navy on price\./,
  );
  assert.match(sweaters, /Best for a tight budget: Women's Cabin Cable Knit Sweater in Burgundy\./);
  const shoes = await compare(['racing', 'running'], 'which is cheaper?');
  assert.match(
    shoes,
    /^Comparing Rebound Pro Monofilament Mesh Road Racing Shoe and Rebound Pro Monofilament Mesh Road Running Shoe on price\./,
  );
  const parkas = await compare(['red', 'blue'], 'which is cheaper?');
  assert.match(
    parkas,
    /^Comparing Alpine Expedition Insulated Waterproof Parka Jacket \(red\) and Alpine .* Jacket \(blue\) on/,
  );
  assert.match(parkas, /The cheaper is Alpine Expedition Insulated Waterproof Parka Jacket \(red\) at/);
});

test.after(() => app.close());
test('a sentence ending on a shortened name ends on its ellipsis, with no full stop after it', async () => {
  const message = await compare(['nubuck', 'suede'], 'which is cheaper?');
  assert.match(message, /Best for a tight budget: Women's Waterproof Nubuck Leather…$/);
  assert.not.match(message, /…\./);
});

test.run();
