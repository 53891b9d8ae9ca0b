/**
 * Spec questions about the viewed product in a shopper's own words ("how thick is it?", "what's the heel drop?",
 * "how many people does it sleep?", "what SPF is it?"): answered from the attribute they name, through the core's
 * caller on a real SQLite catalogue. Only attributes the product has are asked for.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { askedSpecs } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'mat', title: 'Flow Yoga Mat', category: 'Yoga', attributes: { thickness: '5 mm', color: 'black' } },
  { id: 'mat2', title: 'Zen Yoga Mat', category: 'Yoga', attributes: { thickness: '6 mm' } },
  { id: 'serum', title: 'Glow Face Serum', category: 'Skincare', attributes: { volume: ['30 ml'] } },
  { id: 'tent', title: 'Sierra Tent', category: 'Tents', attributes: { capacity: '2-person' } },
  { id: 'shoe', title: 'Daybreak Running Shoe', category: 'Shoes', attributes: { heelDrop: '8 mm' } },
  { id: 'sun', title: 'Mineral Sunscreen', category: 'Skincare', attributes: { spf: 'SPF 50' } },
];

const { app, ask } = await shopCaller(products);

test('a spec asked in everyday words is answered from the attribute it names', async () => {
  assert.match(
    await ask('how thick is it?', 'mat'),
    /^The Flow Yoga Mat you're viewing has a thickness of 5 mm\./,
  );
  assert.match(await ask("what's the thickness?", 'mat'), /has a thickness of 5 mm/);
  assert.match(await ask('how many ml is it?', 'serum'), /has a volume of 30 ml/);
  assert.match(await ask('how many people does it sleep?', 'tent'), /you're viewing fits 2 people\./);
  assert.match(await ask("what's the heel drop?", 'shoe'), /has a heel drop of 8 mm/);
  assert.match(await ask('what SPF is it?', 'sun'), /you're viewing is SPF 50\./);
});

test('only attributes the product has are asked for', () => {
  const knife: Product = { id: 'k', title: 'Knife', attributes: { bladeLength: '8-inch', color: 'black' } };
  assert.equal(askedSpecs('what is the blade length?', knife), ['bladeLength']);
  assert.equal(askedSpecs('how long is it?', knife), ['bladeLength']);
  assert.equal(askedSpecs("what's the return policy?", knife), []);
  assert.equal(askedSpecs("what's the price?", knife), []);
  assert.equal(askedSpecs('what colour is it?', knife), [], 'colours have a question of their own');
});

test.after(() => app.close());
test.run();
