/**
 * In a conversation, a measure word the other way takes back the feature the last search asked for by its
 * measure: after "light sneakers" or "lightest sneakers" (lightweight sneakers, where no product gives a weight),
 * "heavier ones" are heavier sneakers, no longer lightweight ones ("heavier lightweight sneakers" had kept the
 * feature). The feature's words and the other measure's leave the last search's text. Pure.
 */
import { featureSatisfiers } from './lexicon-terms.ts';
import { comparativeOf, MEASURE_COMPARATIVES, opposite } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { superlatives, positives } = queryDefaults.measures;

/** Each superlative's plain word, comparative and itself: "lightest" → light, lighter, lightest. */
const degreesOf = (superlative: string): string[] => [
  ...Object.keys(positives).filter((plain) => positives[plain] === superlative),
  comparativeOf(superlative),
  superlative,
];

/** The built-in feature a superlative spells ("lightest": lightweight), with its spellings. */
const featureOf = (superlative: string): string[] | undefined =>
  Object.entries(queryDefaults.features)
    .map(([feature, spellings]) => [feature, ...spellings])
    .find((spellings) => spellings.includes(superlative));

const MEASURE_WORD = new RegExp(
  `${WORD_START}(?:${alternation(Object.keys(superlatives).flatMap(degreesOf))})${WORD_END}`,
  'giu',
);

/** The superlative a measure word asks as ("heavier", "heavy": heaviest). */
const superlativeOf = (word: string): string =>
  MEASURE_COMPARATIVES.get(word)?.superlative ?? positives[word] ?? word;

/** `previous` without the feature that a measure word of `ownText` opposes, nor the words that asked for it. */
export function withoutOpposedFeature(previous: SearchQuery, ownText: string): SearchQuery {
  const features = previous.filters.features ?? [];
  if (features.length === 0) return previous;
  for (const match of ownText.match(MEASURE_WORD) ?? []) {
    const other = opposite(superlativeOf(match.toLowerCase()));
    const spellings = other === undefined ? undefined : featureOf(other);
    if (other === undefined || spellings === undefined) continue;
    const satisfiers = new Set(featureSatisfiers(spellings[0] ?? '').map(termKey));
    const kept = features.filter((feature) => !satisfiers.has(termKey(feature)));
    if (kept.length === features.length) continue;
    const words = new RegExp(
      `${WORD_START}(?:${alternation([...spellings, ...degreesOf(other)])})${WORD_END}`,
      'giu',
    );
    const { features: _features, ...filters } = previous.filters;
    return {
      ...previous,
      text: consume(previous.text, words, () => ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      filters: kept.length > 0 ? { ...filters, features: kept } : filters,
    };
  }
  return previous;
}
