/**
 * The ways a verdict is asked of a comparison, and a verdict in an asked size: "which jacket should I buy?" (a kind
 * named after "which"), "best bang for the buck" (it had been read as a use, "for the buck": "None of them mentions
 * the buck in its details."), "is the more expensive one worth it?" (it had said only the cheapest), "which is best
 * value in King?" by King's prices, "which should I buy in Queen?" not picking one out of stock in Queen, and a pick
 * for a use or a need made among those meeting it ("which tent should I get for backpacking?" had closed on "Best for
 * a tight budget and best rated: …" of the camping tent).
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const knife = (id: string, title: string, price: number, rating: number, reviewCount: number): Product => ({
  id,
  title,
  category: 'Home > Kitchen',
  price,
  rating,
  reviewCount,
  attributes: { features: ['full-tang'] },
});

type Option = { price: number; available?: boolean };
const sheets = (id: string, title: string, rating: number, options: Record<string, Option>): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: Math.min(...Object.values(options).map((one) => one.price)),
  rating,
  reviewCount: 500,
  attributes: { size: Object.keys(options) },
  variants: Object.entries(options).map(([size, one]) => ({
    id: `${id}-${size}`,
    title: size,
    attributes: { size },
    ...one,
  })),
});

const tent = (
  id: string,
  title: string,
  description: string,
  price: number,
  rating: number,
  features: string[],
): Product => ({
  id,
  title,
  description,
  category: 'Outdoor > Tents',
  price,
  rating,
  reviewCount: 900,
  attributes: { features },
});

const { compare } = await shopCaller([
  tent('sierra', 'Sierra Trail Tent', 'Two doors make this backpacking tent roomy.', 165, 4.1, ['packable']),
  tent('camp', 'Family Camp Tent', 'This camping tent sleeps four.', 120, 4.6, ['waterproof']),
  tent('alpine', 'Alpine Trail Tent', 'A light backpacking tent.', 348.99, 2.8, ['waterproof', 'windproof']),
  knife('damascus', 'Damascus Chef Knife', 43.99, 4.6, 1164),
  knife('pro', 'Pro Chef Knife', 65.95, 4.6, 186),
  knife('artisan', 'Artisan Chef Knife', 79.99, 4, 4183),
  sheets('sage', 'Sage Sheet Set', 4, { Queen: { price: 78.95 }, King: { price: 92.95 } }),
  sheets('cooling', 'Cooling Sheet Set', 4.5, {
    Queen: { price: 80, available: false },
    King: { price: 143.95 },
  }),
  sheets('haven', 'Haven Sheet Set', 4.8, { Queen: { price: 99 }, King: { price: 99 } }),
]);

test('"which knife should I buy?": a kind after "which" still asks for a pick', async () => {
  const message = await compare(['damascus', 'pro', 'artisan'], 'which knife should I buy?');
  assert.match(
    message,
    /My pick: Damascus Chef Knife \(4\.6\/5 from 1,164 reviews, \$43\.99\): rated as high as/,
  );
});

test('"best bang for the buck": the best value, not a use "for the buck"', async () => {
  const message = await compare(['damascus', 'pro', 'artisan'], 'which is the best bang for the buck?');
  assert.match(message, /^Comparing .* on value for money\. Best value: Damascus Chef Knife at \$43\.99 /);
  assert.not.match(message, /buck/);
});

test('"is the more expensive one worth it?": the best value, and how the dearest is rated beside it', async () => {
  const message = await compare(['damascus', 'pro', 'artisan'], 'is the more expensive one worth it?');
  assert.match(
    message,
    /Best value: Damascus Chef Knife at \$43\.99 \(4\.6\/5 from 1,164 reviews\): the cheapest and the best rated\./,
  );
  assert.match(
    message,
    /Artisan Chef Knife costs \$36 more and is rated lower \(4\/5 from 4,183 reviews\)\./,
  );
});

test('"which is best value in King?": by the prices in King', async () => {
  const message = await compare(['sage', 'cooling', 'haven'], 'which is best value in king?');
  assert.match(
    message,
    /Best value in King: Haven Sheet Set at \$99 \(4\.8\/5 from 500 reviews\): the best rated of those priced within 25% of the cheapest\./,
  );
  assert.match(message, /Sage Sheet Set is \$6\.05 cheaper but rated lower/);
});

test('"which should I buy in Queen?": one out of stock in Queen is not the pick', async () => {
  const message = await compare(['sage', 'cooling'], 'which should I buy in queen?');
  assert.match(
    message,
    /My pick in Queen: Sage Sheet Set \(4\/5 from 500 reviews, \$78\.95\): the only one in stock\./,
  );
});

test('a pick for a use or a need is made among those meeting it', async () => {
  const used = await compare(['sierra', 'camp', 'alpine'], 'which tent should I get for backpacking?');
  assert.match(
    used,
    /^Comparing .* for backpacking\. My pick for backpacking: Sierra Trail Tent \(4\.1\/5 from 900 reviews, \$165\): the better rated, the cheaper and the only one that is packable\./,
  );
  assert.not.match(used, /Best for a tight budget/);
  const needed = await compare(['sierra', 'camp', 'alpine'], 'which is best for rain?');
  assert.match(
    needed,
    /My pick for rain: Family Camp Tent \(4\.6\/5 from 900 reviews, \$120\): the better rated and the cheaper\./,
  );
});

test.run();
