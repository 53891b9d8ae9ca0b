/**
 * "does it come in a bigger size?" of a product that comes in one measure only (the 3.5 qt Cast Iron Dutch Oven):
 * the chat answers no ("… comes only in 3.5 qt"), and the list is the products like it past that measure, as
 * "something similar but bigger" lists them (capacity over 3.5 qt); it had listed the same-size ones, the viewed
 * one first. A product whose measure is one of several options, or that states none, keeps the products like it.
 */
import { askedLargerOption } from '../search/question-about-it.ts';
import type { SearchQuery } from '../search/search-query.ts';
import type { RelaxedSearch } from '../search/search-with-relaxation.ts';
import { run, understand, type SearchReading } from './search-reading.ts';

/** How the larger or smaller option asked is said as a step from the viewed product. */
const STEP = { larger: 'something similar but bigger', smaller: 'something similar but smaller' } as const;

/** The reading and search of a larger or smaller option asked of a one-measure viewed product; else those given. */
export async function withLargerOption(
  reading: SearchReading,
  understood: SearchQuery,
  searched: RelaxedSearch,
): Promise<[SearchQuery, RelaxedSearch]> {
  const wanted = reading.page?.product === undefined ? undefined : askedLargerOption(reading.said);
  if (wanted === undefined || understood.context?.fromPage !== true) return [understood, searched];
  const step = await understand(reading, 'auto', STEP[wanted]);
  // Only a measure of its own to step past bounds the products like it.
  const bounds = (query: SearchQuery): number => query.filters.measures?.length ?? 0;
  if (step.context?.fromPage !== true || bounds(step) <= bounds(understood)) return [understood, searched];
  const found = await run(reading, step);
  return found.result.total > 0 && found.relaxed.length === 0 ? [step, found] : [understood, searched];
}
