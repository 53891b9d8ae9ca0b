/**
 * The closest fit first: for a bound asking for room ("a tent for 4 people", "a backpack for a 15 inch laptop":
 * `MeasureBound.snug`, or one relaxation dropped: `SearchQuery.nearRoom`), each reranked match loses
 * `rankingDefaults.looseFit` × the core's `looseness` of its best value of the bound's family, and they are
 * ordered again; for a count asked as it is (`rankingDefaults.exactFitUnits`: "tent that sleeps 2"), those of
 * exactly that count first, then the rest by how far their count is from it, whatever their words (3-person, then
 * 4-, then 6-person tents; looseness, capped at twice the room, had tied 4, 6 and 8); so for a value asked as it is
 * (min and max one value: "yoga mat 6 mm thick"), those of it first, then the nearest on either side. Matches past
 * the reranked ones keep their order.
 */
import { boundTakes, looseness, withinBound, type Measure, type MeasureBound } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { measureTags, namedMeasureTags, tagPositions } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

/**
 * The values of the bound's family it may be on, with the positions stating them: only the attributes it names where
 * it names some ("fits a 15 inch laptop": a laptop size, never a case size; room-attribute.ts).
 */
function roomValues(index: CatalogIndex, bound: MeasureBound): { measure: Measure; positions: Int32Array }[] {
  const of = (measure: Measure) => measure.unit === bound.unit && measure.value > 0;
  if ((bound.words ?? []).length > 0 || (bound.except ?? []).length > 0)
    return namedMeasureTags(index).filter(({ words, measure }) => of(measure) && boundTakes(bound, words));
  return measureTags(index)
    .filter(({ measure }) => of(measure))
    .map(({ key, measure }) => ({ measure, positions: tagPositions(index, key) }));
}

/** Per position that has a value of the family: how loosely its best value fits the room. */
function fits(index: CatalogIndex, bound: MeasureBound, room: number): Map<number, number> {
  const best = new Map<number, number>();
  for (const { measure, positions } of roomValues(index, bound)) {
    const loose = looseness(measure.value, room, withinBound(measure, bound));
    for (const position of positions) {
      const seen = best.get(position);
      if (seen === undefined || loose < seen) best.set(position, loose);
    }
  }
  return best;
}

/** Added to the key per step further from the count asked: below every nearer one (keys are rerank scores). */
const NOT_EXACT = 1e6;

/** A count short of the one asked (the bound relaxed) comes after every count meeting it, the largest first. */
const SHORT = 1e6;

/** Per position that has a value of the family: how far its nearest count is from the one asked. */
function distances(index: CatalogIndex, bound: MeasureBound, room: number): Map<number, number> {
  const best = new Map<number, number>();
  for (const { measure, positions } of roomValues(index, bound)) {
    const off =
      bound.max === room
        ? Math.abs(measure.value - room)
        : withinBound(measure, bound)
          ? measure.value - room
          : SHORT + room - measure.value;
    for (const position of positions) {
      const seen = best.get(position);
      if (seen === undefined || off < seen) best.set(position, off);
    }
  }
  return best;
}

/** Each position's step away from the count asked: 0 for exactly it, then 1, 2… by distance (none: last). */
function steps(
  index: CatalogIndex,
  bound: MeasureBound,
  room: number,
  positions: ArrayLike<number>,
): number[] {
  const off = distances(index, bound, room);
  const all = Array.from(positions, (position) => off.get(position) ?? Infinity);
  const distinct = [...new Set(all.filter((value) => value !== 0))].sort((a, b) => a - b);
  return all.map((value) => (value === 0 ? 0 : distinct.indexOf(value) + 1));
}

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
    const away =
      exactUnits.includes(bound.unit) || bound.max === bound.min
        ? steps(index, bound, bound.min!, matches.subarray(0, ranked))
        : [];
    for (let j = 0; j < ranked; j++) {
      const fit = loose.get(matches[j]!) ?? looseness(undefined, 1, false);
      keys[j]! += weight * fit + NOT_EXACT * (away[j] ?? 0);
    }
  }
  return rescored(set, keys);
}
