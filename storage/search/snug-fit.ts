/**
 * The closest fit first: for a bound asking for room ("a tent for 4 people", "a backpack for a 15 inch laptop":
 * `MeasureBound.snug`, or one relaxation dropped: `SearchQuery.nearRoom`), each reranked match loses
 * `rankingDefaults.looseFit` × the core's `looseness` of its best value of the bound's family, and they are
 * ordered again; for a count asked as it is (`rankingDefaults.exactFitUnits`: "tent that sleeps 2"), those of
 * exactly that count first. Matches past the reranked ones keep their order.
 */
import { looseness, withinBound, type MeasureBound } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { measureTags, tagPositions } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

/** Per position that has a value of the family: how loosely its best value fits the room. */
function fits(index: CatalogIndex, bound: MeasureBound, room: number): Map<number, number> {
  const best = new Map<number, number>();
  for (const { key, measure } of measureTags(index)) {
    if (measure.unit !== bound.unit || !(measure.value > 0)) continue;
    const loose = looseness(measure.value, room, withinBound(measure, bound));
    for (const position of tagPositions(index, key)) {
      const seen = best.get(position);
      if (seen === undefined || loose < seen) best.set(position, loose);
    }
  }
  return best;
}

/** Added to the key of a match not of exactly the count asked: below every exact one (keys are rerank scores). */
const NOT_EXACT = 1e6;

export function preferSnugFit(
  index: CatalogIndex,
  set: MatchSet,
  bounds: readonly MeasureBound[],
  weight: number,
  exactUnits: readonly string[] = [],
): MatchSet {
  const rooms = bounds.filter(
    (bound) => bound?.snug === true && typeof bound.min === 'number' && bound.min > 0,
  );
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  if (rooms.length === 0 || !(weight > 0 || exactUnits.length > 0) || scores === undefined || ranked < 2)
    return set;
  const keys = Array.from({ length: ranked }, (_, j) => scores[j]!);
  for (const bound of rooms) {
    const loose = fits(index, bound, bound.min!);
    const exact = exactUnits.includes(bound.unit);
    for (let j = 0; j < ranked; j++) {
      const fit = loose.get(matches[j]!) ?? looseness(undefined, 1, false);
      keys[j]! += weight * fit + (exact && fit > 0 ? NOT_EXACT : 0);
    }
  }
  return rescored(set, keys);
}
