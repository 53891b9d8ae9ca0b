/**
 * The search procedure's reading of a request and its search, run again by its retries (a respelled reading, a
 * follow-up narrowing, the page's product). Module-level functions over one `SearchReading`, not closures made
 * per request: tsx (it keeps names) gives each named closure its name with Object.defineProperty.
 */
import type { CatalogPage, CoreDeps } from '../ports.ts';
import type { PageContext } from '../search/page-context.ts';
import { parseQuery } from '../search/parse-query.ts';
import type { CatalogVocabulary } from '../search/catalog-vocabulary.ts';
import { withPoundsWeighed } from '../search/pounds-weighed.ts';
import { withPriceTier } from '../search/price-tier.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { searchWithRelaxation, type RelaxedSearch } from '../search/search-with-relaxation.ts';
import { hybridSearch } from '../search-fusion/hybrid-search.ts';
import type { VectorCandidates } from '../search-fusion/vector-candidates.ts';

/** What a request is read and searched with. */
export interface SearchReading {
  deps: CoreDeps;
  tenantId: string;
  vocabulary: CatalogVocabulary;
  page: PageContext | undefined;
  previous: SearchQuery | undefined;
  shownPrices: readonly number[] | undefined;
  /** The words read by default: the request's, none for small talk. */
  said: string;
  abort: AbortSignal;
  window: CatalogPage;
  vectorCandidates: VectorCandidates | undefined;
}

/** The request (or `content`) read as a query: by the rules, then the interpreter where there is one. */
export async function understand(
  r: SearchReading,
  followUp: 'auto' | 'always',
  content = r.said,
  /** The words are the request respelled where words were only guessed: their order is kept (ParseOptions). */
  keepOrder = false,
): Promise<SearchQuery> {
  const { page, previous, shownPrices } = r;
  const read = (poundsWeigh: boolean) =>
    parseQuery(content, {
      vocabulary: r.vocabulary,
      ...(keepOrder && { keepOrder }),
      ...(page && { page }),
      ...(previous && { previous, followUp }),
      ...(shownPrices && { shownPrices }),
      ...(poundsWeigh && { poundsWeigh }),
    });
  // "tent under 2 pounds" where no tent costs nearly so little: a weight, not £2 (pounds-weighed.ts).
  const ruleQuery = await withPoundsWeighed(r.deps.catalog, r.tenantId, content, read(false), () =>
    read(true),
  );
  const interpret = content === '' ? undefined : r.deps.queryInterpreter;
  const interpreted = interpret ? await interpret(r.tenantId, content, ruleQuery, r.abort) : ruleQuery;
  return withPriceTier(r.deps.catalog, r.tenantId, interpreted);
}

/** The query searched: with the vector candidates fused in where there are some, relaxed where nothing matches. */
export const run = (r: SearchReading, query: SearchQuery): Promise<RelaxedSearch> =>
  r.vectorCandidates
    ? hybridSearch(r.deps.catalog, r.vectorCandidates, {
        tenantId: r.tenantId,
        query,
        page: r.window,
        signal: r.abort,
        vocabulary: r.vocabulary,
      })
    : searchWithRelaxation(r.deps.catalog, r.tenantId, query, r.window, r.vocabulary);
