/**
 * "is it cheaper than the Harbor Rain Jacket?" on a product's page, compared with the one it names (the request
 * read as "is it cheaper than that?", core's page-comparison.ts; "it"/"this" the viewed product, the first
 * compared, "that" the named one): yes or no, their prices and by how much, "Yes: the Coastal Rain Jacket ($90)
 * is $25 cheaper than the Harbor Rain Jacket ($115)." Only for two products with one price each. Pure.
 */
import { queryDefaults, type Product } from '../../core/index.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { formatPrice, priceRange, productCurrency } from './format-price.ts';
import type { Line } from './message-length.ts';

const { priceComparatives, cheaper } = queryDefaults.pageContext;
const words = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+'));
const POINTER = '(?:it|this|that)(?:\\s+(?:one|product|item))?';
const ASKED = new RegExp(
  `^\\s*(?:is|are)\\s+(?<subject>${POINTER})\\s+(?:any\\s+|much\\s+|a\\s+lot\\s+|a\\s+bit\\s+)?` +
    `(?<comparative>${words(priceComparatives).join('|')})\\s+than\\s+${POINTER}\\s*[?.!]*\\s*$`,
  'iu',
);

/** The yes/no answer to a price comparison of the two, or undefined when none is asked or it cannot be said. */
export function priceGapLine(
  content: string,
  products: readonly Product[],
  shortName: (product: Product) => string,
): Line | undefined {
  const groups = ASKED.exec(content.replaceAll('’', "'"))?.groups;
  const [viewed, named] = products;
  if (groups === undefined || products.length !== 2 || viewed === undefined || named === undefined)
    return undefined;
  const [subject, other] = /^that/iu.test(groups['subject'] ?? '') ? [named, viewed] : [viewed, named];
  if (subject.price === undefined || other.price === undefined) return undefined;
  // Priced by option: the price line says their spans.
  if (priceRange(subject) !== undefined || priceRange(other) !== undefined) return undefined;
  const currency = productCurrency(subject);
  const price = (product: Product) => formatPrice(product.price ?? 0, productCurrency(product));
  const gap = Math.round(Math.abs(subject.price - other.price) * 100) / 100;
  if (gap === 0)
    return {
      text: `No: the ${shortName(subject)} and the ${shortName(other)} both cost ${price(subject)}.`,
      priority: 0,
    };
  const askedCheaper = cheaper.includes((groups['comparative'] ?? '').toLowerCase().replace(/\s+/g, ' '));
  const isCheaper = subject.price < other.price;
  const than = isCheaper ? 'cheaper' : 'more expensive';
  return {
    text:
      `${askedCheaper === isCheaper ? 'Yes' : 'No'}: the ${shortName(subject)} (${price(subject)}) is ` +
      `${formatPrice(gap, currency)} ${than} than the ${shortName(other)} (${price(other)}).`,
    priority: 0,
  };
}
