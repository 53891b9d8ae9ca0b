/**
 * The price row of a comparison in the option asked: compared by the prices in it ("$84.99 to $89.99" in sizes 8
 * to 10, "$179.99" in King), not by the listed prices (each product's cheapest option), so two boots listed at
 * $84.99 whose sizes 8 to 10 are priced apart differ in price there ("They differ in price, …"; it had said "They
 * share the same category, price and size."). With no option asked, products priced by option compare by their
 * spans: a comforter from $81.99 to $179.99 and one from $81.99 to $99.99 differ in price. Pure.
 */
import type { AttributeComparison, Product } from '../../core/index.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';

/** The rows with the price row's values and `differs` those of the asked option, or of the spans by option. */
export function askedPriceRows(
  comparison: readonly AttributeComparison[],
  products: readonly Product[],
  asked: AskedPrices,
): readonly AttributeComparison[] {
  // No option asked, some priced by option: by their spans ("$81.99 to $179.99" against "$81.99 to $99.99").
  const byOption =
    !asked.apart &&
    asked.sizesAsked === undefined &&
    products.some((product) => priceSpan(product) !== undefined);
  if (!asked.apart && !byOption) return comparison;
  const values = products.map((product, index) => {
    const price = asked.prices[index];
    if (price === undefined) return null;
    const span = byOption ? priceSpan(product) : asked.sized?.[index]?.price;
    return span ?? formatPrice(price, productCurrency(product));
  });
  const differs = new Set(values).size > 1;
  return comparison.map((row) => (row.name === 'price' ? { ...row, values, differs } : row));
}
