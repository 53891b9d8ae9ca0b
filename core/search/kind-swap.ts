/**
 * A request of its own that swaps the kind of product in a conversation, not whom it is for or what it may cost:
 * "what about a backpack instead", "how about a wallet", "maybe a backpack then" after "a gift for my dad under
 * 60" are backpacks (wallets) for the dad under $60; they had started afresh and shown a $145 backpack. So is a
 * clause naming what the conversation's person loves ("he likes music" after "a gift for my 10 year old nephew
 * under 40"), read as it is in a first request (music: the shop's headphones and speakers), where it had found
 * nothing that mentions "music". What carries is the shopper's and the person's (`queryDefaults.kindSwap.keeps`:
 * price bounds, audience, rating, stock, sale; the person named and their marks), each unless the request names
 * its own; what described the old kind (its words, category, colours, materials, features, measures, brands) goes,
 * and its sizes unless the new kind is sold in them (soldSizes). A price bound the last search had to relax is still
 * the budget as last stated ("a bit more" after "running shoes under 30" with none that cheap: under $38), asked of
 * the new kind again; it had been lost. Pure.
 */
import { leftOutUnasked } from './grown-into.ts';
import { sells, type KindSizes } from './kind-sizes.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { kindSwap, followUpOpeners, framing, sizes: sizeWords } = queryDefaults;

/** A bed size ("king", "King/California King"), and a request naming bed linen ("duvet", "sheets"), whose sizes those are. */
const BED_SIZES = new Set([...sizeWords.bed, ...sizeWords.bedCued]);
const isBedSize = (size: string): boolean =>
  size
    .toLowerCase()
    .split('/')
    .every((part) => BED_SIZES.has(part.trim()));
const BED_LINEN = new RegExp(`${WORD_START}(?:${alternation(sizeWords.bedLinen)})${WORD_END}`, 'iu');

const OPENERS = `(?:(?:${alternation(followUpOpeners)})[\\s,]+)*`;
const LEAD = new RegExp(`^${OPENERS}(?:${alternation(kindSwap.leads)})${WORD_END}`, 'iu');
const MARKER = new RegExp(`${WORD_START}(?:${alternation(kindSwap.markers)})${WORD_END}`, 'iu');
const ENDER = new RegExp(`${WORD_START}(?:${alternation(kindSwap.enders)})[\\s?!.]*$`, 'iu');

/** True when the request says it swaps what was asked ("what about…", "…instead", "…then"). */
export const swapsKind = (input: string): boolean =>
  LEAD.test(input.trim()) || MARKER.test(input) || ENDER.test(input.trim());

/** The need's subjects naming a person ("he", "so she", "they also"), not the shopper's "so" or "and". */
const PERSON_SUBJECTS = framing.needSubjects.filter((subject) => /\b(?:he|she|they)\b/iu.test(subject));
const PERSON_NEED = new RegExp(
  `${WORD_START}(?:(?:${alternation(PERSON_SUBJECTS)})\\s+(?:${alternation(framing.needs)})|` +
    `(?:${alternation(framing.contractedNeeds)}))${WORD_END}`,
  'iu',
);

/** True when the request says what a person needs ("he needs a new wallet", "she's been wanting a scarf"). */
export const needsOfPerson = (input: string): boolean => PERSON_NEED.test(input);

type Group = 'price' | 'audience' | 'other';
const PRICE = new Set(['priceMin', 'priceMax', 'currency']);
const AUDIENCE = new Set(['audience', 'excludeAudience']);
const groupOf = (name: string): Group =>
  PRICE.has(name) ? 'price' : AUDIENCE.has(name) ? 'audience' : 'other';

/** The filters of a group `filters` names (any of them). */
const names = (filters: SearchFilters, group: Group): boolean =>
  Object.entries(filters).some(([name, value]) => value !== undefined && groupOf(name) === group);

/** The last search's filters with the price bounds it relaxed (`relaxedCeiling`, `relaxedFloor`) as asked. */
function statedFilters(previous: SearchQuery): SearchFilters {
  const { priceMin, priceMax } = previous.filters;
  return {
    ...previous.filters,
    ...(priceMax === undefined &&
      previous.relaxedCeiling !== undefined && { priceMax: previous.relaxedCeiling }),
    ...(priceMin === undefined && previous.relaxedFloor !== undefined && { priceMin: previous.relaxedFloor }),
  };
}

/**
 * The last search's sizes where the new kind is sold in each of them: "what about trail runners instead" after
 * "hiking boots size 10" asks the trail runners in size 10, as the shopper's feet have not changed (it had shown
 * every size); after "a backpack instead" they go, no backpack being sold in size 10. A bed size goes with bed
 * linen named by no category ("a duvet instead" after "king duvet cover": king duvets).
 */
function soldSizes(own: SearchQuery, previous: SearchQuery, kindSizes: KindSizes): string[] {
  const sizes = previous.filters.sizes ?? [];
  const paths = own.filters.categories ?? [];
  if (own.filters.sizes !== undefined) return [];
  // "what about a duvet instead" after "king duvet cover": bed linen named, the bed is still a king.
  if (paths.length === 0)
    return sizes.length > 0 && sizes.every(isBedSize) && BED_LINEN.test(own.text) ? [...sizes] : [];
  const sold = (size: string) => paths.every((path) => sells(path, size.toLowerCase(), kindSizes));
  return sizes.every(sold) ? [...sizes] : [];
}

/** `own` with what the last search asked of the shopper and the person carried, as the module comment says. */
export function swappedKind(
  own: SearchQuery,
  previous: SearchQuery,
  kindSizes: KindSizes = new Map(),
): SearchQuery {
  const samePerson = own.recipient === undefined && !names(own.filters, 'audience');
  const stated = statedFilters(previous);
  const carried: Record<string, unknown> = {};
  for (const name of kindSwap.keeps) {
    const group = groupOf(name);
    const value = stated[name as keyof SearchFilters];
    if (value === undefined || (group === 'audience' && !samePerson)) continue;
    if (
      group !== 'other' ? names(own.filters, group) : own.filters[name as keyof SearchFilters] !== undefined
    )
      continue;
    // Left out only because a child's audience gave way (grown-into.ts): not the shopper's.
    if (name === 'excludeAudience' && leftOutUnasked(previous)) continue;
    carried[name] = value;
  }
  const sizes = soldSizes(own, previous, kindSizes);
  if (sizes.length > 0) carried['sizes'] = sizes;
  const person = samePerson ? previous : own;
  return {
    ...own,
    filters: { ...(carried as SearchFilters), ...own.filters },
    sort: own.sort === 'relevance' ? previous.sort : own.sort,
    ...(person.recipient !== undefined && { recipient: person.recipient }),
    ...(person.audienceImplied === true && { audienceImplied: true }),
    ...(person.grownInto !== undefined && { grownInto: person.grownInto }),
    followUp: true,
  };
}
