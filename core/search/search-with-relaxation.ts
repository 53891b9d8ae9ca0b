import type { CatalogPage, CatalogReader, CatalogSearchResult } from '../ports.ts';
import { relaxationSteps } from './relax-query.ts';
import type { SearchQuery } from './search-query.ts';

export interface RelaxedSearch {
  result: CatalogSearchResult;
  /** The query that produced the result (the original, or a relaxed one). */
  query: SearchQuery;
  /** Labels of the constraints dropped to find anything ("colour red"), weakest first. */
  relaxed: string[];
}

/**
 * Structured constraints filter hard. When they leave nothing, the weakest constraint is dropped, then the next,
 * until something matches; the chat message then says what was relaxed.
 */
export async function searchWithRelaxation(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  page: CatalogPage,
): Promise<RelaxedSearch> {
  const result = await catalog.search(tenantId, query, page);
  if (result.total > 0) return { result, query, relaxed: [] };
  const relaxed: string[] = [];
  for (const step of relaxationSteps(query)) {
    relaxed.push(step.relaxed);
    const attempt = await catalog.search(tenantId, step.query, page);
    if (attempt.total > 0) return { result: attempt, query: step.query, relaxed };
  }
  return { result, query, relaxed: [] };
}
