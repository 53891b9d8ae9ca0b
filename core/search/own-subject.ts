/**
 * The words of a request that name something of the shopper's own to search for, beside a page's or a list's
 * title: not in the title (in any singular or plural form), no number or unit, no material or feature (page-context.ts,
 * follow-up.ts). Pure.
 */
import { inflections } from './inflect.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The shopper's words not in the page title (in any singular/plural form). */
export function beyondTitle(text: string, title: string): string[] {
  const titleWords = new Set(words(title));
  return words(text).filter((word) => !inflections(word).some((form) => titleWords.has(form)));
}

const UNITS = new Set(queryDefaults.price.units);
/** Widths qualify a size ("10 wide" after boots): they name nothing to search for (`sizes.widths`). */
const WIDTHS = new Set(queryDefaults.sizes.widths.flatMap(words));

/**
 * The words of `text` that measure: numbers ("4pk" too) and a unit right after one ("2 people", "10 inch"). They
 * qualify what is searched for and name nothing; a unit alone is a product ("sheets", "cups", "a set").
 */
export function measureWords(text: string): Set<string> {
  const all = words(text);
  return new Set(
    all.filter((word, i) => /\d/.test(word) || (UNITS.has(word) && /\d/.test(all[i - 1] ?? ''))),
  );
}

/**
 * The shopper's words that name something to search for: not a material or feature, no number, unit or width, not
 * in the page title.
 */
export function ownSubject(own: SearchQuery, title: string): string[] {
  const attributeWords = new Set(
    [...(own.filters.materials ?? []), ...(own.filters.features ?? [])].flatMap(words),
  );
  const measures = measureWords(own.text);
  return beyondTitle(own.text, title).filter(
    (word) => !attributeWords.has(word) && !measures.has(word) && !WIDTHS.has(word),
  );
}
