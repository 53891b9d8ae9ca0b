/**
 * Catalogue search. The tenant's in-memory text index (text/) finds the text matches (OR of the query's
 * words, their typo corrections, compounds and synonyms) and, for the relevance sort, orders them in two
 * stages (BM25F with coordination, then the core's scoreCandidate on the best candidates); filters, facets and
 * the other sorts run over the tenant's in-memory CatalogIndex; the page's JSON is held with it (product-json.ts).
 * Everything happens in one read transaction, so the version check, the indexes and the rows agree; when all
 * that a search reads is in memory at the tenant's current version, in the one statement that reads its row.
 * The indexes and recent match sets are cached per catalogue version, read from the database on every search.
 */
import {
  emptyVocabulary,
  type CatalogPage,
  type CatalogSearchResult,
  type Product,
  type SearchQuery,
} from '../../core/index.ts';
import type { Db } from '../database.ts';
import { tenantRange, type RowidRange } from '../tenant-range.ts';
import { prepareIndexLoader, type CatalogIndex } from './catalog-index.ts';
import { Lru } from '../lru.ts';
import { prepareVocabulary, type Vocabulary } from './vocabulary.ts';
import { prepareJsonLoader } from './product-json.ts';
import type { CatalogSearch, SearchCacheOptions } from './catalog-search-api.ts';
import { withOverrides } from './text/ranking-options.ts';
import { prepareSynonymStore } from './text/synonym-store.ts';
import { prepareTextCatalog, type TextCatalog } from './text/text-catalog.ts';
import { createWorkerPrepare, type TenantRow } from './worker-prepare.ts';
import { best, comparator } from './rank-rows.ts';
import { statesMeasure } from './measure-values.ts';
import { statesSort } from './states-sort.ts';
import { countMatches, findMatches, scoredBy, type Result } from './find-matches.ts';
import { described, empty, needsText, parsed, resultKey, whole } from './result-parts.ts';
import { packWords } from './stated-pack.ts';
import { copyFacets } from './facets.ts';

