/**
 * A type or a list of parts asked of the viewed product is said plainly: "is it good for oily skin?" of a serum
 * for dry skin had been "No: … has a dry skin type.", now "No: … is for dry skin."; "what are the ingredients?"
 * had been "… has an ingredient of vitamin C.", now "… lists vitamin C among its ingredients.". Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const serum = (id: string, title: string, skinType: string): Product => ({
  id,
  title,
  category: 'Beauty > Skincare',
  price: 40,
  attributes: { ingredient: 'vitamin C', volume: ['30 ml'], skinType },
});

const { app, ask } = await shopCaller([
  serum('dry', 'Overnight Vitamin C Serum', 'dry'),
  serum('oily', 'Clarifying Serum', 'oily'),
  serum('all', 'Everyday Serum', 'all skin types'),
]);

test('a skin type asked: what it is for, plainly', async () => {
  assert.match(
    await ask('is it good for oily skin?', 'dry'),
    /^No: the Overnight Vitamin C Serum you're viewing is for dry skin\./,
  );
  assert.match(
    await ask('is it for dry skin?', 'dry'),
    /^Yes: the Overnight Vitamin C Serum you're viewing is for dry skin\./,
  );
  assert.match(
    await ask('what skin type is it for?', 'all'),
    /^The Everyday Serum you're viewing is for all skin types\./,
  );
});

test('its ingredients asked: listed among them', async () => {
  assert.match(
    await ask('what are the ingredients?', 'dry'),
    /^The Overnight Vitamin C Serum you're viewing lists vitamin C among its ingredients\./,
  );
});

test.after(() => app.close());
test.run();
