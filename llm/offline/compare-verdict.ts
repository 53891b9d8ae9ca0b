/**
 * A comparison's verdict when the shopper asks for one: one pick with its reason and trade-off ("which one should I
 * buy?"), or the best value for the price ("which is best value?"), by the rules of `queryDefaults.compare`
 * (core/search/query-defaults-compare.ts), from the products' own ratings, review counts, prices and features.
 * Nothing is guessed: with no rating resting on enough reviews, no pick is made and that is said. Pure.
 */
import { queryDefaults, type Product } from '../../core/index.ts';
import type { Name } from './compare-details.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { bestRated } from './compare-facts.ts';
import { featuresSaid, ownFeatures } from './compare-own-features.ts';
import { capitalise, joinList } from './english-list.ts';
import { describeRating, formatPrice, formatRating, priceRange, productCurrency } from './format-price.ts';
import type { Line } from './message-length.ts';
import type { Verdict } from './compare-verdict-asked.ts';

const { verdict: VERDICT, value: VALUE } = queryDefaults.compare;

export { VALUE_FOCUS, verdictOf, type Verdict } from './compare-verdict-asked.ts';

/** Its price, "from $60" when priced by option (its lowest option's, as the price line says it). */
const price = (product: Product): string =>
  `${priceRange(product) === undefined ? '' : 'from '}${formatPrice(product.price ?? 0, productCurrency(product))}`;
/** "at $60", "from $60". */
const at = (product: Product): string =>
  priceRange(product) === undefined ? `at ${price(product)}` : price(product);
const ratingSaid = (product: Product): string => (describeRating(product) ?? '').replace(/^rated /u, '');
const shown = (product: Product): string => formatRating(product.rating ?? 0);
const reviewed = (product: Product): boolean =>
  product.rating !== undefined && (product.reviewCount ?? 0) >= VERDICT.minReviews;

/** The products in stock, or all when none is. */
function inStock(products: readonly Product[]): Product[] {
  const available = products.filter((product) => product.available !== false);
  return available.length > 0 ? available : [...products];
}

/** " in stock" where some of `products` are not in `pool` (those in stock), else nothing. */
const stocked = (pool: readonly Product[], products: readonly Product[]): string =>
  pool.length < products.length ? ' in stock' : '';

/** The one cheapest of `products`, if one is cheaper than every other. */
function cheapestOf(products: readonly Product[]): Product | undefined {
  const priced = products.filter((product) => product.price !== undefined);
  const low = Math.min(...priced.map((product) => product.price!));
  const lowest = priced.filter((product) => product.price === low);
  return lowest.length === 1 ? lowest[0] : undefined;
}

/** "Storm Rain Jacket has too few reviews to go by (3)." of the products left out for too few reviews. */
function tooFewLine(left: readonly Product[], shortName: Name): Line[] {
  if (left.length === 0) return [];
  const each = left.map((product) => `${shortName(product)} (${product.reviewCount ?? 0})`);
  const verb = left.length === 1 ? 'has' : 'have';
  return [{ text: `${joinList(each)} ${verb} too few reviews to go by.`, priority: 2 }];
}

/**
 * "My pick: …": the best rated on enough reviews, or a cheaper one level with it; its reason and trade-off. `all`:
 * every product compared, whose features "the only one that …" is said against; `only`: the reason of a lone one.
 */
