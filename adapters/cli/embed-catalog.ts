/**
 * Embeds a tenant's products for vector search: each product's text (title, brand, category, attributes and
 * the start of the description; see storage's embedding-text.ts) goes to the embedding model in batches, and
 * each batch's vectors are stored in one transaction. Only products without a vector, or whose embedded text
 * or model changed since, are sent (all of them with `force`), so an interrupted run continues where it
 * stopped. Vectors of deleted products go with the products (a foreign key), at import time.
 */
import { documentText, embeddingHash, type QueryEmbedder, type Storage } from '../../storage/index.ts';

export interface EmbedPlan {
  todo: number;
  unchanged: number;
}

export interface EmbedOptions {
  force?: boolean;
  /** Texts per request to the model; default 64. */
  batchSize?: number;
  /** Send no new batch once aborted. */
  stop?: AbortSignal;
  /** Cancels the batch in flight. */
  abort?: AbortSignal;
  onPlan?(plan: EmbedPlan): void;
  onProgress?(embedded: number): void;
}

export interface EmbedResult {
  model: string;
  embedded: number;
  unchanged: number;
  /** Products left for the next run. */
  remaining: number;
  /** Dimensions of the vectors written in this run. */
  dims?: number;
  stopped?: 'interrupted' | 'failed';
  error?: string;
}

const LOAD_CHUNK = 1000;

interface Pending {
  productId: string;
  text: string;
  hash: string;
}

async function pendingProducts(storage: Storage, tenantId: string, model: string, force: boolean) {
  const stored = storage.vectors.sourceHashes(tenantId);
  const ids = storage.catalog.ids(tenantId);
  const todo: Pending[] = [];
  for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
    for (const product of await storage.catalog.getMany(tenantId, ids.slice(start, start + LOAD_CHUNK))) {
      const text = documentText(model, product);
      const hash = embeddingHash(model, text);
      if (force || stored.get(product.id) !== hash) todo.push({ productId: product.id, text, hash });
    }
  }
  return { todo, unchanged: ids.length - todo.length };
}

function checkVectors(vectors: readonly Float32Array[], dims: number | undefined, model: string): number {
  const first = dims ?? vectors[0]?.length ?? 0;
  for (const vector of vectors) {
    if (vector.length !== first || first === 0) {
      throw new Error(`${model} returned vectors of ${vector.length} and ${first} dimensions`);
    }
  }
  return first;
}

export async function embedCatalog(
  storage: Storage,
  tenantId: string,
  embedder: QueryEmbedder,
  options: EmbedOptions = {},
): Promise<EmbedResult> {
  const model = embedder.model;
  const { todo, unchanged } = await pendingProducts(storage, tenantId, model, options.force === true);
  options.onPlan?.({ todo: todo.length, unchanged });
  const batchSize = Math.max(1, options.batchSize ?? 64);
  const result: EmbedResult = { model, embedded: 0, unchanged, remaining: todo.length };
  for (let start = 0; start < todo.length; start += batchSize) {
    if (options.stop?.aborted || options.abort?.aborted) {
      result.stopped = 'interrupted';
      break;
    }
    const batch = todo.slice(start, start + batchSize);
    try {
      const vectors = await embedder.embed(
        batch.map((item) => item.text),
        options.abort,
      );
      result.dims = checkVectors(vectors, result.dims, model);
      const rows = batch.map((item, i) => ({
        productId: item.productId,
        sourceHash: item.hash,
        vector: vectors[i] as Float32Array,
      }));
      storage.vectors.putMany(tenantId, model, rows);
    } catch (error) {
      result.stopped = options.abort?.aborted ? 'interrupted' : 'failed';
      if (result.stopped === 'failed') result.error = error instanceof Error ? error.message : String(error);
      break;
    }
    result.embedded += batch.length;
    result.remaining -= batch.length;
    options.onProgress?.(result.embedded);
  }
  return result;
}
