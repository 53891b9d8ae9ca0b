/** Tents stating their capacity ("2-person"), for the tests of a count of people asked ("tent that sleeps 2"). */
import type { Product } from '../../core/index.ts';

/** A waterproof camping tent of `capacity` at $150, rated 4.5 by 500 reviews unless `extra` says otherwise. */
export const tent = (id: string, title: string, capacity: string, extra: Partial<Product> = {}): Product => ({
  id,
  title,
  description: 'A waterproof freestanding tent for camping trips.',
  category: 'Outdoor > Tents',
  price: 150,
  rating: 4.5,
  reviewCount: 500,
  attributes: { capacity },
  ...extra,
});

/** A "Ridge N-Person Tent" of `people` at `price`, stating nothing else: the shops of the open-count tests. */
export const ridgeTent = (id: string, people: number, price: number): Product => ({
  id,
  title: `Ridge ${people}-Person Tent`,
  description: 'A dome tent with more room than it looks.',
  price,
  category: 'Outdoor > Tents',
  attributes: { capacity: `${people}-person` },
});
