/**
 * The products stating what a use asks first: for a request naming a use that asks a rating of an attribute
 * ("watch for swimming": a water resistance of at least 50 m; the core's `useRatings`), each reranked match stating
 * no value meeting it loses `rankingDefaults.statedUse` of its score, and they are ordered again: the dive watches
 * rated 200–300 m before the quartz watches saying only "water-resistant", unless the words match clearly better.
 * A catalogue stating no such attribute is left as it was. Matches past the reranked ones keep their order.
 */
import { boundTakes, withinBound, type MeasureBound } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { namedMeasureTags } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

export function preferStatedUse(
  index: CatalogIndex,
  set: MatchSet,
  bounds: readonly MeasureBound[],
  weight: number,
): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  if (bounds.length === 0 || !(weight > 0) || scores === undefined || ranked < 2) return set;
  const meeting = new Set<number>();
  for (const bound of bounds)
    for (const { words, measure, positions } of namedMeasureTags(index))
      if (boundTakes(bound, words) && withinBound(measure, bound))
        for (const position of positions) meeting.add(position);
  if (meeting.size === 0) return set;
  // Scores are negated (lower first): stating none only adds to it.
  const keys = Array.from({ length: ranked }, (_, j) => scores[j]! + (meeting.has(matches[j]!) ? 0 : weight));
  return rescored(set, keys);
}
