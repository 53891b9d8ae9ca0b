/**
 * Schema versions, applied in order on open and recorded in `PRAGMA user_version`.
 * Append new migrations; never edit one that has shipped.
 */
import type { Product } from '../core/index.ts';
import { productRow } from './catalog/product-row.ts';
import type { Db } from './database.ts';
import { FTS_COLUMNS, FTS_TOKENIZE } from './search/fts-columns.ts';

const v1 = `
CREATE TABLE tenants (
  id              TEXT PRIMARY KEY,
  num             INTEGER NOT NULL UNIQUE,      -- product rowids of this tenant are num * 2^32 + 1 ...
  active          INTEGER NOT NULL DEFAULT 1,
  page_size       INTEGER NOT NULL DEFAULT 10,
  allowance       INTEGER,                      -- NULL = unlimited
  api_key_hash    BLOB NOT NULL,                -- SHA-256 of the API key; the key itself is never stored
  signing_secret  TEXT NOT NULL,                -- per-tenant JWT secret, rotated with the key
  catalog_version INTEGER NOT NULL DEFAULT 0,   -- bumped by every catalogue write that changes something
  created_at      TEXT NOT NULL
) STRICT;

CREATE TABLE usage (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  period    TEXT NOT NULL,                      -- YYYY-MM (UTC)
  count     INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, period)
) STRICT, WITHOUT ROWID;

CREATE TABLE products (
  -- Small columns first and the large ones last, so that reading the columns the search index needs
  -- never has to step through the product JSON (or its overflow pages).
  rowid         INTEGER PRIMARY KEY,            -- in the tenant's range (see tenants.num); also the FTS rowid
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id            TEXT NOT NULL,
  hash          TEXT NOT NULL,                  -- sha1 of the canonical JSON
  price         REAL,
  rating        REAL,
  review_count  INTEGER,
  available     INTEGER NOT NULL,               -- 0 only when available === false
  created_ms    INTEGER,
  popularity    REAL NOT NULL,                  -- rating * ln(1 + reviewCount)
  brand         TEXT,
  category      TEXT,
  colors        TEXT,                           -- colour values as written, joined by U+001F (facets)
  tags          TEXT NOT NULL,                  -- U+001F-delimited 'kind:value' keys for list filters
  words         TEXT NOT NULL,                  -- ' word word ' of title/description/attributes (exclusions)
  json          TEXT NOT NULL,                  -- the product exactly as imported
  UNIQUE (tenant_id, id)
) STRICT;

CREATE VIRTUAL TABLE product_fts USING fts5(
  ${FTS_COLUMNS.join(', ')},
  content = '', contentless_delete = 1,
  tokenize = '${FTS_TOKENIZE}'
);

CREATE TABLE content (
  tenant_id               TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_id              TEXT NOT NULL,
  faqs                    TEXT,                 -- JSON array, NULL = none generated
  faqs_generated_at       TEXT,
  highlights              TEXT,                 -- JSON array, NULL = none generated
  highlights_generated_at TEXT,
  source_hash             TEXT,                 -- product hash the content was generated from
  PRIMARY KEY (tenant_id, product_id)
) STRICT, WITHOUT ROWID;
`;

/**
 * v2: product embeddings for vector search (`aisle catalog embed`). One vector per product, from one model;
 * `seq` (AUTOINCREMENT, never reused) is renewed by every write, so a reader can load only the rows written
 * since it last looked. The foreign key drops a product's vector together with the product.
 */
const v2 = `
CREATE TABLE product_vectors (
  seq         INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id   TEXT NOT NULL,
  product_id  TEXT NOT NULL,
  model       TEXT NOT NULL,                    -- the Ollama embedding model that wrote the vector
  source_hash TEXT NOT NULL,                    -- sha1 of model and embedded text: re-embed when it changes
  dims        INTEGER NOT NULL,
  vector      BLOB NOT NULL,                    -- dims Float32 values, little-endian
  UNIQUE (tenant_id, product_id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
) STRICT;

CREATE INDEX product_vectors_by_seq ON product_vectors (tenant_id, seq);
-- Covers counting and listing a model's vectors without reading the vector rows.
CREATE INDEX product_vectors_by_model ON product_vectors (tenant_id, model, product_id);
`;

