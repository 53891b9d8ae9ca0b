/**
 * A comparison with the shopper's own things: "boots warmer than my old ones", "a jacket lighter than the one I
 * have", "warmer than my current one" (`measures.thanComparatives.own`). The things compared with are no product to
 * search ('No product mentions "old"'), so "than …" goes; the comparative asks for its plain quality, said as a
 * clause the describing-clause reader puts before the product ("boots that are warm": "warm boots"): a feature's
 * ("warmer": warm, as "warm boots" is read; FEATURE_COMPARATIVES) or a measure's plain adjective ("lighter": light,
 * lightweight where no product states a weight; `measures.positives`). Another measure's comparative goes
 * ("bigger than my old ones" bounds nothing known); any other stays as typed ("cheaper" orders by price). Read first of all the readers. Pure.
 */
import type { Draft } from './draft.ts';
import { FEATURE_COMPARATIVES, MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { measures, features } = queryDefaults;
const { possessives, pointers, owners } = measures.thanComparatives.own;
/** Up to three words, to the end of the phrase (the end, a break or a word such as "under" or "for"). */
const WORDS_TO_END = `(?:\\s+[\\p{L}'’]+){0,3}?(?=\\s*(?:$|[^\\p{L}\\p{N}\\s'’]|(?:${alternation(measures.countEnds)})${WORD_END}))`;
const OWN =
  `(?:(?:${alternation(possessives)})${WORD_END}${WORDS_TO_END}` +
  `|(?:${alternation(pointers)})\\s+(?:(?:that|which)\\s+)?(?:${alternation(owners)})${WORD_END}${WORDS_TO_END})`;
const COMPARISON = new RegExp(
  `${WORD_START}(?:(?<degree>${alternation(measures.comparativeDegrees)})\\s+)?` +
    `(?<word>\\p{L}+)\\s+than\\s+${OWN}`,
  'giu',
);
const THAN = /than/iu;

/** The feature a superlative spells ("warmest": warm). */
const FEATURE_OF = new Map(
  Object.entries(features).flatMap(([feature, spellings]) =>
    [feature, ...spellings].map((spelling) => [spelling, feature] as const),
  ),
);
/**
 * The plain adjective of a measure's superlative ("lightest": light); none of a size ("bigger than my old ones"
 * asks for no size known).
 */
const POSITIVE_OF = new Map(
  Object.entries(measures.positives)
    .filter(([, superlative]) => !measures.superlatives[superlative]?.words.includes('size'))
    .map(([positive, superlative]) => [superlative, positive] as const),
);

/** The plain quality a comparative asks for ("warmer": warm, "lighter": light), if it has one. */
function plainOf(word: string): string | undefined {
  const feature = FEATURE_COMPARATIVES.get(word);
  if (feature !== undefined) return FEATURE_OF.get(feature);
  const superlative = MEASURE_COMPARATIVES.get(word)?.superlative;
  return superlative === undefined ? undefined : POSITIVE_OF.get(superlative);
}

/** Takes "than my old ones" out of the text, and its comparative's plain quality in (see above). */
export function readOwnComparisons(draft: Draft): void {
  // Every comparison holds "than", which most requests lack (COMPARISON's lookbehind is tried at every character).
  if (!THAN.test(draft.rest)) return;
  draft.rest = consume(draft.rest, COMPARISON, (match) => {
    const word = match.groups?.['word'] ?? '';
    const plain = plainOf(word.toLowerCase());
    if (plain !== undefined) return ` that are ${plain} `;
    // "bigger than my old ones": more of a measure than a thing unknown asks for no value of it.
    return MEASURE_COMPARATIVES.has(word.toLowerCase()) ? true : ` ${word} `;
  });
}
