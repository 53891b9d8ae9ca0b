/** Small English phrasing helpers shared by the offline writers. */
import { truncate } from './product-attributes.ts';

/** ["a"] → "a", ["a","b"] → "a and b", ["a","b","c"] → "a, b and c" (or "or"). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Like joinList, but shows at most `max` items and says how many more there are. */
export function joinListCapped(
  items: readonly string[],
  max: number,
  conjunction: 'and' | 'or' = 'and',
): string {
  if (items.length <= max) return joinList(items, conjunction);
  const rest = items.length - max;
  return `${items.slice(0, max).join(', ')} ${conjunction} ${rest} more`;
}

/** "1 match", "37 matches". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.length === 0 ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Ends the text with a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** '"bottle"', '"socks" or "pompom"': the words quoted, at most three, each at most 30 characters. */
export const quotedWords = (words: readonly string[]): string =>
  joinList(
    words.slice(0, 3).map((word) => `"${truncate(word, 30)}"`),
    'or',
  );
