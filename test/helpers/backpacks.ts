/** Backpacks stating their capacity ("20L"), for the tests of a volume asked ("backpack 20L", "bigger"). */
import type { Product } from '../../core/index.ts';

/** A padded backpack of `capacity` at $90, rated 4.4 by 300 reviews. */
export const backpack = (id: string, title: string, capacity: string): Product => ({
  id,
  title,
  description: 'A padded backpack for commuting and day hikes.',
  category: 'Bags > Backpacks',
  price: 90,
  rating: 4.4,
  reviewCount: 300,
  attributes: { capacity },
});
