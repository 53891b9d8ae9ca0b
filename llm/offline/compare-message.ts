/**
 * Writes the offline comparison message: what is compared and on what, which attributes differ, the price
 * range and cheapest, a focus-specific detail, and a recommendation per shopper need. Pure and deterministic.
 */
import type { Product } from '../../core/index.ts';
import {
  type CompareMessageInput,
  MAX_DETAIL_PRODUCTS,
  focusLines,
  overallLines,
  shortName,
  specLines,
} from './compare-details.ts';
import { focusPhrase, inferCompareFocus, type CompareFocus } from './compare-focus.ts';
import { bestRated, priceExtremes, splitRows } from './compare-facts.ts';
import { needOf } from './compare-need.ts';
import { capitalise, joinList, joinListCapped, plural } from './english-list.ts';
import { describeRating, formatPrice, productCurrency } from './format-price.ts';
import { fitLines, type Line } from './message-length.ts';
import { displayName, productValues } from './product-attributes.ts';

export type { CompareMessageInput } from './compare-details.ts';

function tooFew(input: CompareMessageInput): string[] {
  const requested = new Set(input.request.productIds.map((id) => id.trim())).size;
  const [only] = input.products;
  const asked = requested > 0 ? ` of the ${plural(requested, 'product')} you asked about` : '';
  const found =
    only === undefined
      ? `I couldn't find any${asked}`
      : requested === 1
        ? `you asked about one: ${displayName(only)}`
        : `I found only 1${asked}: ${displayName(only)}`;
  return [
    `To compare I need at least two known products, but ${found}.`,
    only === undefined ? 'Add at least two products to compare.' : 'Add another product to compare it with.',
  ];
}

function differenceLine(input: CompareMessageInput): Line | undefined {
  const { differ, shared } = splitRows(input.comparison);
  if (differ.length > 0) {
    const sharedNote = shared.length > 0 ? `, and share ${joinListCapped(shared, 3)}` : '';
    return { text: `They differ in ${joinListCapped(differ, 5)}${sharedNote}.`, priority: 2 };
  }
  if (shared.length > 0) return { text: `They share the same ${joinListCapped(shared, 4)}.`, priority: 3 };
  return undefined;
}

function priceLine(products: readonly Product[]): Line | undefined {
  const extremes = priceExtremes(products);
  if (extremes === undefined) return { text: 'None of them lists a price.', priority: 3 };
  const { cheapest, dearest } = extremes;
  const low = formatPrice(cheapest.product.price ?? 0, productCurrency(cheapest.product));
  const high = formatPrice(dearest.product.price ?? 0, productCurrency(dearest.product));
  const priced = products.filter((product) => product.price !== undefined).length;
  if (priced === 1)
    return { text: `Only ${shortName(cheapest.product)} lists a price: ${low}.`, priority: 1 };
  if (low === high) return { text: `They all cost ${low}.`, priority: 1 };
  const text = `The cheapest is ${shortName(cheapest.product)} at ${low}; prices go up to ${high} (${shortName(dearest.product)}).`;
  return { text, priority: 0 };
}

function recommendationLines(focus: CompareFocus, input: CompareMessageInput): Line[] {
  const { products } = input;
  const lines: Line[] = [];
  const extremes = priceExtremes(products);
  const cheap = extremes !== undefined && extremes.cheapest.product.price !== extremes.dearest.product.price;
  const rated = bestRated(products);
  if (cheap && rated !== undefined && rated.index === extremes.cheapest.index) {
    const rating = describeRating(rated.product) ?? '';
    lines.push({
      text: `Best for a tight budget and best rated: ${shortName(rated.product)} (${rating}).`,
      priority: 0,
    });
  } else {
    if (cheap)
      lines.push({ text: `Best for a tight budget: ${shortName(extremes.cheapest.product)}.`, priority: 0 });
    const ratedCount = products.filter((product) => product.rating !== undefined).length;
    if (rated !== undefined) {
      const name = shortName(rated.product);
      const rating = describeRating(rated.product) ?? '';
      const text =
        ratedCount > 1 ? `Best rated: ${name} (${rating}).` : `Only ${name} has a rating: ${rating}.`;
      lines.push({ text, priority: 0 });
    }
  }
  if (focus === 'material') {
    const picks = products.slice(0, MAX_DETAIL_PRODUCTS).flatMap((product) => {
      const material = productValues(product, 'material')[0];
      return material === undefined ? [] : [`for ${material}, pick ${shortName(product)}`];
    });
    if (picks.length > 1) lines.push({ text: `${capitalise(picks.join('; '))}.`, priority: 2 });
  }
  const unavailable = products.filter((product) => product.available === false).map(shortName);
  if (unavailable.length > 0) {
    const verb = unavailable.length === 1 ? 'is' : 'are';
    lines.push({ text: `Note: ${joinListCapped(unavailable, 3)} ${verb} out of stock.`, priority: 1 });
  }
  if (lines.length === 0) lines.push({ text: 'Pick the one whose details suit you best.', priority: 0 });
  return lines;
}

/** The whole message as sentences (joined with single spaces by the caller). */
export function compareSentences(input: CompareMessageInput): string[] {
  if (input.products.length < 2) return tooFew(input);
  const focus = inferCompareFocus(input.request.content);
  const names = input.products.map(shortName);
  const need = focus === 'need' ? needOf(input.request.content) : undefined;
  const on = need === undefined ? focusPhrase(focus) : `for ${need.name}`;
  const opening =
    names.length <= 3
      ? `Comparing ${joinList(names)} ${on}.`
      : `Comparing ${names.length} products ${on}: ${joinListCapped(names, 3)}.`;
  const lines: Line[] = [{ text: opening, priority: 0 }];
  const difference = differenceLine(input);
  const price = priceLine(input.products);
  if (focus === 'price' && price !== undefined) lines.push(price);
  if (difference !== undefined) lines.push(difference);
  if (focus !== 'price' && price !== undefined)
    lines.push({ ...price, priority: Math.max(price.priority, 1) });
  // Specs the request names say more than the focus's general lines ("fits a 16 inch laptop": laptop size).
  const specs = specLines(input);
  lines.push(...(specs.length > 0 ? specs : focusLines(focus, input)));
  if (focus === 'overall') lines.push(...overallLines(input));
  lines.push(...recommendationLines(focus, input));
  return fitLines(lines);
}

export function buildCompareMessage(input: CompareMessageInput): string {
  return compareSentences(input).join(' ');
}
