/**
 * A word typed again right after itself is said once: "boots boots boots" is "boots" (it had been echoed "Showing boots
 * boots boots." and "it matches "boots boots boots""). Words of letters only, in any case, joined by spaces alone
 * ("bora-bora" stays); not a number's word ("five five dollars" may be 55), nor where the catalogue names a brand, kind, colour, material or feature so ("Tom Tom"). Pure.
 */
import { wordNumber } from './number-words.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { termKey } from './text-tools.ts';

/** A word of two letters or more and its repeats right after it, spaces between. */
const REPEATED = /(?<![\p{L}\p{N}'’-])(\p{L}{2,})(?:\s+\1)+(?![\p{L}\p{N}'’-])/giu;

/** Does the catalogue name a brand, kind, colour, material or feature so? */
const named = (key: string, lexicons: Pick<QueryLexicons, 'brands' | 'known' | 'categories'>): boolean =>
  lexicons.brands.canonical.has(key) ||
  lexicons.known.canonical.has(key) ||
  lexicons.categories.paths.has(key);

/** `text` with each word repeated back to back said once, unless the catalogue names the repeat. */
export function saidOnce(
  text: string,
  lexicons: Pick<QueryLexicons, 'brands' | 'known' | 'categories'>,
): string {
  return text.replace(REPEATED, (whole: string, word: string) =>
    wordNumber(word) !== undefined || named(termKey(whole), lexicons) ? whole : word,
  );
}
