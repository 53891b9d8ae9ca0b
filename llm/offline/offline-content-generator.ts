/**
 * The offline content generator: FAQs and highlights written without a model, deterministically and only
 * from the product's own fields.
 */
import type { ContentGenerator, GeneratedContent, Product } from '../../core/index.ts';
import { productFaqs } from './product-faqs.ts';
import { productHighlights } from './product-highlights.ts';

export function createOfflineContentGenerator(): ContentGenerator {
  return {
    kind: 'offline',
    async generate(product: Product, signal?: AbortSignal): Promise<GeneratedContent> {
      signal?.throwIfAborted();
      return { faqs: productFaqs(product), highlights: productHighlights(product) };
    },
  };
}
