/**
 * An amount of money in a query, as a regex source and as read: "$50", "EUR 50", "80 dollars", "€1,299.99", "2.5k";
 * and amounts that are no price: negative ("$-5", "-$5") or absurd ("$1e400", above `price.largestAmount`).
 */
import { queryDefaults } from './query-defaults.ts';
import { escapeRegExp, termKey } from './text-tools.ts';

const { price } = queryDefaults;

const CURRENCY_BY_SPELLING = new Map<string, string>(
  Object.entries(price.currencies).flatMap(([code, spellings]) =>
    spellings.map((spelling) => [termKey(spelling), code] as const),
  ),
);
const ALL_SPELLINGS = Object.values(price.currencies).flat();
/** Symbols and three-letter codes may precede the number ("$50", "EUR 50"); every spelling may follow it. */
export const PREFIXES = ALL_SPELLINGS.filter(
  (spelling) => /[^a-z]/i.test(spelling) || /^[a-z]{3}$/i.test(spelling),
);
export const sourceOf = (spellings: string[]) =>
  spellings
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const PREFIX = sourceOf([...PREFIXES]);
const SUFFIX = sourceOf([...ALL_SPELLINGS]);
/** Digits, with thousands commas and cents, or an exponent ("1e400"), read whole so no part is left as a word. */
const NUMBER = '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d{1,2})?(?:e[+-]?\\d+)?';
/** A minus sign before an amount ("$-5", "-$5", "under -5 dollars"): read, so the amount is known to be no price. */
const MINUS = '[-−]';

/** An amount with named groups `${tag}pre`, `${tag}minus` (or `${tag}neg`), `${tag}num`, `${tag}k`, `${tag}suf`. */
export const amount = (tag: string): string =>
  `(?:(?:(?<![\\p{L}\\p{N}])(?<${tag}neg>${MINUS}))?(?<${tag}pre>${PREFIX})\\s?|(?<![\\p{L}\\p{N}.,]))` +
  `(?<${tag}minus>${MINUS})?(?<${tag}num>${NUMBER})(?![\\p{N}]|[.,]\\d)` +
  `(?<${tag}k>\\s?k(?![\\p{L}\\p{N}]))?(?:\\s?(?<${tag}suf>${SUFFIX})(?![\\p{L}\\p{N}]))?`;

export interface Amount {
  value: number;
  currency: string | undefined;
  negative: boolean;
  /** Negative, or beyond `price.largestAmount` (infinite too): no price, "under $-5", "under $1e400". */
  absurd: boolean;
}

export function amountOf(groups: Record<string, string | undefined>, tag: string): Amount | undefined {
  const digits = groups[`${tag}num`];
  if (digits === undefined) return undefined;
  const value = Number(digits.replace(/,/g, '')) * (groups[`${tag}k`] === undefined ? 1 : 1000);
  const negative = (groups[`${tag}minus`] ?? groups[`${tag}neg`]) !== undefined;
  const absurd = negative || !(value <= price.largestAmount);
  const spelt = groups[`${tag}pre`] ?? groups[`${tag}suf`];
  return {
    value,
    currency: spelt === undefined ? undefined : CURRENCY_BY_SPELLING.get(termKey(spelt)),
    negative,
    absurd,
  };
}
