/** The features a product lists (its `features` attribute), as strings; none when it lists none. */
import type { Product } from '../../core/index.ts';

export const listedFeatures = (product: Product | undefined): string[] => {
  const listed = product?.attributes?.['features'];
  return Array.isArray(listed) ? listed.map(String) : [];
};
