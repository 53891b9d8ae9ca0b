/** Running shoes that differ only in price, for the tests of a price bound asked ("a bit cheaper than 50"). */
import type { Product } from '../../core/index.ts';

/** A running shoe at `price`, with nothing else to tell it apart. */
export const runningShoe = (id: string, title: string, price: number): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price,
});

/** Six running shoes from $44.99 to $120, one at $50 exactly (a bound's own amount). */
export const pricedRunningShoes: Product[] = [
  runningShoe('cadence', 'Cadence Trail Running Shoe', 44.99),
  runningShoe('stride', 'Stride Road Running Shoe', 50),
  runningShoe('tempo', 'Tempo Running Shoe', 59.99),
  runningShoe('pace', 'Pace Running Shoe', 79.99),
  runningShoe('horizon', 'Horizon Running Shoe', 95.99),
  runningShoe('summit', 'Summit Running Shoe', 120),
];
