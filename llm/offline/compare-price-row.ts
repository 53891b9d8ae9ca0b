/**
 * The price row a comparison's message reads which rows differ by: the core's (compare-attributes.ts, its
 * compared-prices.ts), so the message and the data's `price` row say the same prices: in the sizes asked ("84.99 to
 * 89.99" in sizes 8 to 10, "179.99" in King), else the listed prices, spans where priced by option. Two boots listed
 * at $84.99 whose sizes 8 to 10 are priced apart differ in price there ("They differ in price, …"; it had said
 * "They share the same category, price and size."), as a comforter from $81.99 to $179.99 and one from $81.99 to
 * $99.99 do. An option named otherwise ("in 100 ml", "in red") is compared by its prices here alone. Pure.
 */
import { comparedPrices, priceValue, type AttributeComparison, type Product } from '../../core/index.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { formatPrice, productCurrency } from './format-price.ts';

/** The rows with the price row's values and `differs` those of the prices compared. */
export function askedPriceRows(
  comparison: readonly AttributeComparison[],
  products: readonly Product[],
  asked: AskedPrices,
  content: string,
): readonly AttributeComparison[] {
  // A variant named by its title or a value, or a colour: that option's prices.
  const named = asked.apart && asked.sizesAsked === undefined;
  const values = named
    ? products.map((product, index) => {
        const price = asked.prices[index];
        return price === undefined ? null : formatPrice(price, productCurrency(product));
      })
    : comparedPrices(content, products).map(priceValue);
  const differs = new Set(values).size > 1;
  return comparison.map((row) => (row.name === 'price' ? { ...row, values, differs } : row));
}
