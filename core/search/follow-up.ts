/**
 * Follow-ups in a conversation (`sessionId`). Pure. A request that names nothing new to search for ("under $100",
 * "in brown", "waterproof ones", "cheaper") narrows the session's last search: its words and constraints stay,
 * the request's own constraints replace theirs, and its sort stays unless the request asks for another.
 * "cheaper" / "more expensive" / "similar" are relative to the viewed product when there is one (see
 * page-context.ts), else they sort by price. A request with words of its own starts afresh.
 */
import type { Product } from '../schemas/product.ts';
import { followedFilters, ownsAudience } from './audience-follow-up.ts';
import { carriedConstraints } from './carried-constraints.ts';
import { steppedFromList } from './measure-step.ts';
import { nearKept } from './near-kept.ts';
import { withoutOpposedFeature } from './opposed-feature.ts';
import { beyondTitle, measureWords, ownSubject } from './own-subject.ts';
import { applyRelation } from './page-context.ts';
import { quantitiesFollowed } from './quantity-follow-up.ts';
import { queryDefaults } from './query-defaults.ts';
import type {
  ContextRelation,
  MeasureSort,
  QueryContext,
  SearchFilters,
  SearchQuery,
} from './search-query.ts';
import { alternation, escapeRegExp, WORD_END, WORD_START } from './text-tools.ts';

/**
 * A request opening with "with" ("with a hood"), or with a word pointing back before it ("one with a hood",
 * "something with more insulation", "ok, the same but with a hood"): it adds to the last search
 * (queryDefaults.followUpLeads, followUpPointers, followUpOpeners).
 */
const FOLLOW_UP_LEAD = new RegExp(
  `^(?:(?:${alternation(queryDefaults.followUpOpeners)})[\\s,]+)*` +
    `(?:(?:${alternation(queryDefaults.followUpPointers)})\\s+)?(?:${alternation(queryDefaults.followUpLeads)})\\s`,
  'iu',
);

/** True when the request opens as an addition to the last search ("with a hood", "one with a hood"). */
export const opensFollowUp = (input: string): boolean => FOLLOW_UP_LEAD.test(input);

/**
 * True when `own` names nothing beyond what `previous` searched for (or its materials and features). A request
 * swapping the kind (`swaps`: "what about a duvet instead" after "king duvet cover") that names only part of the
 * last search's name asks that other kind, not a narrower list (kind-swap.ts): "duvet" is no "duvet cover".
 */
export const isFollowUp = (own: SearchQuery, previous: SearchQuery, swaps = false): boolean =>
  ownSubject(own, previous.text).length === 0 &&
  !(swaps && ownSubject(own, '').length > 0 && beyondTitle(previous.text, own.text).length > 0);

/**
 * The words the last search had relaxed (SearchQuery.relaxedWords: a feature relaxed, and said so) still only rank,
 * unless the request asks them again ("waterproof ones").
 */
function relaxedWordsKept(previous: SearchQuery, own: SearchQuery): Pick<SearchQuery, 'relaxedWords'> {
  const asked = [...(own.filters.features ?? []), ...(own.filters.materials ?? [])].map((value) =>
    value.toLowerCase(),
  );
  const said = (word: string) =>
    new RegExp(`${WORD_START}${escapeRegExp(word)}${WORD_END}`, 'iu').test(own.text) ||
    asked.includes(word.toLowerCase());
  const kept = (previous.relaxedWords ?? []).filter((word) => !said(word));
  return kept.length > 0 ? { relaxedWords: kept } : {};
}

/** The words of `text` before `connector` ("with", "for"), lower-case; none where it does not say it. */
function wordsBefore(text: string, connector: string): string[] {
  const at = new RegExp(`${WORD_START}${escapeRegExp(connector)}${WORD_END}`, 'iu').exec(text)?.index;
  return at === undefined ? [] : text.slice(0, at).toLowerCase().split(/\s+/u);
}

