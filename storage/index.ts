/**
 * Aisle's SQLite storage: the implementation of the core's tenant, catalogue and content ports.
 * Safe to open from several processes at once (the server and the CLI) on one file.
 */
import { CatalogStore } from './catalog/catalog-store.ts';
import { ContentStore } from './content/content-store.ts';
import { openDatabase } from './database.ts';
import type { SearchCacheOptions } from './search/catalog-search-api.ts';
import { SessionStore, type SessionStoreOptions } from './sessions/session-store.ts';
import { TenantStore } from './tenants/tenant-store.ts';
import { EmbeddingStore } from './vectors/embedding-store.ts';

export interface Storage {
  tenants: TenantStore;
  catalog: CatalogStore;
  content: ContentStore;
  /** Product embeddings for vector search. */
  vectors: EmbeddingStore;
  /** Each conversation's last search (`sessionId`). */
  sessions: SessionStore;
  /** True when the database answers `SELECT 1`. */
  ping(): boolean;
  close(): void;
}

export interface StorageOptions extends SearchCacheOptions {
  sessions?: SessionStoreOptions;
}

/** Opens (creating and migrating as needed) the database at `path`; `':memory:'` for a private one. */
export function openStorage(path: string, options: StorageOptions = {}): Storage {
  const db = openDatabase(path);
  const ping = db.prepare<[], { ok: number }>('SELECT 1 AS ok');
  const catalog = new CatalogStore(db, options);
  return {
    tenants: new TenantStore(db),
    catalog,
    content: new ContentStore(db),
    vectors: new EmbeddingStore(db),
    sessions: new SessionStore(db, options.sessions),
    ping() {
      try {
        return db.open && ping.get()?.ok === 1;
      } catch {
        return false;
      }
    },
    close() {
      void catalog.close();
      if (db.open) db.close();
    },
  };
}

export { CatalogStore } from './catalog/catalog-store.ts';
export { ContentStore } from './content/content-store.ts';
export { TenantStore } from './tenants/tenant-store.ts';
export { SessionStore, DEFAULT_SESSION_TTL_MS, MAX_SESSION_ID_LENGTH } from './sessions/session-store.ts';
export type { SessionStoreOptions } from './sessions/session-store.ts';
export type { TenantListing, NewTenant, TenantPatch } from './tenants/tenant-store.ts';
export type { UpsertOptions, UpsertResult } from './catalog/upsert-products.ts';
export type { ContentImportRow, ContentWrite, Faq } from './content/content-store.ts';
export { BM25_WEIGHTS, FTS_COLUMNS } from './search/fts-columns.ts';
export { buildMatchExpression } from './search/fts-match.ts';
export { PRICE_BANDS } from './search/facets.ts';
export type { Vocabulary } from './search/vocabulary.ts';
export { contentHash } from './catalog/canonical-json.ts';
export * from './import/index.ts';
export * from './vectors/index.ts';
