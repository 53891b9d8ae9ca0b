/**
 * The compared products' extremes said as the message says them: the cheapest and the price range, the pick for a
 * tight budget and the best rated. Products level on the value said (the same price, the same rating as shown) tie,
 * and a tie is said as one ("Best rated: A and B tie at 4.2/5.", "They are both rated 4.2/5."), never as one winner
 * beside "they share the same rating". Pure.
 */
import type { Product } from '../../core/index.ts';
import type { Name } from './compare-details.ts';
import { bestRated, priceExtremes } from './compare-facts.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { optionBudget, optionsSaid } from './compare-option-budget.ts';
import { cheapestSaid, named, ownSpanLine, tiedUpTo } from './compare-own-span.ts';
import { capitalise, joinList } from './english-list.ts';
import { describeRating, formatPrice, formatRating, priceRange, productCurrency } from './format-price.ts';
import type { Line } from './message-length.ts';

/** The products at `price` among the asked prices (one per product). */
const pricedAt = (products: readonly Product[], prices: AskedPrices['prices'], price: number): Product[] =>
  products.filter((_, index) => prices[index] === price);

/** The cheapest and the price range; in the asked option ("In King: …") when its variants are priced apart. */
export function priceLine(
  products: readonly Product[],
  asked: AskedPrices,
  shortName: Name,
): Line | undefined {
  const extremes = priceExtremes(products, asked.prices);
  const within = asked.apart ? `In ${asked.option}, ` : '';
  if (extremes === undefined) {
    const text = within === '' ? 'None of them lists a price.' : `${within}none of them lists a price.`;
    return { text, priority: 3 };
  }
  const { cheapest } = extremes;
  // In the sizes asked, a product's prices there are said as the search's pick says them ("$84.99 to $89.99"), and
  // the dearest is by the highest of them.
  const said = (index: number, price: number, product: Product): string =>
    asked.sized?.[index]?.price ?? formatPrice(price, productCurrency(product));
  const tops = asked.prices.map((price, index) => asked.sized?.[index]?.high ?? price);
  const dearest = priceExtremes(products, tops)?.dearest ?? extremes.dearest;
  const low = said(cheapest.index, cheapest.price, cheapest.product);
  const high = formatPrice(dearest.price, productCurrency(dearest.product));
  const priced = asked.prices.filter((price) => price !== undefined).length;
  const lead = within === '' ? (text: string) => capitalise(text) : (text: string) => `${within}${text}`;
  if (priced === 1 && asked.without.length === products.length - 1 && asked.option !== undefined)
    return { text: `Only ${shortName(cheapest.product)} comes in ${asked.option}, at ${low}.`, priority: 0 };
  if (priced === 1)
    return { text: lead(`only ${shortName(cheapest.product)} lists a price: ${low}.`), priority: 1 };
  const ranges = products.map(priceRange);
  const byOption = !asked.apart && ranges.some((range) => range !== undefined);
  // Each product's highest price: its dearest option's when no option is asked, else its highest in the option.
  const highest = products.map((_, index) =>
    byOption ? (ranges[index]?.[1] ?? asked.prices[index]) : tops[index],
  );
  // Alike in price: the same lowest and the same highest, said by option when priced by it.
  const first = highest[cheapest.index];
  const alike = asked.prices.every(
    (price, index) =>
      price === undefined || (said(index, price, products[index]!) === low && highest[index] === first),
  );
  const span =
    byOption && first !== undefined && first !== cheapest.price
      ? ` to ${formatPrice(first, productCurrency(cheapest.product))} by option`
      : '';
  if (alike) return { text: lead(`they ${priced === 2 ? 'both' : 'all'} cost ${low}${span}.`), priority: 1 };
  const lowest = pricedAt(products, asked.prices, cheapest.price);
  const top = Math.max(...highest.map((price) => price ?? -Infinity));
  const topProducts = pricedAt(products, highest, top);
  const upTo = formatPrice(top, productCurrency(topProducts[0]!));
  const spanning = lowest.filter((product) => topProducts.includes(product));
  if (spanning.length > 0) {
    const text = ownSpanLine({
      products,
      asked,
      highest,
      lowest,
      low: lowest.length === 1 ? low : formatPrice(cheapest.price, productCurrency(cheapest.product)),
      upTo,
      byOption,
      said: byOption ? undefined : said,
      shortName,
    });
    return { text: lead(text), priority: 0 };
  }
  if (byOption) {
    // No option asked, and some are priced by option: a lowest price is a starting price ("from $81.99"), and
    // the dearest option bounds the range (the comforter's King at $179.99).
    const from = lowest.every((product) => ranges[products.indexOf(product)] === undefined) ? 'at' : 'from';
    const text = `${capitalise(cheapestSaid(lowest, shortName, products.length))} ${from} ${low}; prices go up to ${upTo} (${named(topProducts, shortName)}), by option.`;
    return { text, priority: 0 };
  }
  const dearestAll = pricedAt(products, tops, dearest.price);
  // Tied at the lowest, but not alike in the sizes asked: from that price, each one's own highest after it ("A and B
  // are the cheapest from $84.99 (A up to $89.99)"), not all at the first one's span.
  const tiedApart =
    lowest.length > 1 &&
    new Set(lowest.map((product) => said(products.indexOf(product), cheapest.price, product))).size > 1;
  const at = tiedApart
    ? `from ${formatPrice(cheapest.price, productCurrency(cheapest.product))}${tiedUpTo(products, lowest, asked.prices, tops, '', shortName)}`
    : `at ${low}`;
  const text = lead(
    `${cheapestSaid(lowest, shortName, products.length)} ${at}; prices go up to ${high} (${named(dearestAll, shortName)}).`,
  );
  return { text, priority: 0 };
}

