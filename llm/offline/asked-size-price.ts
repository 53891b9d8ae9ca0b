/**
 * The price of a product priced by option in the sizes asked, matched as the size filter and the page answers
 * match them (viewed-option.ts's meetsSize: "M" of "Medium", "queen" of "Full/Queen", a range "8 to 10" of its
 * sizes 8, 9 and 10): what the offline pick says ("$93 in King", "$89.99 in size 10", "$84.99 to $89.99 in sizes 8
 * to 10"), the model's prompt gives (`priceInAskedSize`) and a comparison in those sizes says. Pure.
 */
import { askedValues, isSizeRange, type Product } from '../../core/index.ts';
import { describePrice, formatPrice, priceSpan, productCurrency } from './format-price.ts';
import { variantValues } from './product-attributes.ts';
import { meetsSize } from './viewed-option.ts';
import { sizeSaid, sizesSaid } from './viewed-range-stock.ts';

/** Its price in the sizes asked ("$84.99 to $89.99" when they differ), and those sizes as said ("sizes 8 to 10"). */
export interface SizedPrice {
  price: string;
  size: string;
  /** The lowest and highest of those prices, to rank by (compare-option-prices.ts). */
  low: number;
  high: number;
}

/**
 * The price of its variants in the sizes asked (`sizes`: the size filter, the catalogue's spellings beside the
 * shopper's), when it prices its options apart (`priceSpan`): one price, or the span of theirs; the sizes said as
 * a range asked is ("sizes 8 to 10"), else as the product names them ("size 10", "King", "sizes Small and Medium").
 * Undefined when none of its priced variants is in a size asked.
 */
export function askedSizePrice(product: Product, sizes: readonly string[]): SizedPrice | undefined {
  if (sizes.length === 0 || priceSpan(product) === undefined) return undefined;
  const prices: number[] = [];
  const names: string[] = [];
  for (const variant of product.variants ?? []) {
    if (typeof variant.price !== 'number' || !Number.isFinite(variant.price)) continue;
    const size = variantValues(variant, 'size').find((value) => sizes.some((one) => meetsSize(one, value)));
    if (size === undefined) continue;
    prices.push(variant.price);
    if (!names.includes(size)) names.push(size);
  }
  if (prices.length === 0) return undefined;
  const currency = productCurrency(product);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const price =
    high - low < 0.005
      ? formatPrice(low, currency)
      : `${formatPrice(low, currency)} to ${formatPrice(high, currency)}`;
  const range = askedValues({ sizes: [...sizes] }, 'sizes').find(isSizeRange);
  const size =
    range !== undefined ? `sizes ${range}` : names.length > 1 ? sizesSaid(names) : sizeSaid(names[0]!);
  return { price, size, low, high };
}

/** Its price in a pick: in the sizes asked ("$89.99 in size 10"), else describePrice's. */
export function pickPrice(product: Product, sizes: readonly string[]): string | undefined {
  const sized = askedSizePrice(product, sizes);
  return sized === undefined ? describePrice(product) : `${sized.price} in ${sized.size}`;
}
