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
]);

test('a trailing "in …" goes whole; a cut ends on a word of the name', async () => {
  const message = await compare(['cable', 'cream'], 'which is cheaper?');
  assert.match(
    message,
    /^Comparing Women's Cabin Cable Knit Sweater and Fragrance-Free Everyday Cream… on price\./,
  );
  assert.not.match(message, /\bin…|\bfor…/);
});

test.after(() => app.close());
test.run();
