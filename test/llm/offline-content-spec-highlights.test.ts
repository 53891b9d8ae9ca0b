/**
 * A highlight says one idea once: a feature a highlighted spec says with its measure gives it its place ("Water-
 * resistant" beside "Water resistance 300 m" of a dive watch had been both). Through the offline content generator.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { createOfflineContentGenerator } from '../../llm/offline/offline-content-generator.ts';

const generator = createOfflineContentGenerator();

const watch: Product = {
  id: 'w1',
  title: 'Mariner Dive Watch',
  category: 'Watches',
  price: 211.99,
  rating: 4.3,
  reviewCount: 2785,
  attributes: {
    material: 'stainless steel',
    features: ['scratch-resistant', 'water-resistant'],
    caseSize: '40 mm',
    waterResistance: '300 m',
  },
};

test('a feature a highlighted spec says is left to the spec', async () => {
  const { highlights } = await generator.generate(watch);
  assert.equal(highlights, [
    'Rated 4.3/5 by 2,785 reviewers',
    'Scratch-resistant',
    'Case size 40 mm',
    'Water resistance 300 m',
    'Made of stainless steel',
  ]);
  // One no highlighted spec says stays.
  const other = await generator.generate({
    ...watch,
    attributes: { features: ['water-resistant', 'luminous'], caseSize: '40 mm' },
  });
  assert.ok(other.highlights.includes('Water-resistant'), other.highlights.join(' | '));
  assert.ok(other.highlights.includes('Luminous'), other.highlights.join(' | '));
});

test.run();
