/**
 * A tenant's vectors split over several similarity indexes ("shards") of a few megabytes each, searched one
 * after the other with a turn of the event loop in between. An exact scan of 50,000 x 768 floats takes
 * ~40 ms on one core; in shards of 2M floats no single step blocks other requests for more than a few ms.
 * The index itself is injected (the composition root passes llm's VectorIndex), so storage does not
 * depend on the language-model layer.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface VectorHit {
  id: string;
  score: number;
}

/** What a shard must do; llm's VectorIndex has this shape. */
export interface SimilarityIndex {
  readonly dimensions: number;
  readonly size: number;
  set(id: string, vector: ArrayLike<number>): void;
  delete(id: string): boolean;
  search(query: ArrayLike<number>, k: number, accept?: (id: string) => boolean): VectorHit[];
}

export type IndexFactory = (dimensions: number, capacity: number) => SimilarityIndex;

/** Floats per shard: 2M (8 MB), 2-3 ms of scanning on one core. */
const SHARD_FLOATS = 2 * 1024 * 1024;

export function rowsPerShard(dimensions: number): number {
  return Math.min(65_536, Math.max(256, Math.floor(SHARD_FLOATS / dimensions)));
}

/** The best `k` of two lists that are each sorted best first. */
function mergeBest(a: readonly VectorHit[], b: readonly VectorHit[], k: number): VectorHit[] {
  const out: VectorHit[] = [];
  let i = 0;
  let j = 0;
  while (out.length < k && (i < a.length || j < b.length)) {
    const left = a[i];
    const right = b[j];
    if (right === undefined || (left !== undefined && left.score >= right.score)) {
      out.push(left as VectorHit);
      i += 1;
    } else {
      out.push(right);
      j += 1;
    }
  }
  return out;
}

export class ShardedIndex {
  readonly dimensions: number;
  readonly #factory: IndexFactory;
  readonly #shardRows: number;
  readonly #shards: SimilarityIndex[] = [];
  readonly #shardOf = new Map<string, SimilarityIndex>();

  constructor(factory: IndexFactory, dimensions: number, shardRows = rowsPerShard(dimensions)) {
    this.#factory = factory;
    this.dimensions = dimensions;
    this.#shardRows = shardRows;
  }

  get size(): number {
    return this.#shardOf.size;
  }

  get shards(): number {
    return this.#shards.length;
  }

  ids(): IterableIterator<string> {
    return this.#shardOf.keys();
  }

  /** Adds or replaces the vector of `id`. */
  set(id: string, vector: ArrayLike<number>): void {
    let shard = this.#shardOf.get(id);
    if (shard === undefined) {
      shard = this.#shards.at(-1);
      if (shard === undefined || shard.size >= this.#shardRows) {
        shard = this.#factory(this.dimensions, this.#shardRows);
        this.#shards.push(shard);
      }
      this.#shardOf.set(id, shard);
    }
    shard.set(id, vector);
  }

  delete(id: string): boolean {
    const shard = this.#shardOf.get(id);
    if (shard === undefined) return false;
    shard.delete(id);
    this.#shardOf.delete(id);
    return true;
  }

  /** The `k` nearest ids (cosine), best first; yields to the event loop between shards. */
  async search(
    query: ArrayLike<number>,
    k: number,
    options: { accept?: (id: string) => boolean; signal?: AbortSignal } = {},
  ): Promise<VectorHit[]> {
    let best: VectorHit[] = [];
    for (const [n, shard] of this.#shards.entries()) {
      if (n > 0) await nextTurn();
      options.signal?.throwIfAborted();
      best = mergeBest(best, shard.search(query, k, options.accept), k);
    }
    return best;
  }
}
