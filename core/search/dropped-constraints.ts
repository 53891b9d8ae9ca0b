/**
 * A conversation's request that takes back a constraint of its last search (`sessionId`): "remove the price
 * filter", "any price is fine", "colour doesn't matter", "any brand", "no budget", "for anyone"; or all of them:
 * "start over", "new search", "clear filters", "reset". Pure. The phrases go; the rest of the request is read against the last
 * search without those constraints (after a reset, alone). Lexicon: `queryDefaults.dropConstraints`.
 */
import {
  askedValues,
  constraintLabel,
  hasConstraint,
  joinWith,
  RELAXATION_ORDER,
} from './constraint-labels.ts';
import { agelessPerson } from './ageless-person.ts';
import { FOR_ANYONE } from './audience-words.ts';
import { leftOutUnasked } from './grown-into.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';
import { alternation, consume, termKey, termMatcher, WORD_END, WORD_START } from './text-tools.ts';

/** The constraints a request can take back by name. */
export type Droppable = 'price' | 'colors' | 'sizes' | 'brands' | 'audience';

export interface DroppedConstraints {
  /** "start over": every constraint and word of the last search goes. */
  all: boolean;
  constraints: Droppable[];
  /**
   * The constraints asked in other values ("any other colour?", "a different brand"): taken back, and the values
   * the last search asked for left out (see `otherThanBefore`).
   */
  others: Droppable[];
  /** The request without the phrases read. */
  rest: string;
}

const { dropConstraints: lexicon, followUpOpeners } = queryDefaults;

const NAMES = termMatcher(
  Object.entries(lexicon.names).flatMap(([constraint, spellings]) =>
    spellings.map((spelling) => [spelling, constraint] as const),
  ),
);
const any = (phrases: readonly string[]) => `(?:${alternation(phrases)})`;
const DETERMINER = `(?:${any(lexicon.determiners)}\\s+)?`;
const NOUN = `(?:\\s+${any(lexicon.nouns)})?`;
const NAME = `(?<name>${NAMES.source})${NOUN}`;
const INDIFFERENT = `[\\s,]+${any(lexicon.indifferent)}`;
/** Where a phrase may end: the request's end, punctuation, or a word that goes on to something else. */
const END = `(?=\\s*(?:$|[,.;:!?]|${any(lexicon.ends)}${WORD_END}))`;

/** Words after "but" that go on to a constraint of their own ("any colour but under 50"), not an exclusion. */
const PRICE_CUES = [
  'over',
  'below',
  'above',
  'less',
  'more',
  'between',
  'around',
  'about',
  'cheaper',
  'within',
];
/** "but" / "except" after "any colour": what follows is left out ("any colour but black": not black). */
const EXCEPT = `\\s+(?<except>but|except|other\\s+than)(?=\\s+(?!${any(lexicon.ends)}${WORD_END}|${any(PRICE_CUES)}${WORD_END})\\p{L})`;

const DROPS = [
  // "remove the price filter", "forget about my budget", "ignore the colour"
  `${any(lexicon.verbs)}\\s+${DETERMINER}${NAME}(?:${INDIFFERENT})?${END}`,
  // "any price", "any colour is fine", "all sizes"; "any colour but black" leaves out black (EXCEPT)
  `${any(lexicon.any)}\\s+${NAME}(?:${INDIFFERENT})?(?:${EXCEPT}|${END})`,
  // "any other colour?", "in a different colour", "other brands": taken back, and what was asked left out
  `(?:in\\s+)?${DETERMINER}${any(lexicon.others)}\\s+${NAME}${END}`,
  // "no budget", "no price limit"
  `${any(lexicon.none)}\\s+${NAME}${END}`,
  // "price doesn't matter", "the brand is not important"
  `${DETERMINER}${NAME}${INDIFFERENT}${END}`,
].map((source) => new RegExp(`${WORD_START}(?:${source})`, 'giu'));

const OTHERS = DROPS[2];
/** "for anyone", "for all genders": the audience taken back. */
const ANYONE = new RegExp(`${FOR_ANYONE}${END}`, 'giu');

const RESET = new RegExp(
  `(?:^|(?<=[,.;:!?]))\\s*(?:${any(followUpOpeners)}[\\s,]+)*${any(lexicon.reset)}${END}`,
  'giu',
);

/** The constraints `input` takes back, and what is left of it; undefined when it takes back none. */
export function readDropped(input: string): DroppedConstraints | undefined {
  let all = false;
  let rest = consume(input, RESET, () => {
    all = true;
  });
  const constraints = new Set<Droppable>();
  const others = new Set<Droppable>();
  rest = consume(rest, ANYONE, () => {
    constraints.add('audience');
  });
  for (const regex of DROPS) {
    rest = consume(rest, regex, (match) => {
      const name = NAMES.canonical.get(termKey(match.groups?.['name'] ?? ''));
      if (name === undefined) return false;
      constraints.add(name as Droppable);
      if (regex === OTHERS) others.add(name as Droppable);
      return match.groups?.['except'] === undefined ? true : ' not ';
    });
  }
  if (!all && constraints.size === 0) return undefined;
  return {
    all,
    constraints: [...constraints],
    others: [...others],
    rest: restOfRequest(rest),
  };
}

