/**
 * The comparatives of a measure and the superlative each compares as: those of the superlatives ("lighter" of
 * "lightest", "more powerful" of "most powerful": `queryDefaults.measures.superlatives`) and the spellings of
 * `queryDefaults.measures.comparatives` ("holds more": roomiest; "lasts longer": longest battery life). Shared by
 * a comparison of products (compared-measure.ts: "which is lighter?") and, in a conversation, the measure sort
 * (measure-sort.ts: "thicker ones" orders as "thickest"). Pure.
 */
import { queryDefaults } from './query-defaults.ts';

const { superlatives, comparatives } = queryDefaults.measures;

/** "lightest" → "lighter", "most powerful" → "more powerful". */
export const comparativeOf = (superlative: string): string =>
  superlative.startsWith('most ') ? `more ${superlative.slice(5)}` : superlative.replace(/est$/u, 'er');

export interface MeasureComparative {
  /** The superlative it orders or compares as ("thickest" for "thicker"). */
  superlative: string;
  /** What it measures instead of the superlative's attributes ("lasts longer": battery life), when it says. */
  measure?: { words: readonly string[]; units: readonly string[] };
  /** A verb's comparative, as said of the one with the most ("sleeps more": "sleeps the most"). */
  best?: string;
}

/** Each comparative's spelling, lower-case, and what it compares as. */
export const MEASURE_COMPARATIVES: ReadonlyMap<string, MeasureComparative> = new Map([
  ...Object.keys(superlatives).map((superlative) => [comparativeOf(superlative), { superlative }] as const),
  ...Object.entries(comparatives).flatMap(([better, { superlative, spellings, words, units, best }]) => {
    const measure = words === undefined || units === undefined ? {} : { measure: { words, units } };
    return [better, ...spellings].map(
      (spelling) => [spelling, { superlative, ...measure, ...(best !== undefined && { best }) }] as const,
    );
  }),
]);

/**
 * The comparative of each one-word superlative spelling of a built-in feature ("warmer" of "warmest": warm), lower-case,
 * and that superlative: in a conversation "something warmer" asks for the feature, as "lighter ones" does where no
 * product gives a weight (measure-sort.ts).
 */
export const FEATURE_COMPARATIVES: ReadonlyMap<string, string> = new Map(
  Object.values(queryDefaults.features)
    .flat()
    .filter((spelling) => /^\p{L}+est$/u.test(spelling) && !MEASURE_COMPARATIVES.has(comparativeOf(spelling)))
    .map((superlative) => [comparativeOf(superlative), superlative] as const),
);

/** The superlative ordering the other way over the same attributes ("thinnest" of "thickest"). */
export const opposite = (word: string): string | undefined => {
  const spec = superlatives[word];
  return Object.keys(superlatives).find((other) => {
    const candidate = superlatives[other];
    return (
      candidate !== undefined &&
      spec !== undefined &&
      candidate.order !== spec.order &&
      candidate.words.join() === spec.words.join() &&
      candidate.units.join() === spec.units.join()
    );
  });
};
