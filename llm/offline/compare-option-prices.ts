/**
 * The prices a compare request is about. When it names an option the products price apart ("which is cheaper
 * in king size?"), each product's variant in that option gives its price: the sizes the core's parser reads in
 * the request against the compared products' own sizes ("king" → "King/California King", "in large" → "L"), else
 * a variant the request names by its title or a value ("in 100 ml"). Otherwise the products' own prices.
 */
import { buildVocabulary, parseQuery, type Product, type ProductVariant } from '../../core/index.ts';
import { priceSpan } from './format-price.ts';
import { allValues, variantsNamed, variantValues } from './product-attributes.ts';

export interface AskedPrices {
  /** One per product, in order: the option's price, else the product's own (undefined: unknown). */
  prices: (number | undefined)[];
  /** The option asked, as a variant names it ("King/California King") or else as the request does ("King"). */
  option?: string;
  /** Whether `prices` are the option's: some product prices its options apart. */
  apart: boolean;
  /** Products listing sizes among which the asked one is not. */
  without: Product[];
}

const key = (value: string): string => value.trim().toLowerCase();
const priced = (variant: ProductVariant): variant is ProductVariant & { price: number } =>
  typeof variant.price === 'number' && Number.isFinite(variant.price);

/** The cheapest priced variant of the asked sizes, with the size as it names it. */
function sizedVariant(
  product: Product,
  sizes: ReadonlySet<string>,
): { price: number; option: string } | undefined {
  let found: { price: number; option: string } | undefined;
  for (const variant of (product.variants ?? []).filter(priced)) {
    const size = variantValues(variant, 'size').find((value) => sizes.has(key(value)));
    if (size !== undefined && (found === undefined || variant.price < found.price))
      found = { price: variant.price, option: size };
  }
  return found;
}

/** The cheapest priced variant the request names ("in 100 ml"), with the name it used. */
function namedVariant(product: Product, content: string): { price: number; option: string } | undefined {
  const named = variantsNamed(product, content).filter(({ variant }) => priced(variant));
  const cheapest = named.sort((a, b) => (a.variant.price ?? 0) - (b.variant.price ?? 0))[0];
  return cheapest === undefined ? undefined : { price: cheapest.variant.price!, option: cheapest.name };
}

/**
 * The prices compared. A product whose price depends on no option keeps its price in any size; one whose
 * options are priced apart but not in the asked one has no price to compare (undefined).
 */
export function askedPrices(content: string, products: readonly Product[]): AskedPrices {
  const own = products.map((product) => product.price);
  const asked = parseQuery(content, { vocabulary: buildVocabulary(products) }).filters.sizes ?? [];
  const sizes = new Set(asked.map(key));
  const found = products.map((product) =>
    sizes.size > 0 ? sizedVariant(product, sizes) : namedVariant(product, content),
  );
  // The option's prices only matter where some product prices its options apart.
  const apart = found.findIndex(
    (option, index) => option !== undefined && priceSpan(products[index]!) !== undefined,
  );
  const without = products.filter((product) => {
    const listed = allValues(product, 'size').map(key);
    return sizes.size > 0 && listed.length > 0 && !listed.some((size) => sizes.has(size));
  });
  const prices = products.map((product, index) => {
    if (without.includes(product)) return undefined;
    if (apart < 0) return own[index];
    return found[index]?.price ?? (priceSpan(product) === undefined ? product.price : undefined);
  });
  const option = found.find((one) => one !== undefined)?.option ?? asked[0];
  const named = option === undefined ? {} : { option: option.charAt(0).toUpperCase() + option.slice(1) };
  return { prices, ...named, apart: apart >= 0, without };
}
