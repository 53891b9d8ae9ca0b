/**
 * A product priced by option whose compareAtPrice is its own price's (its cheapest option's): the saving is said of
 * that option, never of the product as a whole, whose other options may cost more than the "was" price.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const serum = (id: string, title: string, prices: [number, number], was: number): Product => ({
  id,
  title,
  category: 'Skincare',
  price: prices[0],
  compareAtPrice: was,
  attributes: { volume: ['15 ml', '30 ml'] },
  variants: [
    { id: `${id}-15`, title: '15 ml', price: prices[0], attributes: { volume: '15 ml' } },
    { id: `${id}-30`, title: '30 ml', price: prices[1], attributes: { volume: '30 ml' } },
  ],
});

const { app, ask, compare } = await shopCaller([
  serum('peptide', 'Peptide Face Serum', [38.99, 56.99], 52.99),
  serum('bright', 'Bright Face Serum', [36.99, 76.99], 55.99),
  { id: 'plain', title: 'Plain Face Serum', category: 'Skincare', price: 20, compareAtPrice: 30 },
]);

test('"is it on sale?": the option the saving is on', async () => {
  assert.match(
    await ask('is it on sale?', 'peptide'),
    /^Yes: the Peptide Face Serum you're viewing is \$38\.99 in 15 ml, down from \$52\.99\./,
  );
  assert.match(
    await ask('is it on sale?', 'plain'),
    /^Yes: the Plain Face Serum you're viewing is \$20, down from \$30\./,
    'one price for the product: no option',
  );
});

test('compare: the biggest saving is its cheapest option’s', async () => {
  assert.match(
    await compare(['peptide', 'bright'], 'which is cheaper?'),
    /Biggest saving: Bright Face Serum, \$19 off the 15 ml\./,
  );
});

test.after(() => app.close());
test.run();
