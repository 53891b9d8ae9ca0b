/**
 * The words of the features the tenant's catalogue tags, by stem, compiled once per vocabulary (query-lexicons.ts):
 * what a clause may name a feature by, its own words or their stems ("works on induction": "induction compatible",
 * "keep you cool": "cooling"). A stem naming several features names none ("resistant"), and neither do the words
 * that only qualify a feature (`useClauses.qualifiers`: "safe" of "oven safe") nor a clause's own words ("on" of
 * "carry-on friendly", "all" of "all-season"). Pure.
 */
import { porterStem } from './porter-stemmer.ts';
import { queryDefaults } from './query-defaults.ts';

const { useClauses } = queryDefaults;

export interface FeatureWords {
  /** A stem → the one catalogue feature it names ("induct" → "induction compatible"). */
  naming: ReadonlyMap<string, string>;
  /** A catalogue feature → the stems of all its words, qualifiers too ("induct", "compat"). */
  stemsOf: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * A word's stem: Porter's, and without an "-able" or "-ible" Porter keeps on a short stem, so "washing" and
 * "machine washable", "folds" and "foldable" meet.
 */
export const wordStem = (word: string): string =>
  porterStem(word.toLowerCase()).replace(/(?<=\p{L}{3})[ai]bl$/u, '');

/** The words of a feature's name ("carry-on friendly" → carry, on, friendly). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter((word) => word !== '');

const UNNAMING = new Set(
  [...useClauses.qualifiers, ...useClauses.particles, ...useClauses.verbs].map((word) => wordStem(word)),
);

/** The index of the catalogue's features (`catalogue`: its values, lower-cased). */
export function featureWords(catalogue: readonly string[]): FeatureWords {
  const stemsOf = new Map<string, ReadonlySet<string>>();
  const features = new Map<string, Set<string>>();
  for (const feature of catalogue) {
    const stems = new Set(wordsOf(feature).map(wordStem));
    stemsOf.set(feature, stems);
    for (const stem of stems) {
      if (stem.length < 3 || UNNAMING.has(stem)) continue;
      features.set(stem, (features.get(stem) ?? new Set()).add(feature));
    }
  }
  const naming = new Map<string, string>();
  for (const [stem, named] of features) {
    const [only] = named;
    if (named.size === 1 && only !== undefined) naming.set(stem, only);
  }
  return { naming, stemsOf };
}
