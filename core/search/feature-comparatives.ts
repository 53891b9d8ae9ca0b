/**
 * A feature asked for as more of it: "with more insulation", "extra padding", "better cushioning", "more
 * breathable" (`queryDefaults.featureComparatives`). Pure. The phrase (with a "with" or "that has" before it) asks
 * for the feature: its filter where the catalogue tags it ("something with more insulation" after "puffer jacket"
 * shows insulated puffer jackets), else its own words to match; "more" is no word to match either way.
 */
import { addToFilter, type Draft } from './draft.ts';
import { featureSatisfiers, tagged, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, termKey, termMatcher, WORD_END, WORD_START } from './text-tools.ts';

const { cues, nouns, leads } = queryDefaults.featureComparatives;

/** Each noun and each built-in spelling of a feature → the feature. */
const TERMS = termMatcher(
  [...Object.entries(nouns), ...Object.entries(queryDefaults.features)].flatMap(([feature, spellings]) =>
    [feature, ...spellings].map((spelling) => [spelling, feature] as const),
  ),
);

const COMPARATIVE = new RegExp(
  `${WORD_START}(?<lead>(?:${alternation(leads)})\\s+)?(?:${alternation(cues)})\\s+(?<term>${TERMS.source})${WORD_END}`,
  'giu',
);

/** The cue every comparative holds ("more"), which most requests lack: tested before the larger pattern runs. */
const CUE_SAID = new RegExp(`${WORD_START}(?:${alternation(cues)})\\s`, 'iu');

/** Reads "more insulation" as the insulated feature (run before the feature reader, which would keep "more"). */
export function readFeatureComparatives(draft: Draft, features: TermLexicon): void {
  if (!CUE_SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, COMPARATIVE, (match) => {
    const feature = TERMS.canonical.get(termKey(match.groups?.['term'] ?? ''));
    if (feature === undefined) return false;
    // Untagged, the words say it without "more": "a jacket with ventilation".
    if (!tagged(features, featureSatisfiers(feature)))
      return ` ${match.groups?.['lead'] ?? ''}${match.groups?.['term'] ?? ''} `;
    addToFilter(draft.filters, 'features', [feature]);
    return true;
  });
}
