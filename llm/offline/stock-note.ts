/**
 * Whether what a yes answer promises can be bought now: "does it come in forest green?" of a boot whose forest
 * green variant is out of stock is a yes, but the shopper must hear that it is out of stock.
 */
import { sizeNoun, type Product, type ProductVariant } from '../../core/index.ts';
import { valueWords as words, variantValues } from './product-attributes.ts';

/** A variant's colour holds every word of the asked one ("green" of "forest green"); sizes are equal. */
function offers(variant: ProductVariant, colours: readonly string[], sizes: readonly string[]): boolean {
  const theirColours = variantValues(variant, 'color').map(words);
  const theirSizes = variantValues(variant, 'size').map((size) => size.toLowerCase());
  const colourMet = colours.every((colour) =>
    theirColours.some((theirs) => words(colour).every((word) => theirs.includes(word))),
  );
  const sizeMet = sizes.every((size) => theirSizes.includes(size.toLowerCase()));
  return colourMet && sizeMet;
}

/**
 * ", but it's out of stock right now", ", but not in stock in forest green right now", or undefined when what
 * was asked is in stock (or the product says nothing of it).
 */
export function stockNote(
  product: Product,
  colours: readonly string[],
  sizes: readonly string[],
): string | undefined {
  if (product.available === false) return ", but it's out of stock right now";
  if (colours.length === 0 && sizes.length === 0) return undefined;
  const offering = (product.variants ?? []).filter((variant) => offers(variant, colours, sizes));
  if (offering.length === 0 || offering.some((variant) => variant.available !== false)) return undefined;
  const asked = [...colours, ...sizes.map((size) => `${sizeNoun([size])} ${size}`)].join(', ');
  return `, but not in stock in ${asked} right now`;
}