function pickLines(
  products: readonly Product[],
  shortName: Name,
  all: readonly Product[],
  only?: string,
): Line[] {
  const pool = inStock(products);
  const rated = pool.filter(reviewed);
  const best = bestRated(rated)?.product;
  if (best === undefined) {
    const text = `No clear pick from the data: none of them has a rating from ${VERDICT.minReviews} or more reviews.`;
    return [{ text, priority: 0 }];
  }
  const level = rated.filter(
    (product) => (product.rating ?? 0) >= (best.rating ?? 0) - VERDICT.closeRating - 1e-9 || product === best,
  );
  const cheapestLevel = cheapestOf(level.filter((product) => product !== best));
  const pick =
    cheapestLevel !== undefined &&
    (best.price === undefined || (cheapestLevel.price ?? Infinity) < best.price)
      ? cheapestLevel
      : best;
  const cheapest = cheapestOf(pool);
  const reasons: string[] = [];
  if (pool.length === 1)
    reasons.push(products.length === 1 && only !== undefined ? only : 'the only one in stock');
  // One out of stock may be rated on enough reviews too: "the only one in stock rated on …".
  else if (rated.length === 1)
    reasons.push(`the only one${stocked(pool, products)} rated on ${VERDICT.minReviews} or more reviews`);
  else if (pick === best && !rated.some((other) => other !== pick && shown(other) === shown(pick)))
    reasons.push(`the ${products.length === 2 ? 'better' : 'best'} rated`);
  else if (pick === best) {
    const tied = rated.filter((other) => other !== pick && shown(other) === shown(pick));
    reasons.push(`rated as high as ${joinList(tied.map(shortName))}`);
  }
  const cheapestSaid = products.length === 2 ? 'the cheaper' : 'the cheapest';
  if (cheapest === pick && pool.length > 1) reasons.push(cheapestSaid);
  if (pick !== best) {
    const less = formatPrice((best.price ?? 0) - (pick.price ?? 0), productCurrency(pick));
    const level = shown(pick) === shown(best) ? 'as high as' : `within ${VERDICT.closeRating} star of`;
    reasons.push(`rated ${level} ${shortName(best)} for ${less} less`);
  }
  const own = pool.length > 1 ? ownFeatures(pick, all) : [];
  if (own.length > 0) reasons.push(`the only one that ${featuresSaid(own, 'and')}`);
  const priced = pick.price === undefined ? '' : `, ${price(pick)}`;
  const lines: Line[] = [
    {
      text: `My pick: ${shortName(pick)} (${ratingSaid(pick)}${priced}): ${joinList(reasons)}.`,
      priority: 0,
    },
  ];
  const others = pool.filter((product) => product !== pick);
  const trades = others.flatMap((product) => {
    const wants: string[] = [];
    if (product === cheapest && pick.price !== undefined && product.price !== undefined) {
      const less = formatPrice(pick.price - product.price, productCurrency(product));
      wants.push(`${cheapestSaid} (${price(product)}, ${less} less)`);
    }
    if (product === best) wants.push(`the best rated (${ratingSaid(product)})`);
    const theirs = ownFeatures(product, all);
    if (theirs.length > 0) wants.push(`one that ${featuresSaid(theirs, 'or')}`);
    return wants.length === 0 ? [] : [`${shortName(product)} if you want ${joinList(wants, 'or')}`];
  });
  if (trades.length > 0) lines.push({ text: `${capitalise(trades.slice(0, 2).join('; '))}.`, priority: 1 });
  return [
    ...lines,
    ...tooFewLine(
      pool.filter((product) => !reviewed(product)),
      shortName,
    ),
  ];
}

