/**
 * Each compared product's price as the comparison says it, for its `price` row (compare-attributes.ts) and the
 * offline message alike: in the sizes the request names ("which is cheaper in king size?", "compare them in sizes 8
 * to 10"), where some product prices its sizes apart, its variants' prices in them (a product not in them: none);
 * else its listed price, as a span where its options are priced apart ("81.99 to 179.99"). Sizes are read as
 * the search reads them, against the products' own (a bed size none sells too). Pure.
 */
import type { Product, ProductVariant } from '../schemas/product.ts';
import { buildVocabulary } from '../search/catalog-vocabulary.ts';
import { parseQuery } from '../search/parse-query.ts';
import { queryDefaults } from '../search/query-defaults.ts';
import { meetsSize } from '../search/size-match.ts';

/** The lowest and highest price of a product as compared (the same when it has one). */
export interface ComparedPrice {
  low: number;
  high: number;
}

const finite = (price: unknown): price is number => typeof price === 'number' && Number.isFinite(price);
const span = (prices: readonly number[]): ComparedPrice | undefined =>
  prices.length === 0 ? undefined : { low: Math.min(...prices), high: Math.max(...prices) };
const apart = (price: ComparedPrice | undefined): boolean =>
  price !== undefined && price.high - price.low >= 0.005;

/** Its listed price: its own and its variants', a span when they differ. */
export const listedPrice = (product: Product): ComparedPrice | undefined =>
  span([product.price, ...(product.variants ?? []).map((variant) => variant.price)].filter(finite));

const sizesOf = (variant: ProductVariant): string[] => {
  const value = variant.attributes?.['size'];
  return typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [];
};

/** The product's sizes, its variants' too. */
const listedSizes = (product: Product): string[] => {
  const own = product.attributes?.['size'];
  const sizes = typeof own === 'string' ? [own] : Array.isArray(own) ? own.map(String) : [];
  return [...sizes, ...(product.variants ?? []).flatMap(sizesOf)];
};

/** The sizes `content` asks of `products` (the size filter: the catalogue's spellings beside the shopper's). */
export function sizesAsked(content: string, products: readonly Product[]): string[] {
  if (content.trim() === '') return [];
  const vocabulary = buildVocabulary([...products]);
  const known = { ...vocabulary, sizes: [...vocabulary.sizes, ...queryDefaults.sizes.bed] };
  return parseQuery(content, { vocabulary: known }).filters.sizes ?? [];
}

/** Per product, in order, its price as compared in the sizes `content` asks, else its listed price. */
export function comparedPrices(content: string, products: readonly Product[]): (ComparedPrice | undefined)[] {
  const listed = products.map(listedPrice);
  const sizes = sizesAsked(content, products);
  if (sizes.length === 0) return listed;
  const inSizes = products.map((product) =>
    span(
      (product.variants ?? [])
        .filter((variant) => finite(variant.price))
        .filter((variant) => sizesOf(variant).some((value) => sizes.some((size) => meetsSize(size, value))))
        .map((variant) => variant.price!),
    ),
  );
  const without = products.map((product) => {
    const own = listedSizes(product);
    return own.length > 0 && !own.some((value) => sizes.some((size) => meetsSize(size, value)));
  });
  // None comes in them, or none prices its sizes apart in them: their listed prices are what is compared.
  const sized = inSizes.some((price, index) => price !== undefined && apart(listed[index]));
  if (!sized || without.every(Boolean)) return listed;
  return products.map((_, index) =>
    without[index] ? undefined : apart(listed[index]) ? inSizes[index] : listed[index],
  );
}

/** A compared price as the `price` row says it: "84.99", "84.99 to 99.99"; null without one. */
export const priceValue = (price: ComparedPrice | undefined): string | null =>
  price === undefined ? null : apart(price) ? `${price.low} to ${price.high}` : String(price.low);
