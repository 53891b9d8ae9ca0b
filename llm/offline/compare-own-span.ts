/**
 * The price line of a comparison whose cheapest product's own prices reach the highest of them all (a comforter
 * from $81.99 in Twin to $179.99 in King beside one at $112.95 to $156.95): its span is said once, with it, and the
 * others after it ("The cheapest is Sateen Comforter from $81.99 to $179.99 by option; Grey Comforter costs
 * $112.95 to $156.95."). It had been named again as the one the prices go up to. Pure.
 */
import type { Product } from '../../core/index.ts';
import type { Name } from './compare-details.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { joinList, joinListCapped } from './english-list.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';

/** How a product's price at an index is said ("$84.99 to $89.99" in the sizes asked). */
export type PriceSaid = (index: number, price: number, product: Product) => string;

/** "Ground Durable Yoga Strap", "Ground Durable Yoga Strap and Breathe Yoga Strap": tied products by name. */
export const named = (products: readonly Product[], name: Name): string =>
  joinListCapped(products.map(name), 3);

/**
 * "the cheapest is …" or "… are the cheapest" of one or tied products; of two compared (`compared`), "the cheaper
 * is …".
 */
export const cheapestSaid = (products: readonly Product[], name: Name, compared: number): string =>
  products.length === 1
    ? `the ${compared === 2 ? 'cheaper' : 'cheapest'} is ${name(products[0]!)}`
    : `${named(products, name)} are the cheapest`;

/** A product's price by option: its span ("$112.95 to $156.95"), else its price. */
const optionSaid: PriceSaid = (_index, price, product) =>
  priceSpan(product) ?? formatPrice(price, productCurrency(product));

export interface OwnSpan {
  products: readonly Product[];
  asked: AskedPrices;
  /** One per product: its highest price (its dearest option's, or its highest in the sizes asked). */
  highest: readonly (number | undefined)[];
  /** The cheapest products (some of them reaching the top with their own prices). */
  lowest: readonly Product[];
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
 * "in sizes 8 to 10, …" said by the caller. Tied cheapest, each reaching higher by its own highest: "A and B are
 * the cheapest from $81.99 (A up to $179.99, B up to $99.99 by option); …"; all tied: "they both cost from $81.99;
 * A goes up to $179.99 and B to $99.99 by option".
 */
export function ownSpanLine(span: OwnSpan): string {
  const { products, asked, lowest, low, upTo, byOption, shortName } = span;
  const by = byOption ? ' by option' : '';
  const priced = asked.prices.filter((price) => price !== undefined).length;
  if (lowest.length === priced) {
    // Each reaching higher by its own highest: "A goes up to $179.99 and B to $99.99 by option".
    const parts = tiedTops(products, lowest, asked.prices, span.highest).map(({ tied, top }, index) => {
      const verb = index > 0 ? '' : tied.length === 1 ? ' goes up' : ' go up';
      return `${named(tied, shortName)}${verb} to ${formatPrice(top, productCurrency(tied[0]))}`;
    });
    const all = priced === 2 ? 'both' : 'all';
    return `they ${all} cost from ${low}; ${joinList(parts)}${by}.`;
  }
  const own =
    lowest.length > 1
      ? `from ${low}${tiedUpTo(products, lowest, asked.prices, span.highest, by, shortName)}`
      : byOption
        ? `from ${low} to ${upTo} by option`
        : `at ${low}`;
  const others = othersSaid(span, span.said ?? optionSaid);
  return `${cheapestSaid(lowest, shortName, products.length)} ${own}${others === undefined ? '' : `; ${others}`}.`;
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

/** A tied group of the cheapest reaching a price of their own above the lowest they share. */
interface TiedTop {
  tied: Product[];
  top: number;
}

/**
 * The tied cheapest whose own prices reach above the lowest they share (`prices`: one per product, theirs that
 * lowest), grouped by their highest, in their order: Alpha Trail Boot to $89.99, Sateen Comforter to $179.99.
 */
function tiedTops(
  products: readonly Product[],
  tied: readonly Product[],
  prices: readonly (number | undefined)[],
  highest: readonly (number | undefined)[],
): TiedTop[] {
  const groups: TiedTop[] = [];
  for (const product of tied) {
    const index = products.indexOf(product);
    const [low, top] = [prices[index], highest[index]];
    if (low === undefined || top === undefined || top - low < 0.005) continue;
    const group = groups.find((one) => Math.abs(one.top - top) < 0.005);
    if (group === undefined) groups.push({ tied: [product], top });
    else group.tied.push(product);
  }
  return groups;
}

/**
 * After the lowest price the tied cheapest share, each one's own highest where it reaches above it: " (Alpha Trail
 * Boot up to $89.99, Kappa Trail Boot up to $92)", `by` after them (" by option"); "" when none does.
 */
export function tiedUpTo(
  products: readonly Product[],
  tied: readonly Product[],
  prices: readonly (number | undefined)[],
  highest: readonly (number | undefined)[],
  by: string,
  shortName: Name,
): string {
  const tops = tiedTops(products, tied, prices, highest).map(
    ({ tied: some, top }) => `${named(some, shortName)} up to ${formatPrice(top, productCurrency(some[0]))}`,
  );
  return tops.length === 0 ? '' : ` (${tops.join(', ')}${by})`;
}