/** "Best value: …": the best rated of those priced within the band of the cheapest; the trade-off beyond it. */
function valueLines(products: readonly Product[], shortName: Name): Line[] {
  const pool = inStock(products);
  const rated = pool.filter((product) => reviewed(product) && product.price !== undefined);
  const low = Math.min(...rated.map((product) => product.price!));
  const band = rated.filter((product) => product.price! <= low * (1 + VALUE.priceBand) + 1e-9);
  const pick = bestRated(band)?.product;
  if (pick === undefined) {
    const text = `No value pick from the data: none of them has a price and a rating from ${VERDICT.minReviews} or more reviews.`;
    return [{ text, priority: 0 }];
  }
  const percent = `${Math.round(VALUE.priceBand * 100)}%`;
  const top = bestRated(rated)?.product;
  const cheapest = pick.price === low;
  // One left out for too few reviews may cost less or be rated higher: "the cheapest" is of those rated on enough.
  const enough = `${stocked(pool, products).trim()} rated on ${VERDICT.minReviews} or more reviews`.trim();
  const of = products.length > rated.length ? ` of those ${enough}` : '';
  const reason =
    rated.length === 1
      ? `the only one ${enough}`
      : cheapest && top === pick
        ? `the cheapest and the best rated${of}`
        : cheapest
          ? band.length === 1
            ? `the cheapest${of}; no other is priced within ${percent} of it`
            : `the cheapest${of}, and none within ${percent} of its price is rated better`
          : `the best rated of those priced within ${percent} of the cheapest${of}`;
  const lines: Line[] = [
    {
      text: `Best value: ${shortName(pick)} ${at(pick)} (${ratingSaid(pick)}): ${reason}.`,
      priority: 0,
    },
  ];
  const more = (product: Product): string =>
    formatPrice(Math.abs(product.price! - pick.price!), productCurrency(product));
  const trades: string[] = [];
  if (top !== undefined && top !== pick)
    trades.push(
      `${shortName(top)} is rated ${shown(top) === shown(pick) ? 'the same on more reviews' : 'higher'} (${ratingSaid(top)}) but costs ${more(top)} more`,
    );
  const lowest = rated.find((product) => product.price === low);
  if (lowest !== undefined && lowest !== pick)
    trades.push(`${shortName(lowest)} is ${more(lowest)} cheaper but rated lower (${ratingSaid(lowest)})`);
  // "is the more expensive one worth it?": the dearest, when not said above, and how it is rated beside the pick.
  const high = Math.max(...rated.map((product) => product.price!));
  const dearest = rated.filter((product) => product.price === high);
  const [top1] = dearest;
  if (dearest.length === 1 && top1 !== undefined && ![pick, top, lowest].includes(top1)) {
    const as = shown(top1) === shown(pick) ? 'the same' : 'lower';
    trades.push(`${shortName(top1)} costs ${more(top1)} more and is rated ${as} (${ratingSaid(top1)})`);
  }
  if (trades.length > 0) lines.push({ text: `${capitalise(trades.join('; '))}.`, priority: 1 });
  return [
    ...lines,
    ...tooFewLine(
      pool.filter((product) => !reviewed(product)),
      shortName,
    ),
  ];
}

/**
 * The verdict's lines, said right after the opening; in the option asked ("which is best value in King?") by its
 * prices there, of the products that come in it ("My pick in King: …").
 */
export function verdictLines(
  verdict: Verdict | undefined,
  products: readonly Product[],
  shortName: Name,
  asked?: AskedPrices,
  among?: readonly Product[],
  said = '',
): Line[] {
  if (verdict === undefined) return [];
  const option = asked?.apart === true ? asked.option : undefined;
  const priced = products.map((product, index) => {
    const price = asked?.prices[index];
    if (option === undefined) return product;
    // Out of stock in the option asked: out of stock for the pick.
    const out = asked?.soldOut.some((one) => one.product === product) === true;
    if (out) return { ...product, ...(price === undefined ? {} : { price }), variants: [], available: false };
    const { price: _listed, ...rest } = product;
    return price === undefined ? { ...rest, variants: [] } : { ...rest, price, variants: [] };
  });
  // A pick for a use or a need ("for backpacking") is made among those meeting it.
  const within = verdict === 'pick' && among !== undefined ? { products: among, said } : undefined;
  const kept = priced.filter(
    (_, index) =>
      !(asked?.without ?? []).includes(products[index]!) &&
      (within === undefined || within.products.includes(products[index]!)),
  );
  if (kept.length === 0 || (kept.length < 2 && within === undefined)) return [];
  const name = (product: Product): string => shortName(products[priced.indexOf(product)] ?? product);
  // Of those for a use or a need, none rated on enough reviews: their lines answer it, with no verdict.
  if (within !== undefined && !inStock(kept).some(reviewed)) return [];
  const lines =
    verdict === 'pick'
      ? pickLines(kept, name, priced, within && `the only one ${within.said}`)
      : valueLines(kept, name);
  const where = `${within === undefined ? '' : ` ${within.said}`}${option === undefined ? '' : ` in ${option}`}`;
  return lines.map((line) => ({
    ...line,
    text: line.text.replace(/^(My pick|Best value):/u, `$1${where}:`),
  }));
}
