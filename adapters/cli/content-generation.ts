/**
 * Generates FAQs and highlights ahead of time, `concurrency` products at once, and stores each product's
 * content in one write with the UTC generation time and the hash of the product data it was written from
 * (so an interrupted run loses nothing it finished, and the next run continues where it stopped).
 *
 * Kept unless `force`: imported content (no source hash) and content generated from unchanged data; content
 * from changed data is regenerated. A product whose generation fails is reported and the run goes on; after
 * `maxConsecutiveFailures` failures in a row (a model that is down, not a hard product) it gives up.
 * `stop` ends the run after the products in flight; `abort` is handed to the generator to cancel them.
 *
 * Shared by `aisle content generate` (any generator) and the demo seed (the offline generator: fast and
 * deterministic).
 */
import type { ContentGenerator, Product } from '../../core/index.ts';
import { contentHash, type ContentWrite, type Storage } from '../../storage/index.ts';

export interface GenerationPlan {
  /** Products to generate in this run. */
  todo: number;
  /** Products whose content is up to date. */
  skipped: number;
}

export interface GenerationOptions {
  force?: boolean;
  /** Products generated at once; default 2. */
  concurrency?: number;
  /** Take no new products once aborted. */
  stop?: AbortSignal;
  /** Passed to the generator: cancels the products in flight. */
  abort?: AbortSignal;
  /** Give up after this many failures in a row; default 10. */
  maxConsecutiveFailures?: number;
  onPlan?(plan: GenerationPlan): void;
  onProgress?(generated: number, failed: number): void;
  onFailure?(productId: string, message: string): void;
}

export interface GenerationResult {
  generated: number;
  skipped: number;
  failed: number;
  /** Products left for the next run (stopped, or gave up). */
  remaining: number;
  /** The ids of the products whose content was (re)generated, in the order given. */
  generatedIds: string[];
  failures: { productId: string; message: string }[];
  /** Why the run ended early, if it did. */
  stopped?: 'interrupted' | 'too many failures';
}

/** Only the named parts of generated content. */
function pick(content: ContentWrite, parts: readonly ('faqs' | 'highlights')[]): ContentWrite {
  return {
    ...(parts.includes('faqs') && content.faqs !== undefined && { faqs: content.faqs }),
    ...(parts.includes('highlights') &&
      content.highlights !== undefined && { highlights: content.highlights }),
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function generateContent(
  storage: Storage,
  tenantId: string,
  products: readonly Product[],
  generator: ContentGenerator,
  options: GenerationOptions = {},
): Promise<GenerationResult> {
  const todo: { product: Product; hash: string; only?: readonly ('faqs' | 'highlights')[] }[] = [];
  for (const product of products) {
    // The hash of exactly the data handed to the generator (equal to the catalogue's stored hash).
    const hash = contentHash(product);
    const stored = storage.content.sourceHash(tenantId, product.id);
    const missing = storage.content.missing(tenantId, product.id);
    const unchanged = stored === undefined || stored === hash;
    if (options.force || !unchanged || missing.length === 2) todo.push({ product, hash });
    // Imported highlights without FAQs (or the other way round): the missing part is written, the rest kept.
    else if (missing.length === 1) todo.push({ product, hash, only: missing });
  }
  const skipped = products.length - todo.length;
  options.onPlan?.({ todo: todo.length, skipped });

  const maxFailures = options.maxConsecutiveFailures ?? 10;
  const generated = new Set<string>();
  const failures: { productId: string; message: string }[] = [];
  let inARow = 0;
  let next = 0;
  const take = () =>
    options.stop?.aborted || options.abort?.aborted || inARow >= maxFailures ? undefined : todo[next++];

  async function worker(): Promise<void> {
    for (let item = take(); item !== undefined; item = take()) {
      const { product, hash, only } = item;
      try {
        const content = await generator.generate(product, options.abort);
        const written = only === undefined ? content : pick(content, only);
        storage.content.put(tenantId, product.id, { ...written, generatedAt: new Date(), sourceHash: hash });
        generated.add(product.id);
        inARow = 0;
      } catch (error) {
        if (options.abort?.aborted) return; // cancelled, not failed: left for the next run
        const message = messageOf(error);
        failures.push({ productId: product.id, message });
        inARow += 1;
        options.onFailure?.(product.id, message);
      }
      options.onProgress?.(generated.size, failures.length);
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency ?? 2, todo.length));
  await Promise.all(Array.from({ length: workers }, worker));

  const remaining = todo.length - generated.size - failures.length;
  const result: GenerationResult = {
    generated: generated.size,
    skipped,
    failed: failures.length,
    remaining,
    generatedIds: products.flatMap((p) => (generated.has(p.id) ? [p.id] : [])),
    failures,
  };
  if (remaining > 0) result.stopped = inARow >= maxFailures ? 'too many failures' : 'interrupted';
  return result;
}
