/**
 * The price patterns and the tiers of their cues: how "under 50", "150 max", "between 150 and 300", "about 100",
 * "200 or so" and a bare "$40" are found, and how firmly each cue makes a bare number a price (price-phrases.ts
 * decides with what follows it, price-followers.ts). Pure.
 */
import { NUMBER_WORDS } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { amount } from './price-amount.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { price } = queryDefaults;

type Cues = { strong: string[]; atEnd: string[]; weak: string[] };
const weak = (cues: string[]): Cues => ({ strong: [], atEnd: [], weak: cues });
/** How a cue reads a bare number: a price, a price only ending its phrase, or no price (currency needed). */
export type Tier = 'strong' | 'atEnd' | 'weak';

export const LEAD = `(?:(?<lead>${alternation(price.lead)})\\s+)?`;
/** A degree before a cue goes with the bound, which it leaves as it is: "a bit cheaper than 50" is under $50. */
export const DEGREE = `(?:(?:${alternation(price.boundDegrees)})\\s+)?`;
export const allCues = (cues: Cues) => [...cues.strong, ...cues.atEnd, ...cues.weak];
const cueSource = (cues: Cues) => alternation(allCues(cues));

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

export type Kind = 'range' | 'max' | 'min' | 'around' | 'amount';
export interface PricePattern {
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
/**
 * Between a bound's cue and its amount: an approximation, which leaves the bound as it is, and an article ("under
 * about $100" is under $100, it had been $80 to $120 with "under" searched; "budget of 100", "less than a 100 bucks").
 */
const ARTICLE = `(?:(?:${alternation(allCues(price.around))})\\s*)?(?:(?:of|a)\\s+)?`;
/** "ish" after a bound's amount is no band: "no more than 120ish" is at most 120 (it had been 96 to 144). */
const ISH = '(?:[\\s-]*ish(?![\\p{L}\\p{N}]))?';
const MONEY_EDGE = '(?![\\p{L}\\p{N}])';

/**
 * Order matters: ranges before single bounds, "nothing over" (max) before "over" (min), "about 200 or so" before
 * "about 200", bare amounts last.
 */
export const PATTERNS: PricePattern[] = [
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
