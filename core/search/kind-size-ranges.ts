/**
 * A bare range right after a kind the shop sells, ending its phrase, is a size range where the shop sells that
 * kind in both its ends (CatalogVocabulary.categorySizes): the demo's "boots 8-10" is boots in sizes 8 to 10 (it
 * had been searched as words: "Showing boots 8-10."). A range the kind is not sold in keeps its reading: "boots
 * 100-150" is a price band (bare-price-ranges.ts, read before), "bulbs 60-100" words where no bulb has sizes. So is
 * one that runs as the kind's number sizes do, closer than a price band (size-like-range.ts): "boots 40-42" of boots
 * in sizes 5 to 14 is sizes 40 to 42 (it had been $40 to $42). Read after the cued size ranges ("size 8-10",
 * size-ranges.ts), which need no kind. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { addToFilter, type Draft } from './draft.ts';
import { sells, type KindSizes } from './kind-sizes.ts';
import { PHRASE_END, UNIT_AFTER } from './price-followers.ts';
import { rangeValues } from './size-ranges.ts';
import { kindPathsBefore, sizeLikeRange } from './size-like-range.ts';
import { consume } from './text-tools.ts';

/** "8-10", "8 to 10", "7.5-9": sizes in digits, half sizes too, nothing glued on either side. */
const RANGE =
  /(?<![\p{L}\p{N}.,$€£¥#/-])(\d{1,2}(?:\.5)?)\s*(?:-|–|to)\s*(\d{1,2}(?:\.5)?)(?![\p{L}\p{N}]|[.,]\d|-)/giu;

/** Takes a bare range after a kind sold in both its ends, or run as its sizes are, out of the text into `filters.sizes` ("8 to 10", 8…10). */
export function readKindSizeRanges(
  draft: Draft,
  categories: CategoryLexicon | undefined,
  kindSizes: KindSizes,
  catalogueSizes: readonly string[],
): void {
  // Most requests hold no range, and most shops sell no kind in sizes.
  if (categories === undefined || kindSizes.size === 0 || !/\d\s*(?:-|–|to)\s*\d/u.test(draft.rest)) return;
  const text = draft.rest;
  draft.rest = consume(text, RANGE, (match) => {
    const [, low = '', high = ''] = match;
    const after = text.slice(match.index + match[0].length);
    if (UNIT_AFTER.test(after) || !PHRASE_END.test(after) || Number(low) >= Number(high)) return false;
    const paths = kindPathsBefore(text.slice(0, match.index), categories);
    const sold = (size: string) => paths.some((path) => sells(path, String(Number(size)), kindSizes));
    if (!(sold(low) && sold(high)) && !sizeLikeRange(Number(low), Number(high), paths, kindSizes))
      return false;
    const values = rangeValues(low, high, catalogueSizes);
    if (values === undefined) return false;
    addToFilter(draft.filters, 'sizes', values);
    return true;
  });
}
