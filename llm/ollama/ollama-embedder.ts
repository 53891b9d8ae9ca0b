/**
 * Text embeddings from Ollama's /api/embed, in batches (one request per `batchSize` texts, sequential so a
 * large catalogue does not flood the server). Returns one Float32Array per text, in input order. Aborting
 * the signal closes the in-flight HTTP request. Errors are thrown (embedding is an offline/batch step or
 * guarded by the caller); the messages say what to do.
 */
import { createOllamaClient, explainFailure } from './ollama-client.ts';

export interface OllamaEmbedderOptions {
  host: string;
  model: string;
  /** Texts per request; default 64. */
  batchSize?: number;
  /** Longest wait for one batch; default 60 s. */
  requestTimeoutMs?: number;
}

export interface Embedder {
  readonly model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

export function createOllamaEmbedder(options: OllamaEmbedderOptions): Embedder {
  const batchSize = options.batchSize ?? 64;
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;

  async function embedBatch(batch: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    const client = createOllamaClient(options.host, signal ? AbortSignal.any([signal, timeout]) : timeout);
    let embeddings: number[][];
    try {
      ({ embeddings } = await client.embed({ model: options.model, input: batch, truncate: true }));
    } catch (error) {
      const what = explainFailure(error, { signal, timeout, timeoutMs: requestTimeoutMs });
      throw new Error(`embeddings: Ollama at ${options.host} ${what}`, { cause: error });
    }
    if (!Array.isArray(embeddings) || embeddings.length !== batch.length) {
      throw new Error(
        `embeddings: ${options.model} returned ${embeddings?.length ?? 0} vectors for ${batch.length} texts`,
      );
    }
    return embeddings.map((vector) => Float32Array.from(vector));
  }

  return {
    model: options.model,
    async embed(texts, signal) {
      const out: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        signal?.throwIfAborted();
        out.push(...(await embedBatch(texts.slice(start, start + batchSize), signal)));
      }
      return out;
    },
  };
}
