/**
 * What a superlative orders by (SearchQuery.measureSort: "lightest", "longest battery life"): per position of a
 * CatalogIndex, the value of its measured attributes whose names hold one of the sort's words and whose values
 * are in one of its unit families (namedMeasureTags), the smallest for an ascending order and the largest for a
 * descending one; NaN without one. Computed once per index and sort.
 */
import type { MeasureSort } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { namedMeasureTags } from './index-tags.ts';

const memo = new WeakMap<CatalogIndex, Map<string, Float64Array>>();

export function measureValues(index: CatalogIndex, sort: MeasureSort): Float64Array {
  const key = JSON.stringify([sort.words, sort.units, sort.order]);
  let byKey = memo.get(index);
  if (byKey === undefined) memo.set(index, (byKey = new Map()));
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const values = new Float64Array(index.size).fill(Number.NaN);
  const words = new Set(sort.words.map((word) => word.toLowerCase()));
  for (const { words: name, measure, positions } of namedMeasureTags(index)) {
    if (!name.some((word) => words.has(word)) || !sort.units.includes(measure.unit)) continue;
    for (const position of positions) {
      const current = values[position]!;
      const better = sort.order === 'asc' ? measure.value < current : measure.value > current;
      if (Number.isNaN(current) || better) values[position] = measure.value;
    }
  }
  byKey.set(key, values);
  return values;
}

/** Does any of `matches` (positions) state the measure `sort` orders by? */
export function statesMeasure(index: CatalogIndex, matches: Int32Array, sort: MeasureSort): boolean {
  const values = measureValues(index, sort);
  return matches.some((position) => !Number.isNaN(values[position]!));
}
