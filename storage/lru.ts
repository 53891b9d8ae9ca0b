/**
 * A least-recently-used map on a Map (insertion order = recency). `max` 0 keeps nothing (a cache turned off);
 * `onEvict` hears of entries pushed out.
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #max: number;
  readonly #onEvict: ((key: K, value: V) => void) | undefined;

  constructor(max: number, onEvict?: (key: K, value: V) => void) {
    this.#max = Math.max(0, Math.floor(max));
    this.#onEvict = onEvict;
  }

  get size(): number {
    return this.#entries.size;
  }

  values(): IterableIterator<V> {
    return this.#entries.values();
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#max) {
      const [oldest, evicted] = this.#entries.entries().next().value as [K, V];
      this.#entries.delete(oldest);
      this.#onEvict?.(oldest, evicted);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
