/** A small least-recently-used cache on a Map (insertion order = recency). */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #max: number;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`cache size must be a positive integer (got ${max})`);
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }
}
