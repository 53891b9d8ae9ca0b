/**
 * Whether this turn's own words ask a count exactly ("tent that sleeps 2", "tent for two", "for a couple"): not a
 * count an earlier turn asked that the conversation carried into this one ("in green" after "tent that sleeps 2"),
 * nor one asked open-ended ("sleeps 3 or more", "for 3+ people", "at least 3": `queryDefaults.measures` cues
 * `minAfter` and `minBefore`, which the bound as read may not show). Only such a count may be said to be met by
 * nothing exactly. Pure.
 */
import { buildVocabulary, parseQuery, queryDefaults, wordNumber, type Product } from '../../core/index.ts';
import { escapeRegExp } from './escape-regexp.ts';

const cues = (list: readonly string[]): string => list.map(escapeRegExp).join('|');
/** The count written open-ended after it, a word such as "people" between ("3 people or more", "3+"). */
const OPEN_AFTER = new RegExp(
  `^(?:\\s*\\+|(?:[\\s-]+\\p{L}+)?\\s+(?:${cues(queryDefaults.measures.minAfter)})(?![\\p{L}\\p{N}]))`,
  'iu',
);
/** The count written open-ended before it ("at least 3", "a minimum of 3"). */
const OPEN_BEFORE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${cues(queryDefaults.measures.minBefore)})\\s+$`,
  'iu',
);
/** Words of letters and digits, as a count is written ("2", "two"). */
const WORDS = /[\p{L}\p{N}]+/gu;

/** The places `content` writes `count`, in digits or in words, and whether each is open-ended. */
function countsWritten(content: string, count: number): boolean[] {
  const found: boolean[] = [];
  for (const match of content.matchAll(WORDS)) {
    const word = match[0];
    const value = /^\d+$/u.test(word) ? Number(word) : wordNumber(word.toLowerCase());
    if (value !== count) continue;
    const end = match.index + word.length;
    found.push(OPEN_AFTER.test(content.slice(end)) || OPEN_BEFORE.test(content.slice(0, match.index)));
  }
  return found;
}

/**
 * Whether `content`, this turn's words, asks exactly `count` of `unit`: it writes the count, not open-ended, or
 * (a count in no number, "for a couple") it reads as that count alone, with the vocabulary of `products`.
 */
export function countAskedExactly(
  content: string,
  unit: string,
  count: number,
  products: readonly Product[],
): boolean {
  const written = countsWritten(content, count);
  if (written.length > 0) return written.some((open) => !open);
  const { measures } = parseQuery(content, { vocabulary: buildVocabulary(products) }).filters;
  return (measures ?? []).some((bound) => bound.snug === true && bound.unit === unit && bound.min === count);
}
