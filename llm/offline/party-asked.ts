/**
 * Room asked for a party said without all its numbers ("tent for us and the kids": at least 4, MeasureBound.fewest)
 * or a group without its count ("tent for a family": the roomiest first, MeasureSort.uncounted): the chat asks how
 * many they are, "Tell me how many of you there are and I'll show the ones that fit you all.", rather than pretend
 * the fewest is the count. Pure.
 */
import type { SearchQuery } from '../../core/index.ts';

/** The sentence asking the party's count, where room was asked for the fewest it can be; else none. */
export function partyAskedSentences(query: Pick<SearchQuery, 'filters' | 'measureSort'>): string[] {
  const fewest = (query.filters.measures ?? []).some((bound) => bound.fewest === true);
  return fewest || query.measureSort?.uncounted === true
    ? ["Tell me how many of you there are and I'll show the ones that fit you all."]
    : [];
}
