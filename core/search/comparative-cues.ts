/**
 * A comparative before "than" and a quantity bounds it ("heavier than 2 lbs", "lighter than 2 lbs", "no wider than
 * 30 in"): the cues it makes, from `queryDefaults.measures.thanComparatives`, for the measure reader (a bound where
 * the shop states the measure; measures.ts) and the quantity cues (the cue goes, the quantity stays as words;
 * quantity-cues.ts). Pure.
 */
import { queryDefaults } from './query-defaults.ts';

const { more, less } = queryDefaults.measures.thanComparatives;

const than = (words: readonly string[]): string[] => words.map((word) => `${word} than`);
const notThan = (words: readonly string[]): string[] =>
  words.flatMap((word) => [`no ${word} than`, `not ${word} than`]);

/** Cues of a lower bound: "more than", "heavier than", "no lighter than". */
export const MIN_THAN_CUES: readonly string[] = [...than(more), ...notThan(less)];
/** Cues of an upper bound: "less than", "lighter than", "no heavier than". */
export const MAX_THAN_CUES: readonly string[] = [...than(less), ...notThan(more)];
