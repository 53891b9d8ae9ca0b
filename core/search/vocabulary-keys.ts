/**
 * How the vocabulary spells its keys: lower-cased and whitespace-collapsed values, categories as "a > b" paths,
 * brands one spelling per name, and which size values name a kind's sizes. Pure.
 */
import { queryDefaults } from './query-defaults.ts';

/** A size written as a number ("10", "9.5"). */
const NUMBER_SIZE = /^\d{1,2}(?:\.\d)?$/;

/** Every spelling of a letter size ("l", "large", "x-large"), lower-cased. */
const LETTER_SPELLINGS = new Set(
  Object.entries(queryDefaults.sizes.letters).flatMap(([code, spellings]) =>
    [code, ...spellings].map((spelling) => spelling.toLowerCase()),
  ),
);

/** A size value (lower-cased) written as a number or a letter size, or letter sizes joined ("s/m"): what `categorySizes` holds. */
export const isKindSize = (key: string): boolean =>
  NUMBER_SIZE.test(key) ||
  key.split(/\s*[/&]\s*/u).every((part) => LETTER_SPELLINGS.has(part.replace(/\s+/gu, ' ')));

/** Lower-cased, trimmed, whitespace-collapsed. */
export const vocabularyKey = (value: string): string => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The catalogue's brand names, trimmed and whitespace-collapsed, one spelling per name in any case (the first
 * in sort order, so "Northpeak" before "northpeak"), sorted.
 */
export function brandSpellings(brands: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const brand of [...brands].map((value) => value.trim().replace(/\s+/g, ' ')).sort()) {
    const key = brand.toLowerCase();
    if (brand !== '' && !byKey.has(key)) byKey.set(key, brand);
  }
  return [...byKey.values()];
}

const CATEGORY_SEPARATOR = /\s*[>›»/]\s*/;

/** `'Bags / Backpacks'` → `'bags > backpacks'`; '' when there are no segments. */
export const normalizeCategory = (category: string): string =>
  category.split(CATEGORY_SEPARATOR).map(vocabularyKey).filter(Boolean).join(' > ');
