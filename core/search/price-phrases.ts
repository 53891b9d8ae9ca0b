/**
 * Reads price phrases: "under $50", "below 80 dollars", "$30-$90", "between 150 and 300", "over 100",
 * "around 200", "nothing over $60", "max $40", "€1,299.99", "under twenty bucks", "up to 150", "200 or so"…
 * A bare number is a price only after a strong cue ("under 50") or an at-end one ("up to 150", "about 100") and
 * when it ends its phrase ("more than 2 pockets" counts pockets) or, after a ceiling cue, a kind the shop sells
 * follows it ("under 50 running shoes"); otherwise it needs a currency. A quantity ("8 ounce", "2 pack", "20L") is
 * never a price.
 */
import type { Draft } from './draft.ts';
import { NUMBER_WORDS, spelledAmounts, speltAfterPattern } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { amount, amountOf, PREFIXES, sourceOf, type Amount } from './price-amount.ts';
import { poundsAsMoney } from './pound-prices.ts';
import { opensWithKind } from './price-before-kind.ts';
import { alternation, consume, termKey, WORD_END, WORD_START, type TermMatcher } from './text-tools.ts';

const { price } = queryDefaults;

type Cues = { strong: string[]; atEnd: string[]; weak: string[] };
const weak = (cues: string[]): Cues => ({ strong: [], atEnd: [], weak: cues });
/** How a cue reads a bare number: a price, a price only ending its phrase, or no price (currency needed). */
type Tier = 'strong' | 'atEnd' | 'weak';

const LEAD = `(?:(?<lead>${alternation(price.lead)})\\s+)?`;
/** A degree before a cue goes with the bound, which it leaves as it is: "a bit cheaper than 50" is under $50. */
const DEGREE = `(?:(?:${alternation(price.boundDegrees)})\\s+)?`;
const allCues = (cues: Cues) => [...cues.strong, ...cues.atEnd, ...cues.weak];
const cueSource = (cues: Cues) => alternation(allCues(cues));
const UNIT_AFTER = new RegExp(
  `^(?:[\\p{L}]|\\s*(?:[/x×%]\\s*\\d|%)|\\s*(?:${alternation(price.units)})(?![\\p{L}\\p{N}]))`,
  'iu',
);
const PREPOSITION_FOLLOWERS = [
  ...price.inBefore,
  ...Object.entries(queryDefaults.colours.families).flatMap(([head, members]) => [head, ...members]),
  ...Object.entries(queryDefaults.colours.spellings).flat(2),
  ...Object.entries(queryDefaults.materials).flatMap(([name, spellings]) => [name, ...spellings]),
];
/** "in" as a preposition after a number ("under 100 in blue"), not the unit of "55 in tv". */
const IN_PREPOSITION = new RegExp(
  `^\\s*in\\s+(?:${alternation(PREPOSITION_FOLLOWERS)})(?![\\p{L}\\p{N}])`,
  'iu',
);
/**
 * What may follow a bare-number price: the end of the phrase, a connector or another cue ("under 50 for him"), or
 * a built-in colour, material or feature, which describe the product, not a count ("speaker under 50
 * waterproof", "under 50 blue").
 */
const FOLLOWERS = [
  ...queryDefaults.filler.connectors,
  ...PREPOSITION_FOLLOWERS.filter((word) => !price.inBefore.includes(word)),
  ...Object.entries(queryDefaults.features).flatMap(([name, spellings]) => [name, ...spellings]),
  ...queryDefaults.sizes.cueWords,
  ...[price.maxBefore, price.minBefore, price.around].flatMap(allCues),
];
const PHRASE_END_SOURCE = `\\s*(?:$|[,;.!?)]|(?:${alternation(FOLLOWERS)})(?![\\p{L}\\p{N}]))`;
const PHRASE_END = new RegExp(`^${PHRASE_END_SOURCE}`, 'iu');
/** A spelt amount after a strong cue, ending its phrase: "shoes for under a hundred", "less than fifty". */
const SPELT_AFTER_CUE = speltAfterPattern(
  alternation([price.maxBefore, price.minBefore, price.around].flatMap((cues) => cues.strong)),
  PHRASE_END_SOURCE,
);
/**
 * A bound opening a text: a degree, a cue and an amount, in digits or words ("more than 80", "just under 100", "more
 * than fifty"). Its words are this reader's, whatever else they may be ("more" points back elsewhere).
 */
