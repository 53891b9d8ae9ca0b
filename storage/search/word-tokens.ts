/** Word tokens as the catalogue sees them: runs of Unicode letters, digits and combining marks, lower-cased. */
import { asciiWordString } from './ascii-word-string.ts';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;
const MARKS = /\p{M}+/gu;

export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * ' word word ' — lower-cased, diacritics removed (like the full-text index), padded so that
 * `includes(' term ')` finds whole words and phrases only.
 */
export function wordString(parts: readonly string[]): string {
  const joined = parts.join(' ');
  if (!NON_ASCII.test(joined)) return asciiWordString(joined);
  let text = joined.toLowerCase();
  if (NON_ASCII.test(text)) text = text.normalize('NFD').replace(MARKS, '');
  const words = text.replace(NON_WORD, ' ').trim();
  return words === '' ? ' ' : ` ${words} `;
}
