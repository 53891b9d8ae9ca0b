/**
 * What the catalogue search offers the catalogue store (CatalogSearch) and the options it is opened with
 * (SearchCacheOptions); catalog-search.ts implements them.
 */
import type { CatalogPage, CatalogSearchResult, SearchQuery } from '../../core/index.ts';
import type { Vocabulary } from './vocabulary.ts';
import type { RankingOverrides } from './text/ranking-options.ts';
import type { SynonymGroups } from './text/synonym-store.ts';

export interface CatalogSearch {
  /**
   * Makes sure the tenant's indexes at the current catalogue version are in memory (and its text index, when
   * `query` needs one), built in a worker thread for a large catalogue in a database file (see
   * text/text-index-builder.ts). Without it, `search` and `vocabulary` build what they need on this thread.
   */
  prepare(tenantId: string, query?: SearchQuery): Promise<void>;
  search(tenantId: string, query: SearchQuery, page: CatalogPage): CatalogSearchResult;
  /** `prepare` then `search`. */
  prepareAndSearch(tenantId: string, query: SearchQuery, page: CatalogPage): Promise<CatalogSearchResult>;
  /** The catalogue's vocabulary (one frozen object per catalogue version); empty for an unknown tenant. */
  vocabulary(tenantId: string): Vocabulary;
  /** `prepare` then `vocabulary`. */
  prepareAndVocabulary(tenantId: string): Promise<Vocabulary>;
  /** The tenant's own synonym groups. */
  synonyms(tenantId: string): SynonymGroups;
  /** Replaces the tenant's synonym groups; throws for an unknown tenant or a malformed list. */
  setSynonyms(tenantId: string, groups: readonly (readonly string[])[]): SynonymGroups;
  /** Stops the worker thread, if one was started. */
  close(): Promise<void>;
}

export interface SearchCacheOptions {
  /** Ranking knobs replacing the core's `rankingDefaults` (experiments, benchmarks); `rerank` merges too. */
  ranking?: RankingOverrides;
  /** Tenants whose CatalogIndex is kept in memory (default 8). */
  indexCacheSize?: number;
  /** Match sets remembered for paging and repeated queries (default 32; 0 turns the cache off). */
  resultCacheSize?: number;
  /**
   * Catalogues of at least this many products get their text index built in a worker thread (default
   * 5,000; Infinity: always on this thread). A database in memory always builds on this thread.
   */
  workerBuildMin?: number;
  /** Characters of product JSON held in memory per catalogue version (default JSON_MEMORY_MAX; 0: read rows). */
  jsonMemoryMax?: number;
}
