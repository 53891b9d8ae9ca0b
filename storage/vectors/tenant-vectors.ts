/**
 * One tenant's vectors of one model, in memory, kept in step with the database. A refresh is cheap to ask
 * for: it compares the store's mark (highest seq) and the catalogue version with what it has seen, and only
 * on a change loads the rows written since (in chunks, yielding between them) and, after a catalogue change
 * that left fewer vectors than it holds, drops those of deleted products. Concurrent callers share one
 * refresh.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EmbeddingStore } from './embedding-store.ts';
import { ShardedIndex, type IndexFactory } from './sharded-index.ts';

/** Rows read per step while loading: at 768 dimensions about 0.8 MB, a few ms of work. */
const LOAD_CHUNK = 250;

export interface TenantVectorsSource {
  store: EmbeddingStore;
  model: string;
  catalogVersion(tenantId: string): number;
  createIndex: IndexFactory;
}

export class TenantVectors {
  readonly tenantId: string;
  readonly #source: TenantVectorsSource;
  #index: ShardedIndex | undefined;
  #mark = -1;
  #version = -1;
  #refreshing: Promise<void> | undefined;
  #generation = 0;
  /** Products whose vector was skipped: its dimensions differ from the first one loaded. */
  readonly skipped = new Set<string>();

  constructor(tenantId: string, source: TenantVectorsSource) {
    this.tenantId = tenantId;
    this.#source = source;
  }

  get loaded(): boolean {
    return this.#mark >= 0;
  }

  get index(): ShardedIndex | undefined {
    return this.#index;
  }

  get size(): number {
    return this.#index?.size ?? 0;
  }

  /** Moves whenever a refresh changed the vectors (a key for cached search results). */
  get generation(): number {
    return this.#generation;
  }

  /** Starts a refresh when the database moved on (or joins the one running). */
  refresh(): Promise<void> {
    this.#refreshing ??= this.#refresh().finally(() => (this.#refreshing = undefined));
    return this.#refreshing;
  }

  async #refresh(): Promise<void> {
    const { store, model } = this.#source;
    const mark = store.mark(this.tenantId);
    const version = this.#source.catalogVersion(this.tenantId);
    if (mark === this.#mark && version === this.#version) return;
    let cursor = Math.max(0, this.#mark);
    for (;;) {
      const rows = store.after(this.tenantId, model, cursor, LOAD_CHUNK);
      for (const row of rows) {
        cursor = row.seq;
        this.#index ??= new ShardedIndex(this.#source.createIndex, row.dims);
        if (row.dims === this.#index.dimensions) {
          this.#index.set(row.productId, row.vector);
          this.skipped.delete(row.productId);
        } else {
          this.#index.delete(row.productId);
          this.skipped.add(row.productId);
        }
      }
      if (rows.length < LOAD_CHUNK) break;
      await nextTurn();
    }
    const index = this.#index;
    const catalogueChanged = this.#version >= 0 && version !== this.#version;
    if (
      index !== undefined &&
      catalogueChanged &&
      index.size + this.skipped.size !== store.count(this.tenantId, model)
    ) {
      // Products were deleted (their vectors went with them): drop what the database no longer has.
      const present = new Set(store.productIds(this.tenantId, model));
      for (const id of [...index.ids()]) if (!present.has(id)) index.delete(id);
      for (const id of [...this.skipped]) if (!present.has(id)) this.skipped.delete(id);
    }
    this.#mark = Math.max(cursor, mark);
    this.#version = version;
    this.#generation += 1;
  }
}
