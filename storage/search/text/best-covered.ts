/**
 * The coverage of the matches (ConceptScores.sums: the share of the query's importance each holds): the best of
 * them, and those near it, which the sorts other than relevance list (rankingDefaults.sortedCoverage).
 */
import { COVERAGE, SUMS } from './concept-sums.ts';

/** The coverage of the product at `position` (ConceptScores.sums). */
export const coverageOf = (sums: Float64Array, position: number): number => sums[SUMS * position + COVERAGE]!;

/** The highest coverage among the matches (0 for none). */
export function bestCoverage(matches: Int32Array, sums: Float64Array): number {
  let best = 0;
  for (const position of matches) best = Math.max(best, coverageOf(sums, position));
  return best;
}

/** The matches covering at least `share` of the best match's coverage (rankingDefaults.sortedCoverage). */
export function bestCovered(matches: Int32Array, sums: Float64Array, share: number): Int32Array {
  if (!(share > 0) || matches.length === 0) return matches;
  const floor = bestCoverage(matches, sums) * Math.min(share, 1) * (1 - 1e-9);
  return matches.filter((position) => coverageOf(sums, position) >= floor);
}