/** What a reader left of a request, as a request of its own: "; , but under 50" → "but under 50". */
export const restOfRequest = (rest: string): string =>
  rest
    .replace(/\s*;\s*/g, ' ')
    .replace(/^[\s,.;:!?]+/, '')
    .trim();

/** What taking back each constraint removes from the filters: a brand or audience left out goes too. */
const KEYS: Record<Droppable, (keyof SearchFilters)[]> = {
  price: ['priceMin', 'priceMax', 'currency'],
  colors: ['colors'],
  sizes: ['sizes'],
  brands: ['brands', 'excludeBrands'],
  audience: ['audience', 'excludeAudience'],
};

/**
 * `previous` without the constraints taken back, and those constraints as they were (`SearchQuery.dropped`,
 * only the ones it had and the shopper asked).
 */
export function withoutDropped(
  previous: SearchQuery,
  constraints: readonly Droppable[],
): { query: SearchQuery; dropped: SearchFilters; implied: boolean } {
  const filters: SearchFilters = { ...previous.filters };
  const dropped: SearchFilters = {};
  // Audiences relaxation left out were never asked: they go, unsaid ("any gender" after a son's "bigger sizes").
  const unasked = leftOutUnasked(previous);
  for (const key of constraints.flatMap((constraint) => KEYS[constraint])) {
    if (filters[key] === undefined) continue;
    if (!(key === 'excludeAudience' && unasked)) (dropped as Record<string, unknown>)[key] = filters[key];
    delete filters[key];
  }
  const { audienceImplied, grownInto, recipient, relaxedCeiling, relaxedFloor, ...rest } = previous;
  // A price taken back takes the bounds relaxation left out with it ("a bit more" next moves from none).
  const relaxed = constraints.includes('price') ? {} : { relaxedCeiling, relaxedFloor };
  const audienceGone = filters.audience === undefined && filters.excludeAudience === undefined;
  // The audience a person's age implied, taken back: their age goes too ("your son", not "your 12-year-old son").
  const person =
    recipient !== undefined && audienceImplied === true && audienceGone && constraints.includes('audience')
      ? agelessPerson(recipient)
      : recipient;
  return {
    query: {
      ...rest,
      ...(relaxed.relaxedCeiling !== undefined && { relaxedCeiling: relaxed.relaxedCeiling }),
      ...(relaxed.relaxedFloor !== undefined && { relaxedFloor: relaxed.relaxedFloor }),
      ...(person !== undefined && { recipient: person }),
      filters,
      ...(audienceImplied === true && !audienceGone && { audienceImplied }),
      ...(grownInto !== undefined && !audienceGone && { grownInto }),
    },
    dropped,
    implied: audienceImplied === true && dropped.audience !== undefined,
  };
}

/**
 * The constraints taken back as the chat names them: "under $100", "colour red", "brand Acme", "not by Acme"; an
 * audience only a person implied (`SearchQuery.droppedImplied`) as "kids' products only".
 */
export function droppedLabels(dropped: SearchFilters, audienceImplied = false): string[] {
  const labels = RELAXATION_ORDER.filter((constraint) => hasConstraint(dropped, constraint)).map(
    (constraint) => constraintLabel(dropped, constraint, audienceImplied),
  );
  const without = dropped.excludeTerms ?? [];
  const notBy = dropped.excludeBrands ?? [];
  const notFor = askedValues({ audience: dropped.excludeAudience ?? [] }, 'audience');
  return [
    ...labels,
    ...(without.length > 0 ? [`without ${joinWith(without, 'or')}`] : []),
    ...(notBy.length > 0 ? [`not by ${joinWith(notBy, 'or')}`] : []),
    ...(notFor.length > 0 ? [`not for ${joinWith(notFor, 'or')}`] : []),
  ];
}

/** The values asked in other values are left out: colours and brands ("any other colour?" after "black …"). */
const LEFT_OUT: readonly Droppable[] = ['colors', 'brands'];

/**
 * What "any other colour?" leaves out of the last search, as words to read with the rest of the request ("not
 * black"); empty when it asked for none of them.
 */
export function otherThanBefore(previous: SearchQuery, others: readonly Droppable[]): string {
  const values = LEFT_OUT.filter((constraint) => others.includes(constraint)).flatMap((constraint) =>
    askedValues(previous.filters, constraint),
  );
  return values.length === 0 ? '' : `not ${joinWith(values, 'or')}`;
}
