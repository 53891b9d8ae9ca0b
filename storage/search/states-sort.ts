/**
 * Does any match state what a sort orders by? "best rated phone case for iphone 6" in a shop rating none of them is
 * in relevance order (rank-rows.ts), and the chat says so rather than "best rated first"
 * (CatalogSearchResult.sortUnstated).
 */
import type { SortOrder } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';

const stated = (column: Float64Array, matches: Int32Array): boolean =>
  matches.some((position) => !Number.isNaN(column[position]!));

/**
 * True when some of `matches` (positions) states the value `sort` orders by; always for relevance, and for popular,
 * which the search also chooses itself (a gift's popular picks) and which the tie-breaker orders anyway.
 */
export function statesSort(index: CatalogIndex, matches: Int32Array, sort: SortOrder): boolean {
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
      return stated(index.price, matches);
    case 'rating':
      return stated(index.rating, matches);
    case 'newest':
      return stated(index.createdMs, matches);
    default:
      return true;
  }
}
