/**
 * A measure's value: a number with a unit as a product's attribute or a request writes it ("35 hours", "4-person",
 * "40 mm", "30L"), converted to its family's base unit (queryDefaults.measures.units), and whether it lies within a
 * bound. The request's bounds are read in measures.ts. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { MeasureBound } from './search-query.ts';
import { alternation } from './text-tools.ts';

const { measures } = queryDefaults;

export interface Measure {
  /** The family's base unit ('hour', 'mm', 'w'…). */
  unit: string;
  /** In that unit. */
  value: number;
}

const SPELLINGS = new Map<string, { unit: string; factor: number }>(
  Object.entries(measures.units).flatMap(([unit, spellings]) =>
    Object.entries(spellings).map(([spelling, factor]) => [spelling, { unit, factor }] as const),
  ),
);
const VALUE_ONLY = new Set(measures.valueOnly);
const OFFSETS = new Map(Object.entries(measures.offsets));
export const NUMBER = '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?';
const toNumber = (digits: string): number => Number(digits.replace(/,/g, ''));

/** The longest spelling wins ("fl oz" over "oz", "mins" over "min"): text-tools' alternation. */
const VALUE = new RegExp(`^(-?${NUMBER})\\s*-?\\s*(${alternation(SPELLINGS.keys())})$`, 'iu');

/** "35 hours" → { unit: 'hour', value: 35 }; "4-person", "15-inch", "3.5 qt", "30L"; undefined otherwise. */
export function measureOf(text: string): Measure | undefined {
  const match = VALUE.exec(text.trim().replace(/\s+/g, ' '));
  if (match === null) return undefined;
  return measureFrom(match[1]!, match[2]!);
}

/** The unit as `text` writes it, lower-case and spaced as a request reads it: "4-person" → "person", "25L" → "l". */
export function unitSpelling(text: string): string | undefined {
  const match = VALUE.exec(text.trim().replace(/\s+/g, ' '));
  return match === null ? undefined : match[2]!.toLowerCase().replace(/[\s-]+/g, ' ');
}

export function measureFrom(digits: string, spelling: string): Measure | undefined {
  const key = spelling.toLowerCase().replace(/[\s-]+/g, ' ');
  const unit = SPELLINGS.get(key);
  const value = toNumber(digits) + (OFFSETS.get(key) ?? 0);
  return unit === undefined || !Number.isFinite(value)
    ? undefined
    : { unit: unit.unit, value: value * unit.factor };
}

/** Does a measure lie within the bound (same family, bounds inclusive, rounding forgiven)? */
export function withinBound(measure: Measure, bound: MeasureBound): boolean {
  if (measure.unit !== bound.unit) return false;
  const slack = 1e-6 * Math.max(1, Math.abs(measure.value));
  return (
    (bound.min === undefined || measure.value >= bound.min - slack) &&
    (bound.max === undefined || measure.value <= bound.max + slack)
  );
}

/** The unit spellings a request may use, as a pattern ("lbs", "mm", "hours"; not "in", a preposition). */
export const REQUEST_UNITS = alternation(
  [...SPELLINGS.keys()].filter((spelling) => !VALUE_ONLY.has(spelling)),
);

/** A number and its unit as a request writes it ("20L", "4-person", "30 l"), without word bounds. */
export const QUANTITY_PATTERN = `${NUMBER}\\s*-?\\s*(?:${REQUEST_UNITS})`;

/**
 * `written` ("20L", "4 people") saying `value`, in its family's base unit, in its own unit instead ("30L" for 30,000
 * ml); undefined where it is no quantity.
 */
export function saidAs(written: string, value: number): string | undefined {
  const measure = measureOf(written);
  const digits = new RegExp(NUMBER, 'u').exec(written)?.[0];
  if (measure === undefined || digits === undefined) return undefined;
  const factor = measure.value / toNumber(digits);
  return written.replace(digits, String(Number((value / factor).toPrecision(6))));
}
