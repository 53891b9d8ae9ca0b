/**
 * Reads price phrases: "under $50", "below 80 dollars", "$30-$90", "between 150 and 300", "over 100",
 * "around 200", "nothing over $60", "max $40", "€1,299.99", "under twenty bucks", "up to 150", "200 or so"…
 * A bare number is a price only after a strong cue ("under 50") or an at-end one ("up to 150", "about 100") and
 * when it ends its phrase ("more than 2 pockets" counts pockets) or, after a ceiling cue, a kind the shop sells
 * follows it ("under 50 running shoes"); otherwise it needs a currency. A quantity ("8 ounce", "2 pack", "20L") is
 * never a price. The patterns and their cues' tiers are price-cues.ts', what may follow a number price-followers.ts'.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { Draft } from './draft.ts';
import { spelledAmounts, speltAfterPattern } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { amountOf, PREFIXES, sourceOf, type Amount } from './price-amount.ts';
import { poundsAsMoney } from './pound-prices.ts';
import { closesWithKind, opensWithKind } from './price-before-kind.ts';
import { isUnnamedCue } from './price-cue-names.ts';
import { allCues, DEGREE, LEAD, PATTERNS, type Kind } from './price-cues.ts';
import { IN_PREPOSITION, PHRASE_END, PHRASE_END_SOURCE, UNIT_AFTER } from './price-followers.ts';
import { alternation, consume, WORD_START } from './text-tools.ts';

const { price } = queryDefaults;

/** A spelt amount after a strong cue, ending its phrase: "shoes for under a hundred", "less than fifty". */
const SPELT_AFTER_CUE = speltAfterPattern(
  alternation([price.maxBefore, price.minBefore, price.around].flatMap((cues) => cues.strong)),
  PHRASE_END_SOURCE,
);
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
const STYLE_AFTER = new RegExp(`^[\\s-]*(?:${alternation(price.styleWords)})(?![\\p{L}\\p{N}])`, 'iu');
const LETTERS_ONLY = /^\p{L}+$/u;
const DIGIT = /\d/;
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
 * after a strong ceiling cue is a price before a kind the shop sells too (`categories`' words): "under 50
 * running shoes", "50 or less tents" (`price.bareNumberBeforeKind`). "max" before a bare number is a price after a
 * kind the shop sells where `cueNames` (its titles' and brands' words) lack it ("boots max 120"; not "Air Max 90").
 * "pounds" is a weight whatever the shop states after `Draft.poundsWeigh` (pounds-weighed.ts).
 */
export function readPrices(
  draft: Draft,
  measureUnits: readonly string[] = [],
  categories?: CategoryLexicon,
  cueNames: ReadonlySet<string> = new Set(),
): void {
  const spelt = spelledAmounts(spelledAmounts(draft.rest), SPELT_AFTER_CUE);
  draft.rest = draft.poundsWeigh === true ? spelt : poundsAsMoney(spelt, measureUnits);
  // Every pattern holds an amount in digits: a text without one (most requests) skips them all.
  const patterns = DIGIT.test(draft.rest) ? PATTERNS : [];
  for (const { kind, regex, tier: tierFor, minimum: least } of patterns) {
    const text = draft.rest;
    draft.rest = consume(text, regex, (match) => {
      const groups = match.groups ?? {};
      const amounts = ['a', 'b'].flatMap((tag) => amountOf(groups, tag) ?? []);
      if (amounts.length === 0) return false;
      const hasCurrency = amounts.some((found) => found.currency !== undefined);
      // "max 120" where no title or brand holds "max" reads as "up to 120" (price-cue-names.ts).
      const unnamed =
        kind === 'max' &&
        isUnnamedCue(groups['cue'], cueNames) &&
        closesWithKind(text.slice(0, match.index), categories);
      const tier = unnamed ? 'atEnd' : tierFor(groups['cue']);
      const minimum = unnamed ? Math.max(least, price.maxAfterMinimum) : least;
      if (!hasCurrency && tier === 'weak') return false;
      const end = match.index + match[0].length;
      const after = text.slice(end);
      const suffix = groups['bsuf'] ?? groups['asuf'];
      if (suffix !== undefined && LETTERS_ONLY.test(suffix) && STYLE_AFTER.test(after)) return false;
      const unit = UNIT_AFTER.test(after) && !IN_PREPOSITION.test(after);
      const endsPhrase =
        PHRASE_END.test(after) ||
        (price.bareNumberBeforeKind &&
          kind === 'max' &&
          tier === 'strong' &&
          opensWithKind(after, categories));
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
