/**
 * What a comparison asks features by beyond their own words: a comparative or superlative asks its base
 * ("softer", "softest": soft; "grippier": grippy; "safer": safe), and a noun of the feature
 * (`queryDefaults.featureComparatives.nouns`, as the search reads "better grip") asks the feature and the
 * spellings meeting it ("the best grip": non-slip, anti-slip, slip-resistant; "more cushioning": cushioned). Pure.
 */
import { featureSatisfiers, queryDefaults } from '../../core/index.ts';
import { containsPhrase } from './product-attributes.ts';

const { nouns } = queryDefaults.featureComparatives;

/** The bases a comparative or superlative word may have ("softest" → soft, softe; "bigger" → big; "grippier" → grippy). */
export function comparedBases(word: string): string[] {
  const parts = /^(?<stem>[a-z]{3,}?)(?<ending>ier|iest|er|est)$/u.exec(word)?.groups;
  const stem = parts?.['stem'];
  if (stem === undefined) return [];
  if (parts?.['ending']?.startsWith('i') === true) return [`${stem}y`];
  const last = stem.at(-1) ?? '';
  // A doubled last consonant is one in the base ("bigger" → big, "thinner" → thin).
  if (/[^aeiou]/u.test(last) && stem.at(-2) === last) return [stem.slice(0, -1)];
  return [stem, `${stem}e`];
}

/** The spellings (word-keyed, lower case) of the features whose nouns the request says ("grip": non-slip…). */
export function featuresByNoun(content: string): string[] {
  return Object.entries(nouns)
    .filter(([, spellings]) => spellings.some((noun) => containsPhrase(content, noun)))
    .flatMap(([feature]) => featureSatisfiers(feature));
}
