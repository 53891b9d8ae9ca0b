/**
 * An exact cosine-similarity index: vectors are L2-normalised on insert and stored back to back in one
 * growable Float32Array, so a query is one linear scan of dot products (cache-friendly, no per-vector
 * objects). Top-k uses a bounded insertion buffer: O(n) scan plus O(k) work only for candidates that beat
 * the current k-th score. Exact search is fast enough for catalogues up to ~100k products (see
 * vector-bench.ts); an approximate index is only worth its complexity beyond that.
 */

export interface VectorHit {
  id: string;
  score: number;
}

export function normalise(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let sum = 0;
  for (let i = 0; i < out.length; i += 1) sum += (out[i] as number) * (out[i] as number);
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) / norm;
  return out;
}

/** q · data[offset .. offset + dims), unrolled by four (independent sums let the CPU overlap the adds). */
function dotProduct(q: Float32Array, data: Float32Array, offset: number, dims: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < dims; i += 4) {
    const o = offset + i;
    s0 += (q[i] as number) * (data[o] as number);
    s1 += (q[i + 1] as number) * (data[o + 1] as number);
    s2 += (q[i + 2] as number) * (data[o + 2] as number);
    s3 += (q[i + 3] as number) * (data[o + 3] as number);
  }
  for (; i < dims; i += 1) s0 += (q[i] as number) * (data[offset + i] as number);
  return s0 + s1 + s2 + s3;
}

export class VectorIndex {
  readonly dimensions: number;
  #data: Float32Array;
  #ids: string[] = [];
  readonly #rows = new Map<string, number>();

  constructor(dimensions: number, initialCapacity = 1024) {
    if (!Number.isInteger(dimensions) || dimensions < 1)
      throw new RangeError(`dimensions must be positive (got ${dimensions})`);
    this.dimensions = dimensions;
    this.#data = new Float32Array(dimensions * Math.max(1, initialCapacity));
  }

  get size(): number {
    return this.#ids.length;
  }

  has(id: string): boolean {
    return this.#rows.has(id);
  }

  /** Adds or replaces the vector of `id`. */
  set(id: string, vector: ArrayLike<number>): void {
    if (vector.length !== this.dimensions) {
      throw new RangeError(
        `vector for ${JSON.stringify(id)} has ${vector.length} dimensions, expected ${this.dimensions}`,
      );
    }
    let row = this.#rows.get(id);
    if (row === undefined) {
      row = this.#ids.length;
      if ((row + 1) * this.dimensions > this.#data.length) {
        const grown = new Float32Array(this.#data.length * 2);
        grown.set(this.#data);
        this.#data = grown;
      }
      this.#ids.push(id);
      this.#rows.set(id, row);
    }
    this.#data.set(normalise(vector), row * this.dimensions);
  }

  /** Removes `id` by moving the last row into its place. */
  delete(id: string): boolean {
    const row = this.#rows.get(id);
    if (row === undefined) return false;
    const last = this.#ids.length - 1;
    const lastId = this.#ids[last] as string;
    if (row !== last) {
      this.#data.copyWithin(row * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
      this.#ids[row] = lastId;
      this.#rows.set(lastId, row);
    }
    this.#ids.pop();
    this.#rows.delete(id);
    return true;
  }

  /** The `k` most similar vectors, best first (cosine similarity in [-1, 1]). */
  search(query: ArrayLike<number>, k: number, accept?: (id: string) => boolean): VectorHit[] {
    if (query.length !== this.dimensions) {
      throw new RangeError(`query has ${query.length} dimensions, expected ${this.dimensions}`);
    }
    if (k <= 0 || this.size === 0) return [];
    const q = normalise(query);
    const dims = this.dimensions;
    const data = this.#data;
    const rows = new Int32Array(k);
    const scores = new Float64Array(k).fill(-Infinity);
    let filled = 0;
    for (let row = 0, offset = 0; row < this.#ids.length; row += 1, offset += dims) {
      const dot = dotProduct(q, data, offset, dims);
      if (filled === k && dot <= (scores[k - 1] as number)) continue;
      if (accept && !accept(this.#ids[row] as string)) continue;
      // Insert into the sorted buffer (descending), dropping the k-th when full.
      let at = filled < k ? filled++ : k - 1;
      while (at > 0 && (scores[at - 1] as number) < dot) {
        scores[at] = scores[at - 1] as number;
        rows[at] = rows[at - 1] as number;
        at -= 1;
      }
      scores[at] = dot;
      rows[at] = row;
    }
    const hits: VectorHit[] = [];
    for (let i = 0; i < filled; i += 1)
      hits.push({ id: this.#ids[rows[i] as number] as string, score: scores[i] as number });
    return hits;
  }
}
