/**
 * A comparative of a measure as the whole request, with no list to compare against (no conversation's last search,
 * no page): "something thicker", "thicker ones", "a bit lighter". Over the whole shop it compares nothing: it had
 * been searched as a word ("Showing thicker.", yoga mats whose details say "thicker"), and a conversation carried
 * the word into its next turns ("Showing thicker with pillow."). It leaves the text, and the chat asks for the kind
 * (`Draft.comparedKindless`, AskedSuperlative.compared). A comparative of a feature ("something warmer") asks that
 * feature, as it does in a conversation. A noun the titles spell ("a lighter", "Butane Lighter") stays. Pure.
 */
import type { Draft } from './draft.ts';
import { superlativeFeature } from './measure-adjectives.ts';
import { comparativeOf, FEATURE_COMPARATIVES } from './measure-comparatives.ts';
import type { MeasureLexicons } from './measure-sort.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP } from './text-tools.ts';

const { superlatives, comparativeDegrees } = queryDefaults.measures;

/** Each comparative of a measure's superlative ("thicker": "thickest"), lower-case. */
const MEASURED = new Map(
  Object.keys(superlatives).map((superlative) => [comparativeOf(superlative), superlative] as const),
);

/** Gaps and marks around it: what the readers left of the request. */
const EDGE = `[^\\p{L}\\p{N}]*`;
const ALONE = new RegExp(
  `^${EDGE}(?:(?<degree>${alternation(comparativeDegrees)})\\s+)?(?:(?<article>a|an|some)\\s+)?` +
    `(?<word>${alternation([...MEASURED.keys(), ...FEATURE_COMPARATIVES.keys()])})` +
    `(?<one>\\s+(?:one|ones|pair|options?))?(?:\\s+please)?${EDGE}$`,
  'iu',
);

/** Reads a comparative alone with nothing to compare against (see above) out of `draft.rest`. */
export function readKindlessComparative(draft: Draft, lexicons: MeasureLexicons): void {
  if (draft.inConversation === true || draft.onPage === true) return;
  const groups = ALONE.exec(draft.rest)?.groups;
  if (groups === undefined) return;
  const said = (groups['word'] ?? '').toLowerCase().replace(/\s+/gu, ' ');
  // "a lighter" names a product ("do you have a lighter?"); "a lighter one" asks less weight. Bare, it is a noun
  // where the titles spell it so ("Butane Lighter").
  if (
    groups['one'] === undefined &&
    (groups['article'] !== undefined || lexicons.adjectiveNameWords.has(said))
  )
    return;
  const measured = MEASURED.get(said);
  if (measured !== undefined) {
    draft.comparedKindless = { said, superlative: measured };
    draft.rest = GAP;
    return;
  }
  const feature = superlativeFeature(FEATURE_COMPARATIVES.get(said) ?? said, lexicons);
  if (feature !== undefined) draft.rest = ` ${feature} `;
}
