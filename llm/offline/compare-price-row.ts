/**
 * The price row of a comparison in the option asked: compared by the prices in it ("$84.99 to $89.99" in sizes 8
 * to 10, "$179.99" in King), not by the listed prices (each product's cheapest option), so two boots listed at
 * $84.99 whose sizes 8 to 10 are priced apart differ in price there ("They differ in price, …"; it had said "They
 * share the same category, price and size."). Pure.
 */
import type { AttributeComparison, Product } from '../../core/index.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { formatPrice, productCurrency } from './format-price.ts';

/** The rows with the price row's values and `differs` those of the asked option, when its prices are apart. */
export function askedPriceRows(
  comparison: readonly AttributeComparison[],
  products: readonly Product[],
  asked: AskedPrices,
): readonly AttributeComparison[] {
  if (!asked.apart) return comparison;
  const values = products.map((product, index) => {
    const price = asked.prices[index];
    if (price === undefined) return null;
    return asked.sized?.[index]?.price ?? formatPrice(price, productCurrency(product));
  });
  const differs = new Set(values).size > 1;
  return comparison.map((row) => (row.name === 'price' ? { ...row, values, differs } : row));
}
