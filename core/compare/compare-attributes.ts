import type { Product } from '../schemas/product.ts';
import type { AttributeComparison } from '../schemas/responses.ts';
import { comparedPrices, priceValue } from './compared-prices.ts';

const formatValue = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null;
  return String(value);
};

const BASE_FIELDS = ['brand', 'category', 'price', 'rating', 'reviewCount', 'available'] as const;

/** A value as compared: a list's items in any order and any case ("Rugged, waterproof" = "waterproof, rugged"). */
const sameKey = (value: unknown): string | null => {
  if (!Array.isArray(value)) return formatValue(value);
  const items = value.map((item) => String(item).trim().toLowerCase()).filter((item) => item !== '');
  return items.length > 0 ? [...new Set(items)].sort().join('\u0000') : null;
};

/**
 * Attribute-by-attribute comparison: the base fields, then every attribute any product has (first-seen order).
 * `differs` is true when the products do not all share one value (a missing value counts as different; a
 * list's order does not count). The `price` row holds the prices the comparison says (compared-prices.ts): in the
 * sizes the request (`content`) names ("89.99" in size 10), else each listed price, a span where its options are
 * priced apart ("84.99 to 99.99").
 */
export function compareAttributes(products: readonly Product[], content = ''): AttributeComparison[] {
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
    rows.push({ name, values, differs: new Set(products.map((p) => sameKey(read(p)))).size > 1 });
  };
  const prices = comparedPrices(content, products).map(priceValue);
  for (const field of BASE_FIELDS)
    if (field === 'price') add(field, (p) => prices[products.indexOf(p)]);
    else add(field, (p) => p[field]);
  for (const name of attributeNames) add(`attributes.${name}`, (p) => p.attributes?.[name]);
  return rows;
}
