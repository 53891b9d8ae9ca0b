/**
 * Catalogue search. FTS5 finds (and for relevance, scores) the text matches inside the tenant's rowid range;
 * filters, facets and ordering run over the tenant's in-memory CatalogIndex; only the page's JSON is read.
 * Everything happens in one read transaction, so the version check, the index and the rows agree.
 * The index and recent match sets are cached per catalogue version, read from the database on every search.
 */
import type { CatalogPage, CatalogSearchResult } from '../../core/ports.ts';
import type { Product } from '../../core/schemas/product.ts';
import type { Facets } from '../../core/schemas/responses.ts';
import type { SearchQuery } from '../../core/search/search-query.ts';
import { canonicalJson } from '../catalog/canonical-json.ts';
import type { Db } from '../database.ts';
import { tenantRange, type RowidRange } from '../tenant-range.ts';
import { prepareIndexLoader, type CatalogIndex } from './catalog-index.ts';
import { facetsOf } from './facets.ts';
import { buildMatchExpression } from './fts-match.ts';
import { prepareFtsQueries, type FtsQueries } from './fts-queries.ts';
import { indexFilter } from './index-filters.ts';
import { Lru } from './lru.ts';
import { vocabularyOf, type Vocabulary } from './vocabulary.ts';
import { best, comparator, type MatchSet } from './rank-rows.ts';

export interface CatalogSearch {
  search(tenantId: string, query: SearchQuery, page: CatalogPage): CatalogSearchResult;
  /** The catalogue's vocabulary (one frozen object per catalogue version); empty for an unknown tenant. */
  vocabulary(tenantId: string): Vocabulary;
}

export interface SearchCacheOptions {
  /** Tenants whose CatalogIndex is kept in memory (default 8). */
  indexCacheSize?: number;
  /** Match sets remembered for paging and repeated queries (default 32; 0 turns the cache off). */
  resultCacheSize?: number;
}

interface Result extends MatchSet {
  facets: Facets;
}

const empty = (): CatalogSearchResult => ({
  products: [],
  total: 0,
  facets: { brand: [], category: [], color: [], price: [] },
});

const EMPTY_VOCABULARY: Vocabulary = Object.freeze({
  brands: [],
  categories: [],
  colors: [],
  materials: [],
  sizes: [],
  features: [],
  audiences: [],
});

const whole = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

function findMatches(
  fts: FtsQueries,
  index: CatalogIndex,
  range: RowidRange,
  query: SearchQuery,
  match: string | undefined,
): Result {
  const excluded = new Set<number>();
  for (const term of query.filters?.excludeTerms ?? []) {
    if (typeof term !== 'string') continue;
    for (const rowid of fts.containing(term, range)) {
      const position = index.positionOf(rowid);
      if (position >= 0) excluded.add(position);
    }
  }
  const keep = indexFilter(index, query.filters ?? {}, excluded);
  const matches: number[] = [];
  let scores: number[] | undefined;
  if (match === undefined) {
    for (let i = 0; i < index.size; i++) if (keep === undefined || keep(i)) matches.push(i);
  } else if (query.sort === 'relevance') {
    // Filters run inside the FTS query, so bm25 is computed only for rows that pass them.
    const keepRow = (rowid: number) => {
      const i = index.positionOf(rowid);
      return i >= 0 && (keep === undefined || keep(i));
    };
    scores = [];
    for (const [rowid, score] of fts.scored(match, range, keep === undefined ? undefined : keepRow)) {
      const i = index.positionOf(rowid);
      if (i >= 0) {
        matches.push(i);
        scores.push(score);
      }
    }
  } else {
    for (const rowid of fts.rowids(match, range)) {
      const i = index.positionOf(rowid);
      if (i >= 0 && (keep === undefined || keep(i))) matches.push(i);
    }
  }
  const set: MatchSet = { matches: Int32Array.from(matches) };
  if (scores !== undefined) set.scores = Float64Array.from(scores);
  return { ...set, facets: facetsOf(index, set.matches) };
}

export function createCatalogSearch(db: Db, options: SearchCacheOptions = {}): CatalogSearch {
  const tenant = db
    .prepare<[string], [number, number]>('SELECT num, catalog_version FROM tenants WHERE id = ?')
    .raw(true);
  const readJson = db.prepare<[number], string>('SELECT json FROM products WHERE rowid = ?').pluck(true);
  const loadIndex = prepareIndexLoader(db);
  const fts = prepareFtsQueries(db);
  const indexes = new Lru<string, CatalogIndex>(Math.max(1, options.indexCacheSize ?? 8));
  const results = new Lru<string, Result>(Math.max(0, options.resultCacheSize ?? 32));

  /** The tenant's index at the database's current catalogue version (call inside a read transaction). */
  const current = (tenantId: string): { index: CatalogIndex; range: RowidRange } | undefined => {
    const found = tenant.get(tenantId);
    if (found === undefined) return undefined;
    const [num, version] = found;
    const range = tenantRange(num);
    let index = indexes.get(tenantId);
    if (index?.version !== version) {
      index = loadIndex(range, version);
      indexes.set(tenantId, index);
    }
    return { index, range };
  };

  const search = db.transaction(
    (tenantId: string, query: SearchQuery, page: CatalogPage): CatalogSearchResult => {
      const catalogue = current(tenantId);
      if (catalogue === undefined) return empty();
      const { index, range } = catalogue;
      const match = buildMatchExpression(typeof query.text === 'string' ? query.text : '');
      const scored = match !== undefined && query.sort === 'relevance';
      const key = `${tenantId}\u0000${index.version}\u0000${scored}\u0000${match ?? ''}\u0000${canonicalJson(query.filters ?? {})}`;
      let result = results.get(key);
      if (result === undefined) {
        result = findMatches(fts, index, range, query, match);
        results.set(key, result);
      }

      const offset = whole(page.offset);
      const limit = whole(page.limit);
      const total = result.matches.length;
      const pageEntries =
        offset >= total ? [] : best(total, comparator(index, result, query.sort), offset + limit);
      const products: Product[] = [];
      for (const j of pageEntries.slice(offset)) {
        const json = readJson.get(index.rowid[result.matches[j]!]!);
        if (json !== undefined) products.push(JSON.parse(json) as Product);
      }
      // A copy, so a caller changing the facets cannot change the cached ones.
      return { products, total, facets: structuredClone(result.facets) };
    },
  );

  const vocabulary = db.transaction((tenantId: string): Vocabulary => {
    const catalogue = current(tenantId);
    if (catalogue === undefined) return EMPTY_VOCABULARY;
    catalogue.index.vocabulary ??= vocabularyOf(catalogue.index);
    return catalogue.index.vocabulary;
  });

  return {
    search: (tenantId, query, page) => search(tenantId, query, page),
    vocabulary: (tenantId) => vocabulary(tenantId),
  };
}
