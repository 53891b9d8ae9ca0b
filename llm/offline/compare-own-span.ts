/**
 * The price line of a comparison whose cheapest product's own prices reach the highest of them all (a comforter
 * from $81.99 in Twin to $179.99 in King beside one at $112.95 to $156.95): its span is said once, with it, and the
 * others after it ("The cheapest is Sateen Comforter from $81.99 to $179.99 by option; Grey Comforter costs
 * $112.95 to $156.95."). It had been named again as the one the prices go up to. Pure.
 */
import type { Product } from '../../core/index.ts';
import type { Name } from './compare-details.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { joinListCapped } from './english-list.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';

/** How a product's price at an index is said ("$84.99 to $89.99" in the sizes asked). */
export type PriceSaid = (index: number, price: number, product: Product) => string;

/** "Ground Durable Yoga Strap", "Ground Durable Yoga Strap and Breathe Yoga Strap": tied products by name. */
export const named = (products: readonly Product[], name: Name): string =>
  joinListCapped(products.map(name), 3);

/** "the cheapest is …" or "… are the cheapest" of one or tied products. */
export const cheapestSaid = (products: readonly Product[], name: Name): string =>
  products.length === 1
    ? `the cheapest is ${name(products[0]!)}`
    : `${named(products, name)} are the cheapest`;

/** A product's price by option: its span ("$112.95 to $156.95"), else its price. */
const optionSaid: PriceSaid = (_index, price, product) =>
  priceSpan(product) ?? formatPrice(price, productCurrency(product));

export interface OwnSpan {
  products: readonly Product[];
  asked: AskedPrices;
  /** One per product: its highest price (its dearest option's, or its highest in the sizes asked). */
  highest: readonly (number | undefined)[];
  /** The cheapest products, and those of them whose own prices reach the top. */
  lowest: readonly Product[];
  spanning: readonly Product[];
  /** The lowest price as said (a span in the sizes asked for one cheapest product), and the highest. */
  low: string;
  upTo: string;
  /** Whether the prices are by option (no option asked): the span is said "by option". */
  byOption: boolean;
  /** How a product's price is said in the sizes asked; by option, its span. */
  said: PriceSaid | undefined;
  shortName: Name;
}

/**
 * "the cheapest is Sateen Comforter from $81.99 to $179.99 by option; Grey Comforter costs $112.95 to $156.95",
 * "in sizes 8 to 10, …" said by the caller. Tied cheapest: "A and B are the cheapest from $81.99 (A up to $179.99
 * by option); …"; all tied: "they both cost from $81.99; A goes up to $179.99 by option".
 */
export function ownSpanLine(span: OwnSpan): string {
  const { asked, lowest, spanning, low, upTo, byOption, shortName } = span;
  const by = byOption ? ' by option' : '';
  const priced = asked.prices.filter((price) => price !== undefined).length;
  if (lowest.length === priced) {
    const verb = spanning.length === 1 ? 'goes' : 'go';
    const all = priced === 2 ? 'both' : 'all';
    return `they ${all} cost from ${low}; ${named(spanning, shortName)} ${verb} up to ${upTo}${by}.`;
  }
  const own =
    lowest.length > 1
      ? `from ${low} (${named(spanning, shortName)} up to ${upTo}${by})`
      : byOption
        ? `from ${low} to ${upTo} by option`
        : `at ${low}`;
  const others = othersSaid(span, span.said ?? optionSaid);
  return `${cheapestSaid(lowest, shortName)} ${own}${others === undefined ? '' : `; ${others}`}.`;
}

/**
 * The priced products not among the cheapest: one by its own price ("Grey Comforter costs $112.95 to $156.95"),
 * several by the highest of theirs ("the others go up to $156.95 (Grey Comforter)"); undefined when none is.
 */
function othersSaid(span: OwnSpan, said: PriceSaid): string | undefined {
  const { products, asked, highest, lowest, shortName } = span;
  const others = products.flatMap((product, index) => {
    const price = asked.prices[index];
    return price === undefined || lowest.includes(product) ? [] : [{ product, index, price }];
  });
  const [one] = others;
  if (one === undefined) return undefined;
  if (others.length === 1)
    return `${shortName(one.product)} costs ${said(one.index, one.price, one.product)}`;
  const highestOf = ({ index, price }: { index: number; price: number }): number => highest[index] ?? price;
  const top = Math.max(...others.map(highestOf));
  const dearest = others.filter((other) => highestOf(other) === top).map(({ product }) => product);
  return `the others go up to ${formatPrice(top, productCurrency(dearest[0]!))} (${named(dearest, shortName)})`;
}
