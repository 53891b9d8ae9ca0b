import type { ContentGenerator, Product } from '../../core/index.ts';
import type { Storage } from '../../storage/index.ts';

export interface GenerationResult {
  generated: number;
  skipped: number;
  /** The ids of the products whose content was (re)generated, in the order given. */
  generatedIds: string[];
}

/**
 * Generates FAQs and highlights ahead of time and stores each product's content in one write, with the UTC
 * generation time and the hash of the product data it was written from. Kept unless `force`: imported content
 * (no source hash) and content generated from unchanged data; content from changed data is regenerated.
 */
export async function generateContent(
  storage: Storage,
  tenantId: string,
  products: readonly Product[],
  generator: ContentGenerator,
  options: { force?: boolean } = {},
): Promise<GenerationResult> {
  const hashes = storage.catalog.productHashes(
    tenantId,
    products.map((p) => p.id),
  );
  const result: GenerationResult = { generated: 0, skipped: 0, generatedIds: [] };
  for (const product of products) {
    const hash = hashes.get(product.id);
    const stored = storage.content.sourceHash(tenantId, product.id);
    if (
      !options.force &&
      storage.content.has(tenantId, product.id) &&
      (stored === undefined || stored === hash)
    ) {
      result.skipped += 1;
      continue;
    }
    const content = await generator.generate(product);
    storage.content.put(tenantId, product.id, {
      ...content,
      generatedAt: new Date(),
      ...(hash !== undefined && { sourceHash: hash }),
    });
    result.generated += 1;
    result.generatedIds.push(product.id);
  }
  return result;
}