export function createCatalogSearch(db: Db, options: SearchCacheOptions = {}): CatalogSearch {
  const tenant = db
    .prepare<[string], [number, number]>('SELECT num, catalog_version FROM tenants WHERE id = ?')
    .raw(true);
  const readJson = db.prepare<[number], string>('SELECT json FROM products WHERE rowid = ?').pluck(true);
  const loadJson = prepareJsonLoader(db, options.jsonMemoryMax);
  const loadIndex = prepareIndexLoader(db);
  const vocabularyOf = prepareVocabulary(db);
  const readWords = db.prepare<[number], string>('SELECT words FROM products WHERE rowid = ?').pluck(true);
  const ranking = withOverrides(options.ranking);
  const loadText = prepareTextCatalog(db, ranking);
  const synonyms = prepareSynonymStore(db);
  const indexes = new Lru<string, CatalogIndex>(Math.max(1, options.indexCacheSize ?? 8));
  const results = new Lru<string, Result>(Math.max(0, options.resultCacheSize ?? 32));

  /** The tenant's index at the catalogue version `found` read (call inside the read transaction that read it). */
  const current = (
    tenantId: string,
    found: TenantRow = tenant.get(tenantId),
  ): { index: CatalogIndex; range: RowidRange } | undefined => {
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

  /** The tenant's cached index if it is at the version `found` read (reads nothing). */
  const cachedAt = (tenantId: string, found: TenantRow): CatalogIndex | undefined => {
    const index = found === undefined ? undefined : indexes.get(tenantId);
    return index?.version === found?.[1] ? index : undefined;
  };

  const worker = createWorkerPrepare({
    db,
    tenantRow: (tenantId) => tenant.get(tenantId),
    indexes,
    ranking,
    synonymsOf: (tenantId) => synonyms.get(tenantId),
    workerBuildMin: options.workerBuildMin ?? 5_000,
    ...(options.jsonMemoryMax !== undefined && { jsonMemoryMax: options.jsonMemoryMax }),
  });
  const prepare = (tenantId: string, query?: SearchQuery): Promise<void> =>
    worker.prepare(tenantId, query !== undefined && needsText(query));

  /**
   * With `whenReady`, undefined instead of a result when `prepare` would build in the worker first: the common
   * case (indexes current) then reads the tenant's row once, in the search's own read transaction.
   */
  const searchRead = db.transaction(
    (
      tenantId: string,
      query: SearchQuery,
      page: CatalogPage,
      whenReady = false,
    ): CatalogSearchResult | undefined => {
      const found = tenant.get(tenantId);
      if (whenReady && !worker.needsNoBuild(tenantId, found, needsText(query))) return undefined;
      const catalogue = current(tenantId, found);
      return catalogue === undefined ? empty() : searchIn(tenantId, query, page, catalogue);
    },
  );

  // A search's readers of its index, made by these factories: a closure assigned to a name in each search
  // (`const f = () => …`) is named by tsx (it keeps names) with Object.defineProperty, the ones returned not.
  const textCatalogOf =
    (tenantId: string, index: CatalogIndex, range: RowidRange): (() => TextCatalog) =>
    () =>
      (index.text ??= loadText(index, range, synonyms.get(tenantId)));
  const productAtOf =
    (index: CatalogIndex, json: string[] | null) =>
    (position: number): Product | undefined =>
      parsed(json === null ? readJson.get(index.rowid[position]!) : json[position]);
  const wordsAtOf = (index: CatalogIndex) => (position: number) => readWords.get(index.rowid[position]!);

  /**
   * The search on the tenant's index at the version its caller read: in searchRead's transaction, or with
   * every read in memory (see `search`).
   */
  const searchIn = (
    tenantId: string,
    query: SearchQuery,
    page: CatalogPage,
    { index, range }: { index: CatalogIndex; range: RowidRange },
  ): CatalogSearchResult => {
    const textCatalog = textCatalogOf(tenantId, index, range);
    const asked = typeof query.text === 'string' ? query.text.trim() : '';
    // A pack asked ranks by its words where the shop writes that pack (stated-pack.ts).
    const pack = asked === '' ? '' : packWords(query.pack, () => textCatalog().text);
    const text = pack === '' ? asked : `${asked} ${pack}`;
    const scored = scoredBy(query);
    const key = resultKey(tenantId, index.version, query, text);
    // Held in memory from here on for this catalogue version (read in this transaction: the rows agree).
    // Once: null (too big to hold) is an answer too, not a reason to read every row again on the next search.
    if (index.json === undefined) index.json = loadJson(index.size, index.positionOf, range);
    const json = index.json;
    const productAt = productAtOf(index, json);
    let result = results.get(key);
    const wordsAt = wordsAtOf(index);
    // A probe of the count alone skips the ranking; a match set already ranked answers it too (below).
    if (result === undefined && page.count === true) {
      const counted = countMatches(textCatalog, wordsAt, index, query, text, ranking);
      return {
        products: [],
        total: counted.total,
        ...(counted.unmatched && { unmatched: [...counted.unmatched] }),
      };
    }
    if (result === undefined) {
      result = findMatches(textCatalog, wordsAt, productAt, index, query, text, ranking);
      results.set(key, result);
    }

    const offset = whole(page.offset);
    const limit = whole(page.limit);
    const total = result.matches.length;
    const ranked = scored ? (result.ranked ?? 0) : 0;
    const order = () => comparator(index, result, query.sort, query.measureSort, query.filters?.sizes);
    const pageEntries =
      offset >= total
        ? []
        : offset + limit <= ranked
          ? Array.from({ length: offset + limit }, (_, k) => k)
          : best(total, order(), offset + limit);
    const products: Product[] = [];
    for (const j of pageEntries.slice(offset)) {
      const product = productAt(result.matches[j]!);
      if (product !== undefined) products.push(product);
    }
    // A copy, so a caller changing the facets cannot change the cached ones.
    const unmatched = result.unmatched && { unmatched: [...result.unmatched] };
    return {
      products,
      total,
      facets: copyFacets(result.facets),
      ...unmatched,
      ...(result.partial === true && { partial: true }),
      ...(result.headMissing === true && { headMissing: true }),
      ...(result.headBuried === true && { headBuried: true }),
      ...(page.describe === true && described(result)),
      ...(result.corrections && { corrections: result.corrections.map((fix) => ({ ...fix })) }),
      // "cheap phone case" where no case states a price: in relevance order, and the chat says so.
      ...(query.measureSort === undefined &&
        total > 0 &&
        !statesSort(index, result.matches, query.sort) && { sortUnstated: true }),
      ...(query.measureSort !== undefined &&
        total > 0 &&
        !statesMeasure(index, result.matches, query.measureSort, result.later) && {
          measureUnstated: true,
        }),
    };
  };

  /**
   * When the tenant's indexes at its current version are all in memory (text index and product JSON too) and
   * the query excludes no words (which reads the products' words), the search reads only the tenant's row: one
   * statement without BEGIN and COMMIT around it, which cost more than the row (the read alone is consistent).
   */
  const search = (tenantId: string, query: SearchQuery, page: CatalogPage, whenReady = false) => {
    const found = tenant.get(tenantId);
    const index = cachedAt(tenantId, found);
    if (
      found !== undefined &&
      index?.text !== undefined &&
      Array.isArray(index.json) &&
      (query.filters?.excludeTerms?.length ?? 0) === 0
    )
      return searchIn(tenantId, query, page, { index, range: tenantRange(found[0]) });
    return searchRead(tenantId, query, page, whenReady);
  };

  const vocabularyRead = db.transaction((tenantId: string, whenReady = false): Vocabulary | undefined => {
    const found = tenant.get(tenantId);
    if (whenReady && !worker.needsNoBuild(tenantId, found, false)) return undefined;
    const catalogue = current(tenantId, found);
    if (catalogue === undefined) return emptyVocabulary;
    catalogue.index.vocabulary ??= vocabularyOf(catalogue.index, catalogue.range);
    return catalogue.index.vocabulary;
  });

  /** A vocabulary in memory at the tenant's current version is answered on its row alone (see `search`). */
  const vocabulary = (tenantId: string, whenReady = false): Vocabulary | undefined => {
    const held = cachedAt(tenantId, tenant.get(tenantId))?.vocabulary;
    return held ?? vocabularyRead(tenantId, whenReady);
  };

  return {
    prepare,
    search: (tenantId, query, page) => search(tenantId, query, page)!,
    // Each a read transaction fewer than `prepare` then `search` when nothing needs building (syscalls to lock
    // the WAL's read mark cost more than the reads): prepare only when the ready check says a build is due.
    prepareAndSearch: async (tenantId, query, page) => {
      const result = search(tenantId, query, page, true);
      if (result !== undefined) return result;
      await prepare(tenantId, query);
      return search(tenantId, query, page)!;
    },
    vocabulary: (tenantId) => vocabulary(tenantId)!,
    prepareAndVocabulary: async (tenantId) => {
      const words = vocabulary(tenantId, true);
      if (words !== undefined) return words;
      await prepare(tenantId);
      return vocabulary(tenantId)!;
    },
    synonyms: (tenantId) => synonyms.get(tenantId),
    setSynonyms: (tenantId, groups) => synonyms.set(tenantId, groups),
    close: () => worker.close(),
  };
}
