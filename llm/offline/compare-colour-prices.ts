/**
 * The prices a comparison asks in a colour ("which is cheaper in red?"): each product's price in its variants of
 * that colour (family-aware: a burgundy jacket's, asked red: colour-met.ts), products that don't come in it left
 * out of the prices and said apart, as compare-option-prices.ts does for sizes. Pure.
 */
import type { Product } from '../../core/index.ts';
import { coloursAsked, coloursMet, soldOutIn, type ColoursAsked } from './compare-colour.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { variantsIn, type ColourMet } from './colour-met.ts';
import { joinList } from './english-list.ts';
import { priceSpan } from './format-price.ts';
import { allValues } from './product-attributes.ts';

/** Its lowest price in the colours met: its variants' in them (each its own price, else the product's). */
function priceIn(product: Product, met: readonly ColourMet[]): number | undefined {
  const prices = variantsIn(product, met)
    .map((variant) => variant.price ?? product.price)
    .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  return prices.length > 0 ? Math.min(...prices) : product.price;
}

/** The prices in the colours asked (`asked`), or undefined when the request asks no colour. */
export function colourPrices(
  content: string,
  products: readonly Product[],
  read: ColoursAsked | undefined = coloursAsked(content, products),
): AskedPrices | undefined {
  if (read === undefined) return undefined;
  const met = products.map((product) => coloursMet(product, read));
  const without = products.filter(
    (product, index) => allValues(product, 'color').length > 0 && met[index]!.length === 0,
  );
  // When none comes in it, their own prices are all there is to compare.
  const none = without.length === products.length;
  const apart = products.some((product, index) => met[index]!.length > 0 && priceSpan(product) !== undefined);
  const prices = products.map((product, index) => {
    if (none) return product.price;
    if (without.includes(product)) return undefined;
    return apart ? priceIn(product, met[index]!) : product.price;
  });
  // One product in the colour is named in its own colour ("Only … comes in burgundy (a shade of red)").
  const meeting = met.filter((one) => one.length > 0);
  const alone = meeting.length === 1 && without.length === products.length - 1;
  const option = alone ? joinList(meeting[0]!.map((one) => one.said)) : joinList(read.words, 'or');
  const soldOut = products.flatMap((product, index) => {
    const own = met[index]!;
    return own.length > 0 && soldOutIn(product, own)
      ? [{ product, option: joinList(own.map((one) => one.said)) }]
      : [];
  });
  return { prices, option, apart, without, soldOut, missing: [] };
}
