/**
 * "Best for a tight budget" option by option counts a product priced alike in every option only in those it comes
 * in: a serum stating "volume: 30 ml" had been counted at its price in the moisturizer's 75 ml and named "Best for
 * a tight budget: … Sunscreen … in 50 ml and 100 ml; Dewbloom Glow Face Serum in 75 ml", a volume it does not come
 * in. Now its own values of the option's attribute leave it out there. Through the core's caller on the demo.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { compare } = await shopCaller(demoProducts());

test('a serum of 30 ml is no pick in 75 ml', async () => {
  const message = await compare(['sku-00015', 'sku-00033', 'sku-00103'], 'which is better for a beginner?');
  assert.not.match(message, /Glow Face Serum in 75 ml/);
  assert.match(
    message,
    /Best for a tight budget and best rated: Titanium Dioxide Mineral Sunscreen SPF… \(rated 4\.5\/5 from 1,451 reviews\)\./,
  );
});

test.run();
