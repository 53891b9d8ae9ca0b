/**
 * Words carried from another person's search: after a son's relaxed "ridge" boots ("ridge ones" found no kids'
 * Ridge boot, only men's), "for my wife" carried "ridge" and listed men's boots, "I relaxed: women's products
 * only". A person named next who is someone else takes the last search's words, but where the audience their
 * person implies would give way, those words only described the other person's products: the request is tried
 * again without each carried word the request does not say itself, first to last, and the first that keeps the new
 * person's audience is searched (search-procedure.ts). Pure.
 */
import type { SearchQuery } from './search-query.ts';
import { termKey } from './text-tools.ts';

/**
 * The readings of `understood` to try without one word carried from `previous` (not in `content`, the request),
 * when it names another person than `previous` whose implied audience `searched` (the query searched) gave up;
 * none otherwise.
 */
export function withoutCarriedWords(
  understood: SearchQuery,
  previous: SearchQuery | undefined,
  searched: SearchQuery,
  content: string,
): SearchQuery[] {
  const person = understood.recipient;
  if (previous?.recipient === undefined || person === undefined || person === previous.recipient) return [];
  if (understood.followUp !== true || understood.audienceImplied !== true) return [];
  if (understood.filters.audience === undefined || searched.filters.audience !== undefined) return [];
  const said = new Set(content.split(/[^\p{L}\p{N}']+/u).map(termKey));
  const words = understood.text.split(/\s+/).filter(Boolean);
  const carried = new Set(previous.text.split(/\s+/).map(termKey));
  return words.flatMap((word, at) =>
    carried.has(termKey(word)) && !said.has(termKey(word)) && words.length > 1
      ? [{ ...understood, text: words.filter((_, other) => other !== at).join(' ') }]
      : [],
  );
}