/**
 * v3: search runs on an in-memory index built from the products (storage/search/text/), so the FTS5 table is
 * dropped; per-tenant search synonyms (`catalog.setSynonyms`): groups of phrases that mean the same ("sofa",
 * "couch"), one JSON array of groups per tenant, replaced as a whole.
 */
const v3 = `
DROP TABLE IF EXISTS product_fts;

CREATE TABLE synonyms (
  tenant_id TEXT PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  groups    TEXT NOT NULL                       -- JSON: [["sofa", "couch"], ["tv", "television"], ...]
) STRICT;
`;

/**
 * v4: conversation memory (`sessionId`): the query each session's last search was understood as, so a follow-up
 * ("under $100") narrows it. Rows older than the retention window are ignored and pruned (sessions/).
 */
const v4 = `
CREATE TABLE search_sessions (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  turn       TEXT NOT NULL,                     -- JSON: {"query": SearchQuery, "page"?: string}
  updated_ms INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, session_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX search_sessions_by_age ON search_sessions (updated_ms);
`;

/**
 * v5: each product's compareAtPrice as a column, so the index can tell which products are on sale (priced below
 * it: "jackets on sale") without reading the JSON; filled in from the stored JSON for existing products.
 */
const v5 = `
ALTER TABLE products ADD COLUMN compare_at_price REAL;
UPDATE products SET compare_at_price = json_extract(json, '$.compareAtPrice')
  WHERE json_type(json, '$.compareAtPrice') IN ('integer', 'real');
`;

/**
 * v6: the stored filter tags gain the built-in features each product's title names (product-row.ts,
 * TITLE_FEATURE: a "Portable Bluetooth Speaker" meets "wireless"); recomputed from the stored JSON, in rowid
 * batches, and every catalogue's version bumped so no index built from the old tags is reused.
 */
function v6(db: Db): void {
  const batch = db.prepare<[number], { rowid: number; json: string }>(
    'SELECT rowid, json FROM products WHERE rowid > ? ORDER BY rowid LIMIT 2000',
  );
  const update = db.prepare<[string, number]>('UPDATE products SET tags = ? WHERE rowid = ?');
  for (let last = -1, rows = batch.all(last); rows.length > 0; rows = batch.all(last)) {
    for (const { rowid, json } of rows) update.run(productRow(JSON.parse(json) as Product).tags, rowid);
    last = rows.at(-1)!.rowid;
  }
  db.exec('UPDATE tenants SET catalog_version = catalog_version + 1');
}

/**
 * v7: the stored filter tags gain the colours and sizes only sold-out variants come in (product-row.ts,
 * SOLD_OUT: "queen, in stock" is no sheet set whose Queen is sold out); recomputed as v6 does.
 */
function v7(db: Db): void {
  v6(db);
}

/**
 * v8: the stored filter tags gain the conditions titles and attribute values name their products for (a "Rain
 * Jacket" is water-resistant, a "4-season" tent warm); recomputed as v6 does.
 */
function v8(db: Db): void {
  v6(db);
}

/**
 * v9: the stored filter tags gain the other attributes' values that are no measure, with their names
 * (product-row.ts, NAMED_KIND: "dry skin" is no moisturizer whose skin type is oily); recomputed as v6 does.
 */
function v9(db: Db): void {
  v6(db);
}

/**
 * v10: the stored filter tags gain the colours a product's own attributes give (product-row.ts, OWN_COLOUR: a
 * charcoal jacket that also comes in navy is no navy jacket first); recomputed as v6 does.
 */
function v10(db: Db): void {
  v6(db);
}

export const migrations: readonly (string | ((db: Db) => void))[] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10];

export const schemaVersion = migrations.length;

export function migrate(db: Db): void {
  const current = () => db.pragma('user_version', { simple: true }) as number;
  if (current() === schemaVersion) return;
  // IMMEDIATE: a second process opening a fresh file at the same moment waits, then sees the new version.
  db.transaction(() => {
    const from = current();
    if (from > schemaVersion) {
      throw new Error(
        `Database schema version ${from} is newer than this build of Aisle supports (${schemaVersion})`,
      );
    }
    for (let version = from; version < schemaVersion; version++) {
      const step = migrations[version] ?? '';
      if (typeof step === 'function') step(db);
      else db.exec(step);
    }
    db.pragma(`user_version = ${schemaVersion}`);
  }).immediate();
}
