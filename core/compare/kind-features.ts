/**
 * The features the products of the compared products' kinds list (CatalogVocabulary.categoryFeatures, by their
 * category paths): what a comparison may name as bearing on a use ("for long runs" of running shoes: cushioned,
 * never an earbud's sweat-resistant). Pure.
 */
import type { Product } from '../schemas/product.ts';
import type { CatalogVocabulary } from '../search/catalog-vocabulary.ts';
import { normalizeCategory } from '../search/vocabulary-keys.ts';

/** Undefined when the vocabulary does not say, or none of the products has a category. */
export function kindFeatures(
  vocabulary: CatalogVocabulary,
  products: readonly Product[],
): string[] | undefined {
  const listed = vocabulary.categoryFeatures;
  const paths = new Set(products.map((product) => normalizeCategory(product.category ?? '')));
  paths.delete('');
  if (listed === undefined || paths.size === 0) return undefined;
  const features = new Set<string>();
  for (const entry of listed) {
    const at = entry.indexOf('=');
    if (paths.has(entry.slice(0, at))) features.add(entry.slice(at + 1));
  }
  return [...features];
}

/** `kindFeatures` of a CompareChatInput, when known. */
export function kindOf(
  vocabulary: CatalogVocabulary,
  products: readonly Product[],
): { kindFeatures?: string[] } {
  const features = kindFeatures(vocabulary, products);
  return features === undefined ? {} : { kindFeatures: features };
}
