/**
 * A price asked of the viewed product in a colour or size ("how much is it in red?", "what does the blue one
 * cost?", "what does the king cost?") names nothing to search for but that option: the products shown are those
 * in it, as for "does it come in red?" or "is the king in stock?" (the answer prices the option,
 * llm/offline/viewed-option-price.ts). Pure.
 */
import type { SearchFilters, SearchQuery } from './search-query.ts';

/** The filters naming an option of a product. */
const OPTIONS = ['colors', 'sizes'] as const satisfies readonly (keyof SearchFilters)[];

/**
 * `query` (the price question read as naming nothing) with the colours and sizes of `asIs`, the same question
 * read as any other about the viewed product.
 */
export function withAskedOptions(query: SearchQuery, asIs: SearchQuery): SearchQuery {
  const filters = { ...query.filters };
  for (const key of OPTIONS) {
    const values = asIs.filters[key];
    if (values !== undefined && values.length > 0 && filters[key] === undefined) filters[key] = values;
  }
  return { ...query, filters };
}
