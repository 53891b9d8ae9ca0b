/**
 * A comparative of a size after a list asked by that measure ("backpack 20L" → "bigger", "tent for 2" → "a bit
 * bigger", "sleeps 3 or more" → "something similar but bigger"): it asks past the list's value, not for the list's
 * biggest. The bound on the measure (or the measure among the words) gives way to one strictly past it, "bigger
 * than 20L", "for more than 2 people", and the matches are ordered from it, the next size up first (a degree of
 * `measures.stepFar`, "much bigger", the farthest first). Decided: a plain "bigger" steps as "a bit bigger" does; a
 * shopper moving from a size they asked for means the sizes beside it, and the rest follow. With no such list the
 * comparative orders as its superlative ("bigger" after "backpacks": biggest first). Pure.
 */
import { MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { QUANTITY_PATTERN, saidAs } from './measure-of.ts';
import { measureOf } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureBound, MeasureSort, SearchFilters, SearchQuery } from './search-query.ts';
import { WORD_END, WORD_START } from './text-tools.ts';

const { stepSuperlatives, stepFar } = queryDefaults.measures;
const STEPS = new Set(stepSuperlatives);
const FAR = new Set(stepFar);

/** How a comparative ending its phrase steps from a size ("a bit bigger": near; "much bigger": far), if it does. */
export function stepOf(said: string, degree: string | undefined): MeasureSort['step'] {
  const superlative = MEASURE_COMPARATIVES.get(said.toLowerCase().replace(/\s+/g, ' '))?.superlative;
  if (superlative === undefined || !STEPS.has(superlative)) return undefined;
  return FAR.has((degree ?? '').trim().toLowerCase().replace(/\s+/g, ' ')) ? 'far' : 'near';
}

/** A number and its unit ("20L", "4-person", "30 l"). */
const QUANTITY = new RegExp(`${WORD_START}${QUANTITY_PATTERN}${WORD_END}`, 'giu');

/** The list's value: a bound on one of the sort's families, else a measure among the words ("backpack 20L"). */
interface ListValue {
  unit: string;
  value: number;
  /** The quantity as written ("20L", "30 l"), whose unit says the value; none for "sleeps 3". */
  written?: string;
  bound?: MeasureBound;
  /** The words' quantity, taken out of the text with the step. */
  word?: string;
}

function listValue(previous: SearchQuery, units: readonly string[], above: boolean): ListValue | undefined {
  const bound = (previous.filters.measures ?? []).find((one) => units.includes(one.unit));
  if (bound !== undefined) {
    const value = bound.past ?? (above ? (bound.max ?? bound.min) : (bound.min ?? bound.max));
    if (value === undefined) return undefined;
    const written = [...bound.label.matchAll(QUANTITY)].at(-1)?.[0];
    return { unit: bound.unit, value, bound, ...(written !== undefined && { written }) };
  }
  for (const [word] of previous.text.matchAll(QUANTITY)) {
    const measure = measureOf(word);
    if (measure !== undefined && units.includes(measure.unit)) return { ...measure, written: word, word };
  }
  return undefined;
}

/** The value in the unit the shopper wrote ("20L" for 20,000 ml), else in the family's base unit. */
const quantitySaid = ({ unit, value, written }: ListValue): string =>
  (written === undefined ? undefined : saidAs(written, value)) ?? `${value} ${unit}`;

/**
 * `query` (the follow-up of `previous`) past the list's value when `own` asked a size's comparative of a measure the
 * list was asked by; else `query` as it is.
 */
export function steppedFromList(previous: SearchQuery, query: SearchQuery, own: SearchQuery): SearchQuery {
  const sort = own.measureSort;
  if (sort?.step === undefined) return query;
  // "bigger than 4" names its own bound (bare-comparatives.ts).
  if ((own.filters.measures ?? []).some((bound) => sort.units.includes(bound.unit))) return query;
  const above = sort.order === 'desc';
  const found = listValue(previous, sort.units, above);
  if (found === undefined) return query;
  const { unit, value } = found;
  // Strictly past it (bounds are inclusive), as a measure compared with the viewed product's is.
  const edge = value * (above ? 1 + 1e-3 : 1 - 1e-3);
  const label =
    unit === 'person'
      ? `for ${above ? 'more' : 'fewer'} than ${value} ${value === 1 ? 'person' : 'people'}`
      : `${(sort.said ?? (above ? 'bigger' : 'smaller')).toLowerCase()} than ${quantitySaid(found)}`;
  const bound: MeasureBound = {
    unit,
    ...(above ? { min: edge } : { max: edge }),
    label,
    words: found.bound?.words ?? sort.words,
    past: value,
  };
  const near = sort.step === 'near';
  const order: MeasureSort = {
    ...sort,
    units: [unit],
    // From the list's value outwards: the next size up (down) first; the bound says what is asked.
    order: near === above ? 'asc' : 'desc',
    label: near ? '' : sort.label,
  };
  const text =
    found.word === undefined ? query.text : query.text.replace(found.word, ' ').replace(/\s+/g, ' ').trim();
  const kept = (query.filters.measures ?? []).filter((one) => one.unit !== unit);
  return {
    ...query,
    text,
    filters: { ...query.filters, measures: [...kept, bound] },
    measureSort: order,
  };
}

/**
 * A relaxation step's order once it dropped the bound a step asked ("bigger" after "tent for 8", none bigger): the
 * nearest to it first, the biggest (smallest) first, not the smallest 1-person tent.
 */
export function stepRelaxed(query: SearchQuery, filters: SearchFilters): Pick<SearchQuery, 'measureSort'> {
  const sort = query.measureSort;
  if (sort?.step === undefined) return {};
  const stepped = (query.filters.measures ?? []).find((bound) => sort.units.includes(bound.unit));
  if (stepped === undefined || (filters.measures ?? []).includes(stepped)) return {};
  return { measureSort: { ...sort, order: stepped.min !== undefined ? 'desc' : 'asc' } };
}
