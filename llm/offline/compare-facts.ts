/**
 * Grounded facts for comparing products: price range and cheapest, best rated, biggest saving, and one
 * attribute's value per product (from the comparison table when it has it, else the product attributes).
 */
import { attributeWords, blendedRating, type AttributeComparison, type Product } from '../../core/index.ts';
import { type AttributeKind, ATTRIBUTE_KEYS, allValues, normaliseKey } from './product-attributes.ts';
import { saving } from './format-price.ts';

export interface Ranked {
  product: Product;
  index: number;
}

/**
 * The cheapest and dearest priced products (first in order wins ties), or undefined when none is priced. `prices`
 * (one per product) stand in for the products' own, as the prices of an asked option do.
 */
export function priceExtremes(
  products: readonly Product[],
  prices: readonly (number | undefined)[] = products.map((product) => product.price),
): { cheapest: Ranked & { price: number }; dearest: Ranked & { price: number } } | undefined {
  let cheapest: (Ranked & { price: number }) | undefined;
  let dearest: (Ranked & { price: number }) | undefined;
  for (const [index, product] of products.entries()) {
    const price = prices[index];
    if (price === undefined) continue;
    if (cheapest === undefined || price < cheapest.price) cheapest = { product, index, price };
    if (dearest === undefined || price > dearest.price) dearest = { product, index, price };
  }
  return cheapest === undefined || dearest === undefined ? undefined : { cheapest, dearest };
}

/**
 * Best rated by a Bayesian average (core's `blendedRating`: each rating blended with ten reviews of 3 stars), so
 * 4.3 from 1,497 reviews beats 4.6 from 3 (an unknown count counts as none). Ties go to the higher rating, then
 * to more reviews, then to the earlier product.
 */
export function bestRated(products: readonly Product[]): Ranked | undefined {
  const blended = (product: Product) => blendedRating(product.rating, product.reviewCount);
  let best: Ranked | undefined;
  for (const [index, product] of products.entries()) {
    if (product.rating === undefined) continue;
    const current = best?.product;
    const better =
      current === undefined ||
      blended(product) > blended(current) + 1e-12 ||
      (Math.abs(blended(product) - blended(current)) <= 1e-12 &&
        (product.rating > (current.rating ?? 0) ||
          (product.rating === current.rating && (product.reviewCount ?? 0) > (current.reviewCount ?? 0))));
    if (better) best = { product, index };
  }
  return best;
}

/**
 * The product with the largest saving against its compareAtPrice, and every product saving as much (`tied`, the
 * first among them); at `prices` (one per product: an asked option's) when given, an unknown one saving nothing.
 */
export function biggestSaving(
  products: readonly Product[],
  prices?: readonly (number | undefined)[],
): { ranked: Ranked; amount: number; tied: Ranked[] } | undefined {
  const savings = products.flatMap((product, index) => {
    const price = prices === undefined ? product.price : prices[index];
    const off = price === undefined ? undefined : saving({ ...product, price });
    return off === undefined ? [] : [{ ranked: { product, index }, amount: off.amount }];
  });
  const amount = Math.max(...savings.map((one) => one.amount));
  const tied = savings.filter((one) => Math.abs(one.amount - amount) < 0.005).map((one) => one.ranked);
  return tied[0] === undefined ? undefined : { ranked: tied[0], amount, tied };
}

/** The comparison row for a kind of attribute ("Colour", "materials"...), if the table has one. */
export function comparisonRow(
  comparison: readonly AttributeComparison[],
  kind: AttributeKind,
): AttributeComparison | undefined {
  const keys: readonly string[] = ATTRIBUTE_KEYS[kind];
  return comparison.find((row) => keys.includes(normaliseKey(row.name)));
}

/** One value per product for a kind of attribute: the table's value, else the product's own values. */
export function valuesPerProduct(
  products: readonly Product[],
  comparison: readonly AttributeComparison[],
  kind: AttributeKind,
): (string | null)[] {
  const row = comparisonRow(comparison, kind);
  return products.map((product, index) => {
    const fromRow = row?.values[index];
    if (fromRow !== undefined && fromRow !== null && fromRow.trim().length > 0) return fromRow.trim();
    const own = allValues(product, kind);
    return own.length > 0 ? own.join(', ') : null;
  });
}

/** How many distinct values a product lists for a kind (for "most features", "widest size range"). */
export function countValues(product: Product, kind: AttributeKind): number {
  return allValues(product, kind).length;
}

/** Names of rows that differ / are shared (with a value for every product). */
/** How a comparison row is named to a shopper: "reviewCount" → "review count", "attributes.batteryLife" → "battery life". */
export function rowLabel(name: string): string {
  if (name.startsWith('attributes.')) return attributeWords(name.slice('attributes.'.length));
  return name === 'available' ? 'stock' : attributeWords(name);
}

/** The rows' labels (rowLabel), split into those that differ and those every product shares. */
export function splitRows(comparison: readonly AttributeComparison[]): {
  differ: string[];
  shared: string[];
} {
  const differ: string[] = [];
  const shared: string[] = [];
  for (const row of comparison) {
    const label = rowLabel(row.name);
    const into = row.differs
      ? differ
      : row.values.length > 0 && row.values.every((value) => value !== null)
        ? shared
        : undefined;
    if (into !== undefined && !into.includes(label)) into.push(label);
  }
  return { differ, shared };
}
