/**
 * Highlights of a product priced by option: its saving against compareAtPrice is its cheapest option's, said so
 * ("Save $14 on the 15 ml"), as its 30 ml costs more than the "was" price.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { createOfflineContentGenerator } from '../../llm/offline/offline-content-generator.ts';

const generator = createOfflineContentGenerator();

const serum: Product = {
  id: 's1',
  title: 'Peptide Face Serum',
  price: 38.99,
  compareAtPrice: 52.99,
  currency: 'USD',
  attributes: { volume: ['15 ml', '30 ml'] },
  variants: [
    { id: 's1-15', title: '15 ml', price: 38.99, attributes: { volume: '15 ml' } },
    { id: 's1-30', title: '30 ml', price: 56.99, attributes: { volume: '30 ml' } },
  ],
};

test('the saving highlight names the option it is on', async () => {
  const { highlights } = await generator.generate(serum);
  assert.is(highlights[0], 'Save $14 on the 15 ml (26% off $52.99)');
});

test('one price for every option: the saving as before', async () => {
  const { highlights } = await generator.generate({ ...serum, variants: [] });
  assert.is(highlights[0], 'Save $14 (26% off $52.99)');
});

test.run();
