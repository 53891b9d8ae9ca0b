/** Bedding priced by size, for the compare tests of products priced by option. */
import type { Product } from '../../core/index.ts';

/** A product in Home > Bedding with one variant per size at `prices[size]`, listed at its lowest price. */
export const bedding = (id: string, title: string, prices: Record<string, number>): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: Math.min(...Object.values(prices)),
  attributes: { size: Object.keys(prices) },
  variants: Object.entries(prices).map(([size, price]) => ({
    id: `${id}-${size}`,
    title: size,
    price,
    attributes: { size },
  })),
});

/** Two comforters in Twin, Full/Queen and King/California King: Sateen is cheaper in Twin, Grey in King. */
export const comfortersPricedApart: Product[] = [
  bedding('sateen', 'Sateen Comforter', {
    Twin: 81.99,
    'Full/Queen': 130.99,
    'King/California King': 179.99,
  }),
  bedding('grey', 'Grey Comforter', { Twin: 112.95, 'Full/Queen': 134.95, 'King/California King': 156.95 }),
];
