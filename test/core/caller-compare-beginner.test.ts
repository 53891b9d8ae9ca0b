/**
 * "Which is better for a beginner?" ("for a first-timer", "for someone new to running") had been compared
 * "overall" or "on intended use", as if it asked nothing: now answered from the products' own words, those naming
 * beginners, pointing to an easier start or to experienced use, or plainly that nothing in them speaks to it.
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
      /None of them says it is made for beginners; Daybreak Running Shoe is the easier start by its details \(cushioned\); Rebound Road Racing Shoe points to experienced use \(racing and carbon-plated\)\./,
      asked,
    );
  }
});

test('a product naming beginners is for them; nothing said when nothing bears on it', async () => {
  assert.match(
    await compare(['dome', 'ridge'], 'which is better for a beginner?'),
    /For a beginner, by their details: Dome Tent \(first-time\); Ridge Tent doesn't say\./,
  );
  const plain = await compare(['ridge', 'plain'], 'which is better for a beginner?');
  assert.match(
    plain,
    /Nothing in their details speaks to a beginner, so none is marked easier to start with\./,
  );
  assert.match(plain, /The cheapest is Plain Tent at \$120/, 'the price is still said');
});

test.after(() => app.close());
test.run();
