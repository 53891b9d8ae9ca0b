/**
 * Bulk upsert of a tenant's products in one IMMEDIATE transaction with prepared statements.
 * Unchanged products (same content hash) are not rewritten; `replace` removes products not in the list.
 */
import { type Product } from '../../core/index.ts';
import type { Db } from '../database.ts';
import { contentHash } from './canonical-json.ts';
import { productRow, type ProductRow } from './product-row.ts';
import { tenantRange } from '../tenant-range.ts';

export interface UpsertOptions {
  /** Delete the tenant's products that are not in the list. */
  replace?: boolean;
}

export interface UpsertResult {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

const rowValues = (row: ProductRow) => [
  row.price,
  row.compareAtPrice,
  row.rating,
  row.reviewCount,
  row.available,
  row.createdMs,
  row.popularity,
  row.brand,
  row.category,
  row.colors,
  row.tags,
  row.words,
];

const ROW_COLUMNS = `price, compare_at_price, rating, review_count, available, created_ms, popularity, brand,
  category, colors, tags, words`;

export function prepareUpsert(db: Db) {
  const existing = db
    .prepare<[string], [string, number, string]>('SELECT id, rowid, hash FROM products WHERE tenant_id = ?')
    .raw(true);
  const tenantNum = db.prepare<[string], { num: number }>('SELECT num FROM tenants WHERE id = ?');
  const lastRowid = db
    .prepare<[number, number], number | null>('SELECT max(rowid) FROM products WHERE rowid BETWEEN ? AND ?')
    .pluck(true);
  const insert = db.prepare(
    `INSERT INTO products (rowid, tenant_id, id, json, hash, ${ROW_COLUMNS})
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE products SET (json, hash, ${ROW_COLUMNS}) = (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     WHERE rowid = ?`,
  );
  const remove = db.prepare('DELETE FROM products WHERE rowid = ?');
  const bumpVersion = db.prepare('UPDATE tenants SET catalog_version = catalog_version + 1 WHERE id = ?');

  const run = db.transaction((tenantId: string, products: readonly Product[], replace: boolean) => {
    const num = tenantNum.get(tenantId)?.num;
    if (num === undefined) throw new Error(`Unknown tenant "${tenantId}"`);
    const range = tenantRange(num);
    let nextRowid = (lastRowid.get(range.lo, range.hi) ?? range.lo - 1) + 1;
    const before = new Map<string, { rowid: number; hash: string }>();
    for (const [id, rowid, hash] of existing.all(tenantId)) before.set(id, { rowid, hash });

    // Later duplicates of an id win, as if the list had been imported row by row.
    const latest = new Map<string, Product>();
    for (const product of products) {
      if (typeof product?.id !== 'string' || product.id.trim() === '') {
        throw new Error(`Product without an id cannot be stored: ${JSON.stringify(product)?.slice(0, 80)}`);
      }
      latest.set(product.id, product);
    }

    const result: UpsertResult = { inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
    for (const [id, product] of latest) {
      const hash = contentHash(product);
      const previous = before.get(id);
      if (previous?.hash === hash) {
        result.unchanged++;
        continue;
      }
      const row = productRow(product);
      const json = JSON.stringify(product);
      if (previous === undefined) {
        if (nextRowid > range.hi) throw new Error(`Tenant "${tenantId}" has run out of product rowids`);
        const rowid = nextRowid++;
        insert.run(rowid, tenantId, id, json, hash, ...rowValues(row));
        result.inserted++;
      } else {
        update.run(json, hash, ...rowValues(row), previous.rowid);
        result.updated++;
      }
    }
    if (replace) {
      for (const [id, { rowid }] of before) {
        if (latest.has(id)) continue;
        remove.run(rowid);
        result.deleted++;
      }
    }
    if (result.inserted + result.updated + result.deleted > 0) bumpVersion.run(tenantId);
    return result;
  });

  return (tenantId: string, products: readonly Product[], options: UpsertOptions = {}): UpsertResult =>
    run.immediate(tenantId, products, options.replace === true);
}
