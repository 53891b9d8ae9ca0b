/**
 * The core's VectorSearch port over stored product embeddings: embeds the query with the same model that
 * embedded the products (remembering recent query embeddings), then searches the tenant's vectors in memory
 * (remembering recent results until those vectors change: paging re-asks the same question).
 * A tenant's vectors are loaded on its first search and kept in step with the database after that (see
 * tenant-vectors.ts); the first search waits for the load, later ones use the index while a refresh runs.
 * Tenants not searched for a while are dropped from memory (least recently used first).
 */
import type { Logger, VectorSearch } from '../../core/index.ts';
import type { EmbeddingStore } from './embedding-store.ts';
import { queryText } from './embedding-text.ts';
import { Lru } from '../lru.ts';
import type { IndexFactory } from './sharded-index.ts';
import { TenantVectors } from './tenant-vectors.ts';

/** The part of an embedder the search needs (llm's Ollama embedder has this shape). */
export interface QueryEmbedder {
  readonly model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export interface VectorSearchOptions {
  store: EmbeddingStore;
  embedder: QueryEmbedder;
  catalogVersion(tenantId: string): number;
  createIndex: IndexFactory;
  /** Tenants whose vectors stay in memory (50,000 x 768 floats are ~150 MB); default 4. */
  maxTenants?: number;
  /** Query embeddings remembered; default 1000. */
  queryCacheSize?: number;
  /** Search results remembered (paging, repeated queries), per state of the tenant's vectors; default 256, 0 = off. */
  resultCacheSize?: number;
  /** Passed on as the port's timeoutMs (the search waits that long at most). */
  timeoutMs?: number;
  logger?: Logger;
}

export interface VectorSearchStats {
  model: string;
  /** Tenants whose vectors are in memory, and how many vectors that is. */
  tenantsLoaded: number;
  vectors: number;
  queries: number;
  queryCacheHits: number;
  resultCacheHits: number;
  failures: number;
}

export interface StoredVectorSearch extends VectorSearch {
  stats(): VectorSearchStats;
}

export function createVectorSearch(options: VectorSearchOptions): StoredVectorSearch {
  const { store, embedder } = options;
  const model = embedder.model;
  const tenants = new Lru<string, TenantVectors>(options.maxTenants ?? 4);
  const queryVectors = new Lru<string, Float32Array>(options.queryCacheSize ?? 1000);
  const resultCacheSize = options.resultCacheSize ?? 256;
  const results = new Lru<string, string[]>(Math.max(1, resultCacheSize));
  const counts = { queries: 0, queryCacheHits: 0, resultCacheHits: 0, failures: 0 };
  const source = { store, model, catalogVersion: options.catalogVersion, createIndex: options.createIndex };

  async function vectorsOf(tenantId: string): Promise<TenantVectors> {
    let vectors = tenants.get(tenantId);
    if (vectors === undefined) {
      vectors = new TenantVectors(tenantId, source);
      tenants.set(tenantId, vectors);
    }
    const refreshed = vectors.refresh();
    if (!vectors.loaded) await refreshed;
    else
      refreshed.catch((error: unknown) =>
        options.logger?.error(`vector search: refreshing the vectors of ${tenantId} failed`, error),
      );
    return vectors;
  }

  async function embedQuery(text: string, signal: AbortSignal): Promise<Float32Array> {
    const input = queryText(model, text.toLowerCase());
    const cached = queryVectors.get(input);
    if (cached !== undefined) {
      counts.queryCacheHits += 1;
      return cached;
    }
    const [vector] = await embedder.embed([input], signal);
    if (vector === undefined) throw new Error(`${model} returned no query embedding`);
    queryVectors.set(input, vector);
    return vector;
  }

  return {
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    async similar(tenantId, text, k, signal, within) {
      counts.queries += 1;
      try {
        const vectors = await vectorsOf(tenantId);
        const index = vectors.index;
        if (index === undefined || index.size === 0 || k <= 0 || within?.length === 0) return [];
        const key = [tenantId, vectors.generation, k, text.toLowerCase(), ...(within ?? [])].join('\u0000');
        const remembered = resultCacheSize > 0 ? results.get(key) : undefined;
        if (remembered !== undefined) {
          counts.resultCacheHits += 1;
          return [...remembered];
        }
        const vector = await embedQuery(text, signal);
        if (vector.length !== index.dimensions) {
          throw new Error(
            `the query embedding has ${vector.length} dimensions but the stored vectors have ${index.dimensions}; run: aisle catalog embed ${tenantId}`,
          );
        }
        const allowed = within && new Set(within);
        const hits = await index.search(vector, k, {
          signal,
          ...(allowed && { accept: (id: string) => allowed.has(id) }),
        });
        const ids = hits.map((hit) => hit.id);
        if (resultCacheSize > 0) results.set(key, ids);
        return ids;
      } catch (error) {
        counts.failures += 1;
        throw error;
      }
    },
    stats() {
      let vectors = 0;
      for (const tenant of tenants.values()) vectors += tenant.size;
      return { model, tenantsLoaded: tenants.size, vectors, ...counts };
    },
  };
}
