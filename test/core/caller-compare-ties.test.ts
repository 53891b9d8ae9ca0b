/**
 * A compare superlative level between products is said as a tie, not a winner: "which is better rated?" of two
 * straps both rated 4.2 had said "Best rated: …" beside "they share … rating", and the first of two at the lowest
 * price was "the cheapest". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const strap = (id: string, title: string, price: number, rating: number, reviewCount: number): Product => ({
  id,
  title,
  category: 'Sports > Yoga',
  price,
  compareAtPrice: price + 5,
  rating,
  reviewCount,
  attributes: { material: 'cotton' },
});

const { app, compare } = await shopCaller([
  strap('ground', 'Ground Durable Yoga Strap', 20, 4.2, 100),
  strap('breathe', 'Breathe Yoga Strap', 20, 4.2, 30),
  strap('harmony', 'Harmony Yoga Strap', 25, 3.9, 400),
]);

test('two rated the same are both rated so, with no best rated', async () => {
  const message = await compare(['ground', 'breathe'], 'which is better rated?');
  assert.match(message, /They are both rated 4\.2\/5\./);
  assert.not.match(message, /Best rated/);
  assert.match(message, /They both cost \$20\./);
});

test('a tie at the top names every product at it', async () => {
  const message = await compare(['ground', 'breathe', 'harmony'], 'which is best rated?');
  assert.match(message, /Best rated: Ground Durable Yoga Strap and Breathe Yoga Strap tie at 4\.2\/5\./);
});

test('a tie for the cheapest and the biggest saving is said as a tie', async () => {
  const message = await compare(['ground', 'breathe', 'harmony'], 'which is cheapest?');
  assert.match(
    message,
    /Ground Durable Yoga Strap and Breathe Yoga Strap are the cheapest at \$20; prices go up to \$25 \(Harmony Yoga Strap\)\./,
  );
  assert.match(
    message,
    /Best for a tight budget: Ground Durable Yoga Strap and Breathe Yoga Strap tie at \$20\./,
  );
  assert.match(
    message,
    /Biggest saving: Ground Durable Yoga Strap, Breathe Yoga Strap and Harmony Yoga Strap, \$5 off each\./,
  );
});

test.after(() => app.close());
test.run();
