/** A product's sizes as it lists them (smallest first, as catalogues write them), its variants' after. Pure. */
import type { Product } from '../schemas/product.ts';
import { queryDefaults } from './query-defaults.ts';

const SIZE_NAMES = new Set(queryDefaults.vocabularyAttributes.sizes.map((name) => name.toLowerCase()));

export function productSizes(product: Pick<Product, 'attributes' | 'variants'>): string[] {
  const of = (attributes: Product['attributes']) =>
    Object.entries(attributes ?? {})
      .filter(([name]) => SIZE_NAMES.has(name.toLowerCase()))
      .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
      .map(String);
  return [
    ...of(product.attributes),
    ...(product.variants ?? []).flatMap((variant) => of(variant.attributes)),
  ];
}
