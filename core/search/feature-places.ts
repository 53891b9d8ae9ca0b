/**
 * A place a product must fit that a feature stands for (`queryDefaults.featurePlaces`): "a backpack that fits in an
 * overhead bin", "backpack for the overhead bin", "will it fit in an overhead bin?" ask for its "carry-on friendly"
 * products where the catalogue tags it ("Showing carry-on friendly backpack."; a viewed one without it: "No: … isn't
 * listed as carry-on friendly"). The phrase leaves the text, verb and all, as products seldom write the place: it had
 * been held against them ('No product mentions "overhead" or "bin"'), or on a page answered "I can't tell". In a
 * catalogue tagging no such feature the words stay. Pure.
 */
import { addToFilter, type Draft } from './draft.ts';
import { featureSatisfiers, tagged, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { featurePlaces } = queryDefaults;
const FEATURE_BY_PLACE = new Map(
  Object.entries(featurePlaces).flatMap(([feature, places]) =>
    places.map((place) => [termKey(place), feature] as const),
  ),
);
const PLACES = alternation(Object.values(featurePlaces).flat());
/** "that fits in an", "to go into the", "for the", "in my": what may lead to the place. */
const LEAD =
  '(?:(?:(?:that|which)\\s+(?:(?:will|would|can|could)\\s+)?|to\\s+)?(?:fits?|go|goes|stows?|slides?)\\s+' +
  '(?:in|into|inside|under)\\s+|(?:for|in|into)\\s+)?(?:(?:a|an|the|my|any|most)\\s+)?';
const PLACE = new RegExp(`${WORD_START}${LEAD}(?<place>${PLACES})${WORD_END}`, 'giu');
const MAY_HOLD = new RegExp(PLACES, 'iu');

/** Reads the places of `featurePlaces` as their features, where the catalogue tags them. */
export function readFeaturePlaces(draft: Draft, features: TermLexicon): void {
  if (PLACES === '' || !MAY_HOLD.test(draft.rest)) return;
  const found: string[] = [];
  draft.rest = draft.rest.replace(PLACE, (whole: string, ...args: unknown[]) => {
    const { place = '' } = args.at(-1) as Record<string, string | undefined>;
    const feature = FEATURE_BY_PLACE.get(termKey(place));
    if (feature === undefined || !tagged(features, featureSatisfiers(feature))) return whole;
    found.push(feature);
    return GAP;
  });
  addToFilter(draft.filters, 'features', found);
}