/** The products a pick line names: for a tight budget and best rated (each one or tied), for the stock note. */
export interface Picks {
  lines: Line[];
  picked: Product[];
}

/** At most this many groups of options are named for a tight budget; beyond them, it depends on the option. */
const MAX_BUDGET_GROUPS = 3;

/**
 * The pick for a tight budget: the cheapest at the prices compared, unless, priced by option, another is cheaper
 * option for option (compare-option-budget.ts): then the one cheapest in every option ("Best for a tight budget:
 * Linen Comforter.", tied in Twin and cheaper in King), else each option's ("Sateen Comforter in Twin and
 * Full/Queen; Grey Comforter in King/California King"). `lowest` names the cheapest at the prices compared.
 */
function budgetPick(
  products: readonly Product[],
  asked: AskedPrices,
  lowest: readonly Product[],
  shortName: Name,
): { cheapest: Product[]; text?: string } {
  // An option asked alone ("in King", "in red") is one option; a range or a list of sizes asked is several.
  const options = !asked.apart || asked.sizesAsked !== undefined ? optionBudget(products, asked) : undefined;
  if (options === undefined) return { cheapest: [...lowest] };
  const kind = asked.sizesAsked === undefined ? 'option' : 'size';
  if ('groups' in options) {
    const picked = [...new Set(options.groups.flatMap((group) => group.products))];
    const each = options.groups.map(
      ({ products: some, options: where }) =>
        `${named(some, shortName)}${some.length > 1 ? ' tie' : ''} in ${optionsSaid(where)}`,
    );
    const text =
      each.length > MAX_BUDGET_GROUPS
        ? `it depends on the ${kind}: none of them is the cheapest in each`
        : each.join('; ');
    return { cheapest: picked, text };
  }
  const priced = asked.prices.filter((price) => price !== undefined).length;
  const { every } = options;
  const same = every.length === lowest.length && every.every((product) => lowest.includes(product));
  if (same || every.length === priced) return { cheapest: [...lowest] };
  const text = every.length === 1 ? undefined : `${named(every, shortName)} tie in each ${kind}`;
  return text === undefined ? { cheapest: every } : { cheapest: every, text };
}

/**
 * "Best for a tight budget: …", "Best rated: …" ("Better rated: …" of two), a tie said as a tie; the two as one when
 * one product is both.
 */
export function pickLines(
  products: readonly Product[],
  asked: AskedPrices,
  shortName: Name,
  rated = true,
): Picks {
  const extremes = priceExtremes(products, asked.prices);
  const cheap = extremes !== undefined && extremes.cheapest.price !== extremes.dearest.price;
  const budget = asked.apart ? `Best for a tight budget in ${asked.option}` : 'Best for a tight budget';
  const lowest = cheap ? pricedAt(products, asked.prices, extremes.cheapest.price) : [];
  const { cheapest, text: byOption } = budgetPick(products, asked, lowest, shortName);
  // `rated` false: the ratings are said elsewhere (labelled, of a quality asked: compare-quality.ts).
  const top = rated ? bestRated(products) : undefined;
  const ratedAll = products.filter((product) => product.rating !== undefined);
  const shown = top === undefined ? undefined : formatRating(top.product.rating!);
  const best = ratedAll.filter((product) => formatRating(product.rating!) === shown);
  const lines: Line[] = [];
  // Of two, the better rated; of more, the best.
  const bestSaid = products.length === 2 ? 'better rated' : 'best rated';
  const [one] = best;
  const both = cheapest.length === 1 && best.length === 1 && cheapest[0] === one;
  if (byOption === undefined && both && one !== undefined) {
    const text = `${budget} and ${bestSaid}: ${shortName(one)} (${describeRating(one) ?? ''}).`;
    return { lines: [{ text, priority: 0 }], picked: [one] };
  }
  if (byOption !== undefined) lines.push({ text: `${budget}: ${byOption}.`, priority: 0 });
  else if (cheapest.length === 1) lines.push({ text: `${budget}: ${shortName(cheapest[0]!)}.`, priority: 0 });
  else if (cheap && cheapest.length > 1) {
    const low = formatPrice(extremes.cheapest.price, productCurrency(extremes.cheapest.product));
    lines.push({ text: `${budget}: ${named(cheapest, shortName)} tie at ${low}.`, priority: 0 });
  }
  if (one !== undefined) {
    const text =
      ratedAll.length === 1
        ? `Only ${shortName(one)} has a rating: ${describeRating(one) ?? ''}.`
        : best.length === 1
          ? `${capitalise(bestSaid)}: ${shortName(one)} (${describeRating(one) ?? ''}).`
          : best.length === products.length
            ? `They are ${products.length === 2 ? 'both' : 'all'} rated ${shown}.`
            : `Best rated: ${joinList(best.map(shortName))} tie at ${shown}.`;
    lines.push({ text, priority: 0 });
  }
  return { lines, picked: [...cheapest, ...best] };
}
