/**
 * A whole number after the word naming a kind of product, where the shop sells that kind in that size, is the size:
 * "mens sneakers 11 white under 90", "running shoes 10 black" (CatalogVocabulary.categorySizes), ended as a half
 * size is ("hiking boots 8.5 waterproof", size-phrases.ts). "galaxy note 3 black" keeps its number: no kind named
 * before it is sold in size 3. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { addToFilter, type Draft } from './draft.ts';
import { HALF_SIZE_END } from './describing-words.ts';
import { letterSize, sizeParts } from './size-values.ts';
import { consume, findTerms, termKey } from './text-tools.ts';

/** Category path → the number and letter sizes its products are sold in ("10", "l"). */
export type KindSizes = ReadonlyMap<string, ReadonlySet<string>>;

/** CatalogVocabulary.categorySizes ("shoes > running=10") as a map. */
export function kindSizesOf(entries: readonly string[]): KindSizes {
  const sizes = new Map<string, Set<string>>();
  for (const entry of entries) {
    const at = entry.lastIndexOf('=');
    if (at <= 0) continue;
    const path = entry.slice(0, at);
    const known = sizes.get(path) ?? new Set<string>();
    known.add(entry.slice(at + 1));
    sizes.set(path, known);
  }
  return sizes;
}

/** A whole number after a word, ended as a half size is (a colour, material or feature, or the phrase's end). */
const WHOLE_SIZE = new RegExp(`(?<=\\p{L}\\s+)(?<size>\\d{1,2})(?![\\p{L}\\p{N}.,])${HALF_SIZE_END}`, 'giu');

/** Whether a path named, or a path under it ("shoes" of "shoes > running"), sells the size. */
export const sells = (path: string, size: string, sizes: KindSizes): boolean =>
  [...sizes].some(([sold, values]) => (sold === path || sold.startsWith(`${path} > `)) && values.has(size));

/** Does a category path, or one under it, sell a letter size ("clothing > sweaters=l")? */
export const sellsLetters = (path: string, sizes: KindSizes): boolean =>
  [...sizes].some(
    ([sold, values]) =>
      (sold === path || sold.startsWith(`${path} > `)) &&
      [...values].some((value) => sizeParts(value).some((part) => letterSize(part) !== undefined)),
  );

/** Takes a whole number after a kind's word the shop sells it in out of the text into `filters.sizes`. */
export function readKindSizes(draft: Draft, categories: CategoryLexicon, sizes: KindSizes): void {
  if (sizes.size === 0) return;
  const asked = draft.rest;
  // The category words are found only once a number could be a size (most requests hold none).
  let named: ReturnType<typeof findTerms> | undefined;
  draft.rest = consume(asked, WHOLE_SIZE, (match) => {
    const size = match.groups?.['size'] ?? '';
    named ??= findTerms(asked, categories.terms);
    // The kind the number follows: the nearest category word before it.
    const kind = named.filter((found) => found.index + found.length <= match.index).at(-1);
    const paths = kind === undefined ? [] : (categories.paths.get(termKey(kind.term)) ?? []);
    if (!paths.some((path) => sells(path, String(Number(size)), sizes))) return false;
    addToFilter(draft.filters, 'sizes', [String(Number(size))]);
    return true;
  });
}