/** The built-in features a superlative spells ("lightest": lightweight; "warmest": warm), lower-case. */
const SUPERLATIVE_FEATURES = new Set(
  Object.entries(queryDefaults.features)
    .filter(([, spellings]) => spellings.some((spelling) => /^(?:most\s+\S+|\S+est)$/iu.test(spelling)))
    .map(([feature]) => feature.toLowerCase()),
);

/**
 * The last search's measure order stays unless the request sorts anew or asks for a feature a superlative spells
 * that the list did not ("lighter ones", "which is lighter?" after "which packs smaller?": the lightweight tents,
 * no longer smallest first).
 */
function keepsMeasure(previous: SearchQuery, own: SearchQuery): boolean {
  if (own.sort !== 'relevance') return false;
  const listed = new Set((previous.filters.features ?? []).map((feature) => feature.toLowerCase()));
  return !(own.filters.features ?? []).some(
    (feature) => SUPERLATIVE_FEATURES.has(feature.toLowerCase()) && !listed.has(feature.toLowerCase()),
  );
}

/** A group's order carried on, its count no longer asked ("under 150" after "tent for a family"). */
function withoutUncounted(sort: MeasureSort): MeasureSort {
  if (sort.uncounted !== true) return sort;
  const { uncounted: _uncounted, ...carried } = sort;
  return carried;
}

/**
 * A party's fewest count is asked of the turn that said it only ("tent for us and the kids"): carried on ("under
 * 150" after it) the room stays and the chat no longer asks how many they are.
 */
function fewestAskedOnce(filters: SearchFilters, own: SearchQuery): SearchFilters {
  const said = new Set(own.filters.measures ?? []);
  const measures = filters.measures;
  if (measures === undefined || !measures.some((bound) => bound.fewest === true && !said.has(bound)))
    return filters;
  return {
    ...filters,
    measures: measures.map((bound) => {
      if (said.has(bound)) return bound;
      const { fewest: _fewest, ...carried } = bound;
      return carried;
    }),
  };
}

/**
 * A use said after "for" keeps all its words, those the last search named too: "for hot yoga" after "yoga mat" is
 * "yoga mat for hot yoga" (it had been "yoga mat for hot"). Only where the words left are all the use's.
 */
function usedWhole(own: SearchQuery, connector: string | undefined, after: string[]): string[] {
  const use = connector === 'for' ? own.useFor?.toLowerCase().split(/\s+/u) : undefined;
  if (use === undefined || after.length === 0) return after;
  return after.every((word) => use.includes(word.toLowerCase())) ? use : after;
}

