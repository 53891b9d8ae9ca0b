/**
 * The values asked as they are beside their attribute's words (`SearchQuery.nearRoom` with `said`: "watch with 42mm
 * case", bare-measures.ts) that a follow-up keeps: "in black" after it still lists the 42 mm cases first and is
 * echoed "Showing black watch, case size 42mm." (it had forgotten the value, its quantity left in the words: "Showing
 * black watch with 42mm."). Those whose quantity the followed text still holds, unless the request asks that measure
 * anew; and the request's own. Pure.
 */
import type { SearchQuery } from './search-query.ts';
import { escapeRegExp, WORD_END, WORD_START } from './text-tools.ts';

/** The nearRoom of the follow-up of `previous` by `own`, whose text is `text`. */
export function nearKept(
  previous: SearchQuery,
  own: SearchQuery,
  text: string,
): Pick<SearchQuery, 'nearRoom'> {
  const asked = new Set([...(own.nearRoom ?? []), ...(own.filters.measures ?? [])].map(({ unit }) => unit));
  const holds = (said: string) =>
    new RegExp(`${WORD_START}${escapeRegExp(said)}${WORD_END}`, 'iu').test(text);
  const kept = (previous.nearRoom ?? []).filter(
    ({ said, unit }) => said !== undefined && !asked.has(unit) && holds(said),
  );
  const near = [...kept, ...(own.nearRoom ?? [])];
  return near.length > 0 ? { nearRoom: near } : {};
}
