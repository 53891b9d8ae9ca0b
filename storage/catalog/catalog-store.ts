/**
 * The tenant-scoped product catalogue: implements the core's CatalogReader (async) plus synchronous
 * writes and listings for the CLI. Every statement is constrained by tenant_id.
 */
import {
  type CatalogPage,
  type CatalogReader,
  type CatalogSearchResult,
  type Product,
  type SearchQuery,
} from '../../core/index.ts';
import type { Db } from '../database.ts';
import { createCatalogSearch } from '../search/catalog-search.ts';
import type { CatalogSearch, SearchCacheOptions } from '../search/catalog-search-api.ts';
import type { Vocabulary } from '../search/vocabulary.ts';
import { prepareUpsert, type UpsertOptions, type UpsertResult } from './upsert-products.ts';

const parse = (json: string): Product => JSON.parse(json) as Product;

export class CatalogStore implements CatalogReader {
  readonly #db: Db;
  readonly #upsert: ReturnType<typeof prepareUpsert>;
  readonly #search: CatalogSearch;
  readonly #getMany;
  readonly #version;

  constructor(db: Db, options: SearchCacheOptions = {}) {
    this.#db = db;
    this.#upsert = prepareUpsert(db);
    this.#search = createCatalogSearch(db, options);
    this.#getMany = db
      .prepare<[string, string], [string, string]>(
        'SELECT id, json FROM products WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))',
      )
      .raw(true);
    this.#version = db.prepare<[string], { v: number }>(
      'SELECT catalog_version AS v FROM tenants WHERE id = ?',
    );
  }

  /**
   * Inserts new products, rewrites changed ones and leaves identical ones alone, in one transaction.
   * With `replace`, the tenant's products missing from `products` are deleted. Throws for an unknown tenant.
   */
  upsertMany(tenantId: string, products: readonly Product[], options?: UpsertOptions): UpsertResult {
    return this.#upsert(tenantId, products, options);
  }

  count(tenantId: string): number {
    return this.#db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM products WHERE tenant_id = ?')
      .get(tenantId)!.n;
  }

  /** Products ordered by id. */
  list(tenantId: string, page: CatalogPage): Product[] {
    return this.#db
      .prepare<[string, number, number], [string]>(
        'SELECT json FROM products WHERE tenant_id = ? ORDER BY id LIMIT ? OFFSET ?',
      )
      .raw(true)
      .all(tenantId, Math.max(0, Math.floor(page.limit)), Math.max(0, Math.floor(page.offset)))
      .map(([json]) => parse(json));
  }

  /** All product ids, sorted. */
  ids(tenantId: string): string[] {
    return this.#db
      .prepare<[string], [string]>('SELECT id FROM products WHERE tenant_id = ? ORDER BY id')
      .raw(true)
      .all(tenantId)
      .map(([id]) => id);
  }

  /** Content hash (sha1 of canonical JSON) per product id; all products, or those of `ids` that exist. */
  productHashes(tenantId: string, ids?: readonly string[]): Map<string, string> {
    const rows =
      ids === undefined
        ? this.#db
            .prepare<[string], [string, string]>('SELECT id, hash FROM products WHERE tenant_id = ?')
            .raw(true)
            .all(tenantId)
        : this.#db
            .prepare<[string, string], [string, string]>(
              'SELECT id, hash FROM products WHERE tenant_id = ? AND id IN (SELECT value FROM json_each(?))',
            )
            .raw(true)
            .all(tenantId, JSON.stringify(ids));
    return new Map(rows);
  }

  /**
   * Increases whenever the tenant's catalogue changes (0 for a new or unknown tenant): a cheap key for
   * caches held by other processes' readers.
   */
  version(tenantId: string): number {
    return this.#version.get(tenantId)?.v ?? 0;
  }

  async getMany(tenantId: string, ids: readonly string[]): Promise<Product[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = new Map(this.#getMany.all(tenantId, JSON.stringify(unique)));
    return unique.flatMap((id) => {
      const json = found.get(id);
      return json === undefined ? [] : [parse(json)];
    });
  }

  async search(tenantId: string, query: SearchQuery, page: CatalogPage): Promise<CatalogSearchResult> {
    return this.#search.prepareAndSearch(tenantId, query, page);
  }

  /** Stops the search's worker thread, if one was started. */
  async close(): Promise<void> {
    await this.#search.close();
  }

  /**
   * The tenant's own search synonyms: groups of phrases that mean the same (`[["sofa", "couch"],
   * ["tv", "television", "telly"]]`), on top of a small built-in e-commerce lexicon. A query naming one phrase
   * of a group also matches the others (ranked a little below the words typed).
   */
  synonyms(tenantId: string): string[][] {
    return this.#search.synonyms(tenantId);
  }

  /**
   * Replaces the tenant's synonym groups as a whole (`[]` removes them); phrases are trimmed and de-duplicated,
   * groups of fewer than two phrases dropped; at most 10,000 groups of 50 phrases of 100 characters. Returns
   * the groups as stored. Searches in every process use them at once. Throws for an unknown tenant.
   */
  setSynonyms(tenantId: string, groups: readonly (readonly string[])[]): string[][] {
    return this.#search.setSynonyms(tenantId, groups);
  }

  /**
   * Lower-cased brands, category paths and colour/material/size/feature/audience values of the tenant's
   * catalogue, shaped like the core's CatalogVocabulary for `parseQuery(text, { vocabulary })`. One frozen
   * object per catalogue version (safe to cache by identity); recomputed after any import.
   */
  async vocabulary(tenantId: string): Promise<Vocabulary> {
    return this.#search.prepareAndVocabulary(tenantId);
  }
}