/** `own` (parsed without its page-leaning words, `reference`) as a narrowing of `previous`. */
export function followUp(
  last: SearchQuery,
  asked: SearchQuery,
  reference: ContextRelation | undefined,
  product: Product | undefined,
  /** "with" / "for" when the request's new words came after it ("with a hood"): they follow the last search's. */
  connector?: string,
  /** The request adds the audience it names to the last search's ("for women too"; audience-follow-up.ts). */
  widens = false,
): SearchQuery {
  // "heavier ones" after "light sneakers": no longer lightweight ones.
  // "what about 2 person" after "tents for 4 people": 2 people, no longer 4.
  const { previous, own } = quantitiesFollowed(withoutOpposedFeature(last, asked.text), asked);
  const relation = reference ?? 'refine';
  const relative = product !== undefined && relation !== 'refine';
  const context: QueryContext | undefined = relative
    ? {
        title: product.title,
        productId: product.id,
        ...(product.price !== undefined && { price: product.price }),
        relation,
        fromPage: previous.context?.productId === product.id && previous.context.fromPage,
      }
    : previous.context;
  // New describing words go before the last search's ("trail running shoes"); measures ("tents 2 people") and
  // words after "with" / "for" ("tents with hood") after them; a feature said before "for" goes before ("lighter
  // ones for hiking" after "backpacks": "lightweight backpacks for hiking").
  const added = beyondTitle(own.text, previous.text);
  const measures = measureWords(own.text);
  const ahead = connector === undefined ? undefined : wordsBefore(own.text, connector);
  const before = added.filter(
    (word) => !measures.has(word) && (ahead === undefined || ahead.includes(word.toLowerCase())),
  );
  const rest = added.filter((word) => !before.includes(word));
  // The connector said once: "lightweight backpacks for hiking", not "… for for hiking".
  const after = usedWhole(
    own,
    connector,
    connector !== undefined && rest[0] === connector ? rest.slice(1) : rest,
  );
  const who = own.recipient !== undefined ? own : previous;
  const audienceOf = ownsAudience(previous, own) ? own : previous;
  const restatesPrice = own.filters.priceMin !== undefined || own.filters.priceMax !== undefined;
  const text = [
    ...before,
    previous.text,
    // Only after words: "pillow" after the popular picks, not "with pillow".
    ...(connector !== undefined && after.length > 0 && previous.text.trim() !== '' ? [connector] : []),
    ...after,
  ]
    .join(' ')
    .trim();
  const sortKept =
    own.measureSort ??
    (keepsMeasure(previous, own) && previous.measureSort !== undefined
      ? withoutUncounted(previous.measureSort)
      : undefined);
  const query: SearchQuery = {
    text,
    filters: fewestAskedOnce(followedFilters(previous, own, widens), own),
    sort: own.sort === 'relevance' ? previous.sort : own.sort,
    // "which one is the lightest?": the request's own superlative, else the last search's unless it sorts anew or
    // asks another measure as its feature ("lighter ones" where no tent states a weight: lightweight ones).
    ...(sortKept !== undefined && { measureSort: sortKept }),
    ...(context !== undefined && { context }),
    // "mid-range ones" after "watches": the middle third of the watches' prices (price-tier.ts).
    ...(own.priceTier !== undefined && { priceTier: own.priceTier }),
    // "for my wife" after "… for my 12 year old son": the person named now is whom the search is for.
    ...(who.recipient !== undefined && { recipient: who.recipient }),
    ...(who.interest === true && { interest: true }),
    // "under 100" after "something for a hike": still products for a hike, as the words searched still are.
    ...((own.useFor ?? previous.useFor) !== undefined && { useFor: own.useFor ?? previous.useFor }),
    ...((own.keptFor ?? previous.keptFor) !== undefined && { keptFor: own.keptFor ?? previous.keptFor }),
    ...(own.factsTold !== undefined && { factsTold: own.factsTold }),
    ...(own.factAsked !== undefined && { factAsked: own.factAsked }),
    ...(own.tripAside !== undefined && { tripAside: own.tripAside }),
    ...(own.impliedFeatures !== undefined && {
      impliedFeatures: [...new Set([...(previous.impliedFeatures ?? []), ...(own.impliedFeatures ?? [])])],
    }),
    ...(audienceOf.audienceImplied === true && { audienceImplied: true }),
    // A son's sex goes with the audience it was read with ("for my wife" next names another).
    ...(audienceOf.grownInto !== undefined && { grownInto: audienceOf.grownInto }),
    // A bound the last search relaxed stays the one a budget moved moves, until the request names a price of its own.
    ...(!restatesPrice &&
      previous.relaxedCeiling !== undefined && { relaxedCeiling: previous.relaxedCeiling }),
    ...(!restatesPrice && previous.relaxedFloor !== undefined && { relaxedFloor: previous.relaxedFloor }),
    ...relaxedWordsKept(previous, own),
    // "in black" after "watch with 42mm case": still the 42 mm case first (near-kept.ts).
    ...nearKept(previous, own, text),
    // "in black" after "running shirts": "running" still only modifies the shirts (modifier-category.ts).
    ...((previous.modifierWords ?? own.modifierWords) !== undefined && {
      modifierWords: [...new Set([...(previous.modifierWords ?? []), ...(own.modifierWords ?? [])])],
    }),
    followUp: true,
  };
  // "bigger" after "backpack 20L": bigger than 20L, the next size up first (measure-step.ts).
  const related = applyRelation(steppedFromList(previous, query, own), relation, product);
  const carried = carriedConstraints(previous, related);
  return carried.length > 0 ? { ...related, carried } : related;
}
