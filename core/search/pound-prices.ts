/**
 * "pound(s)" as money: "jackets under 80 pounds", "between 30 and 90 pounds", spelt too ("under eighty pounds").
 * The word is far more often a weight ("100 pounds of sand"), so it is money only after a strong price cue or "between", ending its phrase, and only
 * where the shop states no weights (its measure families lack 'g'); there it is rewritten as pounds sterling
 * ("under £80"), which the price reader reads as any foreign amount: held to the shop's prices and named in its
 * currency. Where the shop gives weights, "under 80 pounds" stays a weight bound (measures.ts). Pure.
 */
import { spelledAmounts, speltAfterPattern } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { price } = queryDefaults;

const NUMBER = '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d{1,2})?';
const CUES = [price.maxBefore, price.minBefore, price.around, price.rangeBefore].flatMap(
  (cues) => cues.strong,
);
/** The end of a price phrase: the text's end, punctuation or a connector ("under 80 pounds for my son"). */
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|(?:${alternation(queryDefaults.filler.connectors)})${WORD_END}))`;
const POUNDS = new RegExp(
  `${WORD_START}(?<cue>${alternation(CUES)})(?<gap>\\s+(?:of\\s+)?)(?<low>${NUMBER})` +
    `(?:(?<join>\\s*(?:-|–|to|and)\\s*)(?<high>${NUMBER}))?\\s*(?:${alternation(price.poundWords)})` +
    `${WORD_END}${PHRASE_END}`,
  'giu',
);
/** A spelt amount after a cue, before "pounds": "under eighty pounds" reads as "under 80 pounds" would. */
const SPELT_POUNDS = speltAfterPattern(
  alternation(CUES),
  `\\s*(?:${alternation(price.poundWords)})${WORD_END}${PHRASE_END}`,
);
/** The family of weights (queryDefaults.measures.units), whose values make "pounds" a weight. */
const WEIGHT = 'g';

/** The text with "under 80 pounds" written "under £80" where the shop states no weights (`measureUnits`). */
export function poundsAsMoney(text: string, measureUnits: readonly string[]): string {
  if (measureUnits.includes(WEIGHT)) return text;
  const spelt = spelledAmounts(text, SPELT_POUNDS);
  // Its amount is in digits: a text without one (most requests) skips the pattern.
  if (!/\d/.test(spelt)) return spelt;
  return spelt.replace(POUNDS, (whole: string, ...args: unknown[]) => {
    const { cue, gap, low, join, high } = args.at(-1) as Record<string, string | undefined>;
    return `${cue}${gap}£${low}${high === undefined ? '' : `${join}£${high}`}`;
  });
}
