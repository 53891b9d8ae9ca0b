/**
 * The audience of a follow-up in a conversation (follow-up.ts). Pure. Someone else named ("for my friend" after
 * "… for my 12 year old son") takes the audience their predecessor implied with them. An audience named ("for
 * women", "and for adults?") replaces the last one, and the audiences relaxation left out unasked (a son's "bigger
 * sizes": no women's, grown-into.ts) go with the audience they were left out for. Named with a word that adds
 * ("for women too", `queryDefaults.audience.widening`), it joins the last one: women's as well as men's boots.
 */
import { canonicalAudience } from './audience-values.ts';
import { leftOutUnasked } from './grown-into.ts';
import { overlay } from './page-context.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const WIDENING = new RegExp(
  `${WORD_START}(?:${alternation(queryDefaults.audience.widening)})${WORD_END}`,
  'iu',
);

/** True when the request has a word that adds what it names to the last search ("for women too"). */
export const widensAudience = (input: string): boolean => WIDENING.test(input);

/**
 * The request names someone else than the one whose audience the last search implied ("for my friend" after
 * "hiking boots for my 12 year old son"): that audience goes with them (no longer kids' boots only, nor boots a
 * boy grows into). An audience asked by a word ("men's boots") stays.
 */
export const namesAnother = (previous: SearchQuery, own: SearchQuery): boolean =>
  own.recipient !== undefined &&
  own.recipient !== previous.recipient &&
  (previous.audienceImplied === true || previous.grownInto !== undefined);

/**
 * The request's audience is the one to keep, with its marks (`audienceImplied`, `grownInto`): it names one, or
 * someone else, or leaves one out where relaxation had ("not for men" after a son's "bigger sizes" is asked, and
 * said).
 */
export const ownsAudience = (previous: SearchQuery, own: SearchQuery): boolean =>
  own.filters.audience !== undefined ||
  namesAnother(previous, own) ||
  (own.filters.excludeAudience !== undefined && leftOutUnasked(previous));

function withoutAudience(filters: SearchFilters): SearchFilters {
  const { audience: _audience, excludeAudience: _excluded, ...rest } = filters;
  return rest;
}

const meaning = (value: string): string => canonicalAudience(value) ?? value.toLowerCase();

/** The last search's filters with the request's laid over them, its audience as the module comment says. */
export function followedFilters(previous: SearchQuery, own: SearchQuery, widens: boolean): SearchFilters {
  if (namesAnother(previous, own)) return overlay(withoutAudience(previous.filters), own.filters);
  const asked = own.filters.audience;
  if (asked === undefined && own.filters.excludeAudience === undefined)
    return overlay(previous.filters, own.filters);
  // Left out only because a child's audience gave way: not the shopper's, and not once they name one.
  const { excludeAudience: _leftOut, ...kept } = previous.filters;
  const base: SearchFilters = leftOutUnasked(previous) ? kept : previous.filters;
  if (!widens || asked === undefined) return overlay(base, own.filters);
  // Added: the audiences asked no longer left out, and joined to the last ones (with none, anyone's stays).
  const named = new Set(asked.map(meaning));
  const excluded = (base.excludeAudience ?? []).filter((value) => !named.has(meaning(value)));
  const { audience: before, excludeAudience: _excluded, ...rest } = base;
  const { audience: _asked, ...ownRest } = own.filters;
  return overlay(
    { ...rest, ...(excluded.length > 0 && { excludeAudience: excluded }) },
    { ...ownRest, ...(before !== undefined && { audience: [...new Set([...before, ...asked])] }) },
  );
}
