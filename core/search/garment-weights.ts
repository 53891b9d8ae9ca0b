/**
 * A weight said of a garment (`queryDefaults.useClauses.garmentWeights`): "heavy sweater", "heavyweight hoodie",
 * "thick socks" ask for what the weight means of clothes, warmth: the word reads as the feature ("Showing warm
 * sweater."), where the catalogue tags that feature and does not tag the word itself ("chunky" where knits are
 * tagged chunky stays chunky). It had been held against the products ("heavy sweater": 'No product mentions
 * "heavy"'). Of a garment the shop sells no kind of the word stays, so the chat says none is sold ("thick socks":
 * 'I couldn't find any socks'); of anything but a garment (`garments`) too ("heavy duty", "thick yoga mat"). Pure.
 */
import type { Draft } from './draft.ts';
import { featureSatisfiers, tagged, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_START } from './text-tools.ts';

const { garmentWeights, garments } = queryDefaults.useClauses;

/** Each weight word by the feature it asks ("heavy": warm). */
const FEATURE_OF = new Map(
  Object.entries(garmentWeights).flatMap(([feature, words]) =>
    words.map((word) => [termKey(word), feature] as const),
  ),
);
const WEIGHT = new RegExp(
  `${WORD_START}(?<weight>${alternation([...FEATURE_OF.keys()])})\\s+(?<kind>[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)`,
  'giu',
);
const GARMENTS = new Set(garments.map(termKey));

/** Whether `words` (or its first word) names a garment the shop sells (`garments` and a kind: "sweater"). */
const isGarment = (words: string, isKind: (word: string) => boolean): boolean =>
  [words, words.split(/\s+/u)[0] ?? ''].some((said) => GARMENTS.has(termKey(said)) && isKind(said));

/** Reads a weight said of a garment as the feature it asks (see above). */
export function readGarmentWeights(
  draft: Draft,
  features: TermLexicon,
  isKind: (word: string) => boolean,
): void {
  if (features.catalogue.length === 0) return;
  const own = new Set(features.catalogue.map(termKey));
  WEIGHT.lastIndex = 0;
  draft.rest = draft.rest.replace(WEIGHT, (whole, ...args) => {
    const { weight = '', kind = '' } = (args.at(-1) ?? {}) as Record<string, string>;
    const feature = FEATURE_OF.get(termKey(weight));
    if (feature === undefined || own.has(termKey(weight)) || !isGarment(kind, isKind)) return whole;
    if (!tagged(features, featureSatisfiers(feature))) return whole;
    return `${feature} ${kind}`;
  });
}
