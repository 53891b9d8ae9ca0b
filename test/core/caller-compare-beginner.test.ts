/**
 * "Which is better for a beginner?" ("for a first-timer", "for someone new to running") had been compared
 * "overall" or "on intended use", as if it asked nothing: now answered from the products' own words, those naming
 * beginners, pointing to an easier start or to experienced use, or plainly that nothing in them speaks to it.
 * Their words are quoted in the phrase they stand in ("mountain races"; it had quoted "races", out of context).
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, price: number, extra: Partial<Product>): Product => ({
  id,
  title,
  category: 'Gear',
  price,
  ...extra,
});

const { app, compare } = await shopCaller([
  product('daybreak', 'Daybreak Running Shoe', 92, {
    description: 'Made for daily road runs.',
    attributes: { features: ['cushioned', 'breathable'] },
  }),
  product('rebound', 'Rebound Road Racing Shoe', 155, {
    description: 'Built for chasing a marathon PR.',
    attributes: { features: ['carbon-plated', 'responsive'] },
  }),
  product('dome', 'Dome Tent', 180, { description: 'A tent for first-time campers that pitches fast.' }),
  product('ridge', 'Ridge Tent', 240, { description: 'A roomy tent with two doors.' }),
  product('plain', 'Plain Tent', 120, { description: 'A tent with one door.' }),
  product('summit', 'Summit Trail Shoe', 140, {
    description: 'Grippy lugs built for mountain races over rocky ground.',
  }),
  product('easy', 'Easy Trail Shoe', 110, {
    description: 'A stable, cushioned ride for your first trail miles.',
  }),
  product('pro', 'Pro Bike', 2400, {
    description: 'Professional-grade frame for advanced riders and race day.',
  }),
  product('halo', 'Halo Headphones', 130, { description: 'A design that stays comfortable for hours.' }),
  product('solo', 'Solo Headphones', 100, { description: 'A design that stays comfortable for hours.' }),
  product('cadence', 'Cadence Trail Shoe', 45, { attributes: { features: ['cushioned', 'lightweight'] } }),
  product('kids', 'Kids Road Shoe', 60, { attributes: { features: ['cushioned', 'reflective'] } }),
]);

test('the easier start by their words, and what points to experienced use', async () => {
  for (const asked of [
    'which is better for a beginner?',
    'which one for a first-timer',
    'which is better for someone new to running?',
  ]) {
    const message = await compare(['daybreak', 'rebound'], asked);
    assert.match(
      message,
      /^Comparing Daybreak Running Shoe and Rebound Road Racing Shoe for a beginner\./,
      asked,
    );
    assert.match(
      message,
      /None of them says it is made for beginners; Daybreak Running Shoe is the easier start by its details \(cushioned\); Rebound Road Racing Shoe points to experienced use \(road racing shoe and carbon-plated\)\./,
      asked,
    );
  }
});

test('a product naming beginners is for them; nothing said when nothing bears on it', async () => {
  assert.match(
    await compare(['dome', 'ridge'], 'which is better for a beginner?'),
    /For a beginner, by their details: Dome Tent \(first-time campers\); Ridge Tent doesn't say\./,
  );
  const plain = await compare(['ridge', 'plain'], 'which is better for a beginner?');
  assert.match(
    plain,
    /Nothing in their details speaks to a beginner, so none is marked easier to start with\./,
  );
  assert.match(plain, /The cheaper is Plain Tent at \$120/, 'the price is still said');
});

test('their words are quoted in the phrase they stand in, not as a fragment', async () => {
  assert.match(
    await compare(['summit', 'easy'], 'which is better for a beginner?'),
    /Summit Trail Shoe points to experienced use \(mountain races\); Easy Trail Shoe is the easier start by its details \(cushioned ride and stable\)\./,
  );
  assert.match(
    await compare(['easy', 'pro'], 'which is better for a beginner?'),
    /Pro Bike points to experienced use \(race day, advanced riders and professional-grade frame\)\./,
  );
});

test('comfort is no easier start, and words all of them say are said once, quoted', async () => {
  // It had said "Halo Headphones lists stays comfortable; Solo Headphones lists stays comfortable."
  assert.match(
    await compare(['halo', 'solo'], 'which is better for a beginner?'),
    /Nothing in their details speaks to a beginner, so none is marked easier to start with\./,
  );
  // It had said "Cadence Trail Shoe lists cushioned; Kids Road Shoe lists cushioned."
  assert.match(
    await compare(['cadence', 'kids'], 'which is better for a beginner?'),
    /None of them says it is made for beginners; both say "cushioned"\./,
  );
});

test.after(() => app.close());
test.run();