const OPENS_BOUND = new RegExp(
  `^${DEGREE}(?:${alternation([price.maxBefore, price.minBefore, price.around].flatMap(allCues))})\\s*` +
    `(?:of\\s+)?(?:(?:a\\s+)?${amount('a')}|(?:a\\s+)?(?:${NUMBER_WORDS}|hundred|thousand)${WORD_END})`,
  'iu',
);
export const opensPriceBound = (text: string): boolean => OPENS_BOUND.test(text);
const wordsBefore = (words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alternation(words)})\\s*:?\\s*$`, 'iu');
/** A number after a size, an age, a rating or reviews is no price: "sizes from 8 to 10", "reviews >1000". */
const NOT_PRICE_BEFORE = wordsBefore(price.notPriceBefore);
/** A small number after "for", "sleeps", "seats"… counts: "tent for up to 10", "a tent for 10 or so". */
const COUNT_BEFORE = wordsBefore(price.countBefore);
/** After a count verb a small bare number counts whatever its cue: "sleeps at least 3", "seats over 4". */
const COUNT_VERB_BEFORE = wordsBefore(price.countVerbs);
/** A number after a person or an age word is an age: "he's about 10", "who is 12ish", "kids from 10 to 14". */
const AGE_BEFORE = wordsBefore(price.ageBefore);
const PRICE_WORD_IS = new RegExp(`(?:${alternation(price.priceWords)})\\s+(?:is|are)\\s*$`, 'iu');
const MONEY_EDGE = '(?![\\p{L}\\p{N}])';
const STYLE_AFTER = new RegExp(`^[\\s-]*(?:${alternation(price.styleWords)})(?![\\p{L}\\p{N}])`, 'iu');
const LETTERS_ONLY = /^\p{L}+$/u;
const DIGIT = /\d/;

type Kind = 'range' | 'max' | 'min' | 'around' | 'amount';
interface PricePattern {
  kind: Kind;
  regex: RegExp;
  /** The tier of the matched cue (group `cue`); a pattern without one needs a currency. */
  tier: (cue: string | undefined) => Tier;
  /** The smallest bare number an `atEnd` cue of this pattern makes a price. */
  minimum: number;
}

const tierOf = (cues: Cues): PricePattern['tier'] => {
  const strong = new Set(cues.strong.map(termKey));
  const atEnd = new Set(cues.atEnd.map(termKey));
  return (cue) => {
    const key = cue === undefined ? undefined : termKey(cue);
    return key === undefined ? 'weak' : strong.has(key) ? 'strong' : atEnd.has(key) ? 'atEnd' : 'weak';
  };
};
const pattern = (
  kind: Kind,
  source: string,
  cues: Cues = weak([]),
  minimum: number = price.atEndMinimum,
): PricePattern => ({ kind, regex: new RegExp(source, 'giu'), tier: tierOf(cues), minimum });
const RANGE_JOIN = '\\s*(?:-|–|—|to|and|&)\\s*';
/** Between a bound's cue and its amount: "budget of 100", "less than a 100 bucks" (it had read "a 100" as about 100). */
const ARTICLE = '(?:(?:of|a)\\s+)?';
/** "ish" after a bound's amount is no band: "no more than 120ish" is at most 120 (it had been 96 to 144). */
const ISH = '(?:[\\s-]*ish(?![\\p{L}\\p{N}]))?';

/**
 * Order matters: ranges before single bounds, "nothing over" (max) before "over" (min), "about 200 or so" before
 * "about 200", bare amounts last.
 */
const PATTERNS: PricePattern[] = [
  pattern(
    'range',
    `${WORD_START}${LEAD}(?<cue>${cueSource(price.rangeBefore)})\\s+${amount('a')}${RANGE_JOIN}${amount('b')}`,
    price.rangeBefore,
  ),
  pattern('range', `${amount('a')}\\s*(?:-|–|—|to)\\s*${amount('b')}`),
  pattern(
    'max',
    `${WORD_START}${LEAD}${DEGREE}(?<cue>${cueSource(price.maxBefore)})\\s*${ARTICLE}${amount('a')}${ISH}`,
    price.maxBefore,
  ),
  pattern(
    'max',
    `${amount('a')}\\s*(?<cue>${cueSource(price.maxAfter)})${MONEY_EDGE}`,
    price.maxAfter,
    price.maxAfterMinimum,
  ),
  pattern(
    'min',
    `${WORD_START}${LEAD}${DEGREE}(?<cue>${cueSource(price.minBefore)})\\s*${ARTICLE}${amount('a')}${ISH}`,
    price.minBefore,
  ),
  pattern('min', `${amount('a')}\\s*(?<cue>${cueSource(weak(price.minAfter))})${MONEY_EDGE}`),
  pattern(
    'around',
    `${WORD_START}${LEAD}(?:(?:${cueSource(price.around)})\\s*)?${amount('a')}[\\s-]*` +
      `(?<cue>${cueSource(price.aroundAfter)})${MONEY_EDGE}`,
    price.aroundAfter,
  ),
  pattern(
    'around',
    `${WORD_START}${LEAD}${DEGREE}(?<cue>${cueSource(price.around)})\\s*${amount('a')}`,
    price.around,
  ),
  pattern('amount', `${WORD_START}${LEAD}${amount('a')}`),
];

const cents = (value: number): number => Math.round(value * 100) / 100;

function apply(draft: Draft, kind: Kind, amounts: Amount[]): void {
  const { filters } = draft;
  const lowerMax = (value: number) =>
    (filters.priceMax = Math.min(filters.priceMax ?? Infinity, cents(value)));
  const raiseMin = (value: number) =>
    (filters.priceMin = Math.max(filters.priceMin ?? -Infinity, cents(value)));
  const values = amounts.map((found) => found.value);
  const band = (value: number) => {
    raiseMin(value * (1 - price.aroundTolerance));
    lowerMax(value * (1 + price.aroundTolerance));
  };
  const [first = 0, second = first] = values;
  if (kind === 'range') {
    raiseMin(Math.min(first, second));
    lowerMax(Math.max(first, second));
  } else if (kind === 'max') lowerMax(first);
  else if (kind === 'min') raiseMin(first);
  else if (kind === 'around' || price.bareCurrencyAmount === 'around') band(first);
  else lowerMax(first);
  const currency = amounts.find((found) => found.currency !== undefined)?.currency;
  if (currency !== undefined && filters.currency === undefined) filters.currency = currency;
}

/** After a count word a small number counts ("for up to 10"); after a person or age word it is an age. */
const countOrAge = (before: string, largest: number): boolean =>
  (COUNT_BEFORE.test(before) && largest < price.countCeiling) ||
  (AGE_BEFORE.test(before) && !PRICE_WORD_IS.test(before));

/** The currency symbols (and spellings holding one, "us$"), which a dangling cue ends with. */
const SYMBOLS = sourceOf(PREFIXES.filter((spelling) => /[^a-z]/i.test(spelling)));
/** A cue and a currency symbol with no amount ("under $", "below €"): half-typed, removed so no word is left. */
const DANGLING = new RegExp(
  `${WORD_START}${LEAD}${DEGREE}(?:${alternation(
    [price.maxBefore, price.minBefore, price.around, price.rangeBefore].flatMap(allCues),
  )})\\s*(?:${SYMBOLS})(?!\\s*\\p{N})`,
  'giu',
);
/** A symbol alone, which most requests lack: tested before DANGLING, whose lookbehind is tried at every character. */
const SYMBOL_SAID = new RegExp(SYMBOLS, 'iu');

/**
 * Removes every price phrase from the text and sets priceMin / priceMax (and currency when named). "pounds" is
 * money only where the shop's measure families (`measureUnits`) hold no weights (pound-prices.ts). A bare number
 * after a strong ceiling cue is a price before a kind the shop sells too (`kinds`, its categories): "under 50
 * running shoes", "50 or less tents" (`price.bareNumberBeforeKind`).
 */
export function readPrices(draft: Draft, measureUnits: readonly string[] = [], kinds?: TermMatcher): void {
  draft.rest = poundsAsMoney(spelledAmounts(spelledAmounts(draft.rest), SPELT_AFTER_CUE), measureUnits);
  // Every pattern holds an amount in digits: a text without one (most requests) skips them all.
  const patterns = DIGIT.test(draft.rest) ? PATTERNS : [];
  for (const { kind, regex, tier: tierFor, minimum } of patterns) {
    const text = draft.rest;
    draft.rest = consume(text, regex, (match) => {
      const groups = match.groups ?? {};
      const amounts = ['a', 'b'].flatMap((tag) => amountOf(groups, tag) ?? []);
      if (amounts.length === 0) return false;
      const hasCurrency = amounts.some((found) => found.currency !== undefined);
      const tier = tierFor(groups['cue']);
      if (!hasCurrency && tier === 'weak') return false;
      const end = match.index + match[0].length;
      const after = text.slice(end);
      const suffix = groups['bsuf'] ?? groups['asuf'];
      if (suffix !== undefined && LETTERS_ONLY.test(suffix) && STYLE_AFTER.test(after)) return false;
      const unit = UNIT_AFTER.test(after) && !IN_PREPOSITION.test(after);
      const endsPhrase =
        PHRASE_END.test(after) ||
        (price.bareNumberBeforeKind && kind === 'max' && tier === 'strong' && opensWithKind(after, kinds));
      const before = text.slice(0, match.index) + (groups['lead'] ?? '');
      const largest = Math.max(...amounts.map((found) => found.value));
      const quantity =
        unit ||
        (price.bareNumberEndsPhrase && !endsPhrase) ||
        (tier === 'atEnd' && (!endsPhrase || largest < minimum || countOrAge(before, largest)));
      const counted = COUNT_VERB_BEFORE.test(before) && largest < price.countCeiling;
      if (!hasCurrency && (quantity || counted || NOT_PRICE_BEFORE.test(before))) return false;
      // A negative or absurd amount is no price: its phrase is read and dropped, and sets no bound. Without a
      // currency a negative number is no amount at all ("sleeping bag under -5" may be degrees).
      if (amounts.some((found) => found.absurd))
        return hasCurrency || !amounts.some((found) => found.negative);
      apply(draft, kind, amounts);
      return true;
    });
  }
  if (SYMBOL_SAID.test(draft.rest)) draft.rest = draft.rest.replace(DANGLING, ' ');
  const { priceMin, priceMax } = draft.filters;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    draft.filters.priceMin = priceMax;
    draft.filters.priceMax = priceMin;
  }
}
