/**
 * Durations as a comparison measures them: in hours, whatever family a value is in ("90 days", "18 months", "2
 * years"), so a warranty of "90 days" sets against one of "1 year"; a value of `measures.lifetime` ("lifetime",
 * "limited lifetime") is the longest, and two of them tie. Only comparisons read durations so (search keeps
 * months and years apart, query-defaults-units.ts). Pure.
 */
import { measureOf, type Measure } from '../search/measures.ts';
import { queryDefaults } from '../search/query-defaults.ts';
import { alternation } from '../search/text-tools.ts';

const HOURS_PER_YEAR = 24 * 365;
/** A lifetime, in hours: more than any stated length, and equal to itself. */
const LIFETIME_HOURS = Number.MAX_SAFE_INTEGER;
const LIFETIME = new RegExp(`^(?:${alternation(queryDefaults.measures.lifetime)})$`, 'iu');

/** The measure of a value as a comparison reads it: years and months in hours, a lifetime the longest. */
export function comparedMeasureOf(text: string): Measure | undefined {
  const value = text.trim().replace(/\s+/g, ' ');
  if (LIFETIME.test(value)) return { unit: 'hour', value: LIFETIME_HOURS };
  const measure = measureOf(value);
  return measure?.unit === 'year' ? { unit: 'hour', value: measure.value * HOURS_PER_YEAR } : measure;
}
