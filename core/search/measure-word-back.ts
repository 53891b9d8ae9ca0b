/**
 * "thick socks" in a shop where only the yoga mats state a thickness: no sock can be ordered by it, so "thick" is
 * a word of the request like any other, matched as written (and "lightest" as "light"), not an order. The
 * catalogue reports it (CatalogSearchResult.measureUnstated); the query is searched again this way. Pure.
 */
import type { SearchQuery } from './search-query.ts';

/** `query` without its measure order, the words that asked for it back in its text ("thick socks"). */
export function withMeasureWordBack(query: SearchQuery): SearchQuery {
  const { measureSort, ...rest } = query;
  const said = measureSort?.said ?? '';
  return { ...rest, text: [said, query.text].join(' ').trim() };
}
