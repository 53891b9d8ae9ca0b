/**
 * Product embeddings in SQLite (table product_vectors, schema v2): one Float32 vector per product, written by
 * `aisle catalog embed`, read by the server's vector search. Every write gets a new `seq`, so a reader keeps
 * the highest `seq` it has loaded and asks only for newer rows. A product's vector is deleted with the
 * product (foreign key), so vectors never outlive their products.
 */
import type { Db } from '../database.ts';
import { decodeVector, encodeVector } from './vector-codec.ts';

export interface VectorWrite {
  productId: string;
  /** See embeddingHash(): the model and text the vector was computed from. */
  sourceHash: string;
  vector: ArrayLike<number>;
}

export interface StoredVector {
  productId: string;
  seq: number;
  model: string;
  sourceHash: string;
  dims: number;
  vector: Float32Array;
}

type Row = [productId: string, seq: number, model: string, sourceHash: string, dims: number, vector: Buffer];

const toStored = ([productId, seq, model, sourceHash, dims, vector]: Row): StoredVector => ({
  productId,
  seq,
  model,
  sourceHash,
  dims,
  vector: decodeVector(vector, dims),
});

const COLUMNS = 'product_id, seq, model, source_hash, dims, vector';

export class EmbeddingStore {
  readonly #hashes;
  readonly #put;
  readonly #putMany;
  readonly #get;
  readonly #after;
  readonly #mark;
  readonly #count;
  readonly #ids;

  constructor(db: Db) {
    this.#hashes = db
      .prepare<[string], [string, string]>(
        'SELECT product_id, source_hash FROM product_vectors WHERE tenant_id = ?',
      )
      .raw(true);
    // REPLACE deletes the old row and inserts a new one: the vector gets a new seq. A product deleted since the
    // caller read it is skipped instead of failing the whole batch on the foreign key.
    this.#put = db.prepare<[string, string, string, string, number, Buffer, string, string]>(
      `INSERT OR REPLACE INTO product_vectors (tenant_id, product_id, model, source_hash, dims, vector)
       SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM products WHERE tenant_id = ? AND id = ?)`,
    );
    this.#putMany = db.transaction((tenantId: string, model: string, rows: readonly VectorWrite[]) => {
      let written = 0;
      for (const row of rows) {
        const { productId, sourceHash, vector } = row;
        written += this.#put.run(
          tenantId,
          productId,
          model,
          sourceHash,
          vector.length,
          encodeVector(vector),
          tenantId,
          productId,
        ).changes;
      }
      return written;
    });
    this.#get = db
      .prepare<[string, string], Row>(
        `SELECT ${COLUMNS} FROM product_vectors WHERE tenant_id = ? AND product_id = ?`,
      )
      .raw(true);
    this.#after = db
      .prepare<[string, string, number, number], Row>(
        `SELECT ${COLUMNS} FROM product_vectors WHERE tenant_id = ? AND model = ? AND seq > ? ORDER BY seq LIMIT ?`,
      )
      .raw(true);
    this.#mark = db
      .prepare<[string], number | null>('SELECT max(seq) FROM product_vectors WHERE tenant_id = ?')
      .pluck(true);
    this.#count = db
      .prepare<[string, string], number>(
        'SELECT count(*) FROM product_vectors WHERE tenant_id = ? AND model = ?',
      )
      .pluck(true);
    this.#ids = db
      .prepare<[string, string], string>(
        'SELECT product_id FROM product_vectors WHERE tenant_id = ? AND model = ?',
      )
      .pluck(true);
  }

  /** productId → source hash of its stored vector (any model; the hash covers the model). */
  sourceHashes(tenantId: string): Map<string, string> {
    return new Map(this.#hashes.all(tenantId));
  }

  /**
   * Stores the vectors in one transaction, replacing earlier ones. Rows of products no longer in the catalogue
   * are skipped. Returns the number written.
   */
  putMany(tenantId: string, model: string, rows: readonly VectorWrite[]): number {
    for (const { productId, vector } of rows) {
      if (vector.length === 0) throw new Error(`empty vector for product "${productId}"`);
      for (let i = 0; i < vector.length; i += 1) {
        if (!Number.isFinite(vector[i])) throw new Error(`vector for product "${productId}" is not finite`);
      }
    }
    return this.#putMany.immediate(tenantId, model, rows);
  }

  get(tenantId: string, productId: string): StoredVector | undefined {
    const row = this.#get.get(tenantId, productId);
    return row === undefined ? undefined : toStored(row);
  }

  /** Up to `limit` vectors of `model` written after `seq`, oldest first (a cursor: pass the last seq seen). */
  after(tenantId: string, model: string, seq: number, limit: number): StoredVector[] {
    return this.#after.all(tenantId, model, seq, limit).map(toStored);
  }

  /** The highest seq of the tenant's vectors (0 when none): it moves whenever a vector is written. */
  mark(tenantId: string): number {
    return this.#mark.get(tenantId) ?? 0;
  }

  count(tenantId: string, model: string): number {
    return this.#count.get(tenantId, model) ?? 0;
  }

  /** Ids of the products that have a vector from `model`. */
  productIds(tenantId: string, model: string): string[] {
    return this.#ids.all(tenantId, model);
  }
}
