/**
 * What a superlative orders by (SearchQuery.measureSort: "lightest", "longest battery life"): per position of a
 * CatalogIndex, the value of its measured attributes whose names hold one of the sort's words and whose values
 * are in one of its unit families (namedMeasureTags), the smallest for an ascending order and the largest for a
 * descending one; NaN without one. A product's own measure ("capacity") is taken over one of what it fits ("laptop
 * size": core measuresItself), which orders only a product stating none of its own. Computed once per index and
 * sort. Under a descending order, a value a feature says is a cap ("volume-limited") is no value (limited-measures.ts).
 */
import { measuresItself, type MeasureSort } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import type { Keep } from './index-filters.ts';
import { namedMeasureTags } from './index-tags.ts';
import { limitedMeasure } from './limited-measures.ts';

const memo = new WeakMap<CatalogIndex, Map<string, Float64Array>>();

export function measureValues(index: CatalogIndex, sort: MeasureSort): Float64Array {
  const key = JSON.stringify([sort.words, sort.units, sort.order]);
  let byKey = memo.get(index);
  if (byKey === undefined) memo.set(index, (byKey = new Map()));
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const values = new Float64Array(index.size).fill(Number.NaN);
  const words = new Set(sort.words.map((word) => word.toLowerCase()));
  // Per position, whether its value is of a measure of what it fits (1) rather than its own (0).
  const fitted = new Uint8Array(index.size);
  const capped = sort.order === 'desc' ? limitedMeasure(index, sort.words) : undefined;
  for (const { words: name, measure, positions } of namedMeasureTags(index)) {
    if (!name.some((word) => words.has(word)) || !sort.units.includes(measure.unit)) continue;
    const fits = measuresItself(name, sort.words) ? 0 : 1;
    for (const position of positions) {
      if (capped?.[position] === 1) continue;
      const current = values[position]!;
      const better = sort.order === 'asc' ? measure.value < current : measure.value > current;
      const tier = fits - fitted[position]!;
      if (Number.isNaN(current) || tier < 0 || (tier === 0 && better)) {
        values[position] = measure.value;
        fitted[position] = fits;
      }
    }
  }
  byKey.set(key, values);
  return values;
}

/**
 * Does any of `matches` (positions) state the measure `sort` orders by? Of those leading, when `later` marks
 * children's products (odd: later-tiers.ts) after adults': a kids' headphone's volume does not make the adults'
 * headphones leading the list "loudest first".
 */
export function statesMeasure(
  index: CatalogIndex,
  matches: Int32Array,
  sort: MeasureSort,
  later?: Uint8Array,
): boolean {
  const values = measureValues(index, sort);
  const adults = later !== undefined && later.some((tier) => (tier & 1) === 0);
  return matches.some(
    (position, j) => !Number.isNaN(values[position]!) && (!adults || (later[j]! & 1) === 0),
  );
}

/**
 * A query naming nothing but a measure to order by ("which has the longest battery life?" with no list before): the
 * products `keep` keeps that state it, as "longest battery life headphones" lists headphones; all it keeps where
 * none does. With words, or no measure order, `keep` itself.
 */
export function statingOnly(
  index: CatalogIndex,
  sort: MeasureSort | undefined,
  words: boolean,
  keep: Keep | undefined,
): Keep | undefined {
  if (words || sort === undefined) return keep;
  const values = measureValues(index, sort);
  const states = (position: number) =>
    !Number.isNaN(values[position]!) && (keep === undefined || keep(position));
  for (let i = 0; i < index.size; i++) if (states(i)) return states;
  return keep;
}
