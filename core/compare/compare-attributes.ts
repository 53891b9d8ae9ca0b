import type { Product } from '../schemas/product.ts';
import type { AttributeComparison } from '../schemas/responses.ts';

const formatValue = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null;
  return String(value);
};

const BASE_FIELDS = ['brand', 'category', 'price', 'rating', 'reviewCount', 'available'] as const;

/**
 * Attribute-by-attribute comparison: the base fields, then every attribute any product has (first-seen order).
 * `differs` is true when the products do not all share one value (a missing value counts as different).
 */
export function compareAttributes(products: readonly Product[]): AttributeComparison[] {
  const attributeNames: string[] = [];
  for (const product of products) {
    for (const name of Object.keys(product.attributes ?? {})) {
      if (!attributeNames.includes(name)) attributeNames.push(name);
    }
  }
  const rows: AttributeComparison[] = [];
  const add = (name: string, read: (p: Product) => unknown) => {
    const values = products.map((p) => formatValue(read(p)));
    if (values.every((v) => v === null)) return;
    rows.push({ name, values, differs: new Set(values).size > 1 });
  };
  for (const field of BASE_FIELDS) add(field, (p) => p[field]);
  for (const name of attributeNames) add(`attributes.${name}`, (p) => p.attributes?.[name]);
  return rows;
}
