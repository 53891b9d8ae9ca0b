/**
 * Lexical plus vector ranking for relevance-sorted text searches, when a VectorSearch is wired in.
 *
 * 1. The lexical search (with relaxation) runs as usual but for a window of the top max(50, offset + limit)
 *    products of the filtered query.
 * 2. The vector search ranks candidates for the query text:
 *    - the query has filters: only the lexical window is ranked (`within`), so every product shown passes
 *      the filters and fusion re-orders the window;
 *    - no filters: the nearest products of the whole catalogue, so a product that shares no word with the
 *      query can join (nothing needs checking; ids no longer in the catalogue are dropped by getMany).
 * 3. Reciprocal rank fusion (k = 60) merges the two; the fused list is cut to the lexical total, then paged.
 *
 * `total` stays the exact number of lexical matches after filters, so a page never shows more products than
 * `total` says exist. No lexical match (even after relaxation): nothing to fuse, the empty answer stands.
 * Deeper than MAX_FUSED_RESULTS, and for other sorts or empty text, the search is lexical. A vector search
 * that fails or is slow is skipped (see vector-candidates.ts).
 */
import type { CatalogPage, CatalogReader, CatalogSearchResult } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CatalogVocabulary } from '../search/catalog-vocabulary.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { searchWithRelaxation, type RelaxedSearch } from '../search/search-with-relaxation.ts';
import { hasFilters } from './has-filters.ts';
import { reciprocalRankFusion } from './reciprocal-rank-fusion.ts';
import type { VectorCandidates } from './vector-candidates.ts';

/** The lexical window fused for the first pages. */
export const FUSION_WINDOW = 50;
/** Results beyond this position are served in lexical order. */
export const MAX_FUSED_RESULTS = 500;

export interface HybridSearchInput {
  tenantId: string;
  query: SearchQuery;
  page: CatalogPage;
  signal: AbortSignal;
  /** The catalogue's vocabulary, when the caller has read it (searchWithRelaxation's `known`). */
  vocabulary?: CatalogVocabulary;
}

function fusedPage(
  window: CatalogSearchResult,
  vectorIds: readonly string[],
  extra: readonly Product[],
  page: CatalogPage,
): CatalogSearchResult {
  const known = new Map<string, Product>();
  for (const product of [...window.products, ...extra]) known.set(product.id, product);
  const lexical = window.products.map((product) => product.id);
  const vector = vectorIds.filter((id) => known.has(id));
  const fused = reciprocalRankFusion([lexical, vector]).slice(0, window.total);
  const products = fused.slice(page.offset, page.offset + page.limit).flatMap((id) => known.get(id) ?? []);
  return { ...window, products };
}

export async function hybridSearch(
  catalog: CatalogReader,
  candidates: VectorCandidates,
  input: HybridSearchInput,
): Promise<RelaxedSearch> {
  const { tenantId, query, page, signal, vocabulary } = input;
  const end = page.offset + page.limit;
  if (query.sort !== 'relevance' || query.text.trim() === '' || end > MAX_FUSED_RESULTS) {
    return searchWithRelaxation(catalog, tenantId, query, page, vocabulary);
  }
  const window = { ...page, limit: Math.max(FUSION_WINDOW, end), offset: 0 };
  const searched = await searchWithRelaxation(catalog, tenantId, query, window, vocabulary);
  const { result } = searched;
  const lexicalPage = { ...result, products: result.products.slice(page.offset, end) };
  if (result.products.length === 0) return { ...searched, result: lexicalPage };

  const filtered = hasFilters(searched.query.filters);
  const lexicalIds = result.products.map((product) => product.id);
  const vectorIds = await candidates(
    tenantId,
    searched.query.text,
    window.limit,
    signal,
    filtered ? lexicalIds : undefined,
  );
  if (vectorIds === undefined || vectorIds.length === 0) return { ...searched, result: lexicalPage };
  const inWindow = new Set(lexicalIds);
  const outside = filtered ? [] : vectorIds.filter((id) => !inWindow.has(id));
  const extra = outside.length > 0 ? await catalog.getMany(tenantId, outside) : [];
  return { ...searched, result: fusedPage(result, vectorIds, extra, page) };
}
