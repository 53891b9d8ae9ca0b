/**
 * A feature asked by a comparative or superlative of it ("which is softest?": soft) or by a noun of it ("which
 * has the best grip?": non-slip; "more cushioning": cushioned) is what they are compared on, not "overall"; the
 * cold keeps its own line ("which is warmer?"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  category,
  price: 60,
  attributes: { features },
});

const { app, compare } = await shopCaller([
  item('cable', 'Cabin Cable Knit Sweater', 'Sweaters', ['chunky', 'warm', 'itch-free']),
  item('crew', 'Harbor Crew Neck Sweater', 'Sweaters', ['breathable', 'soft']),
  item('cardigan', 'Alpaca Cardigan', 'Sweaters', ['soft', 'lightweight']),
  item('flow', 'Flow Yoga Mat', 'Yoga Mats', ['reversible', 'non-slip']),
  item('ground', 'Ground Yoga Mat', 'Yoga Mats', ['eco-friendly', 'lightweight']),
  item('trail', 'Trail Runner', 'Shoes', ['slip-resistant', 'cushioned']),
  item('road', 'Road Runner', 'Shoes', ['breathable']),
]);

test('a superlative or comparative asks its feature; warmer is still the cold, said once', async () => {
  for (const question of ['which is softest?', 'which one is softer?'])
    assert.match(
      await compare(['cable', 'crew', 'cardigan'], question),
      /^Comparing Cabin Cable Knit Sweater, Harbor Crew Neck Sweater and Alpaca Cardigan on features\. Soft: Harbor Crew Neck Sweater and Alpaca Cardigan; Cabin Cable Knit Sweater doesn't list it\./,
      question,
    );
  const warmer = await compare(['cable', 'crew', 'cardigan'], 'which is warmer?');
  assert.match(warmer, /^Comparing [^.]+ for the cold\./);
  assert.match(
    warmer,
    /For the cold: Cabin Cable Knit Sweater \(warm\); Harbor Crew Neck Sweater and Alpaca Cardigan list none of that\./,
  );
  assert.not.match(warmer, /Warm:/);
});

test('a noun of a feature asks it, and what meets it', async () => {
  assert.match(
    await compare(['flow', 'ground'], 'which one has the best grip?'),
    /^Comparing Flow Yoga Mat and Ground Yoga Mat on features\. Non-slip: Flow Yoga Mat; Ground Yoga Mat doesn't list it\./,
  );
  const shoes = await compare(['trail', 'road'], 'which has more cushioning and better traction?');
  assert.match(shoes, /Cushioned: Trail Runner; Road Runner doesn't list it\./);
  assert.match(shoes, /Slip-resistant: Trail Runner; Road Runner doesn't list it\./);
});

test.after(() => app.close());
test.run();
