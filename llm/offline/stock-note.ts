/**
 * Whether what a yes answer promises can be bought now: "does it come in forest green?" of a boot whose forest
 * green variant is out of stock is a yes, but the shopper must hear that it is out of stock. A size range asked
 * ("sizes 8 to 10") is every size of the product's within it: out of stock when all of them are, else the ones
 * sold out are said, as are those of several sizes asked ("sizes 8 and 10").
 */
import { isSizeRange, type Product, type ProductVariant } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { valueWords as words, variantValues } from './product-attributes.ts';
import { meetsSize } from './viewed-option.ts';
import { sizesSaid } from './viewed-range-stock.ts';

/**
 * A variant's colour holds every word of one of each asked colour's ("green" of "forest green"); its size is one
 * asked.
 */
function offers(
  variant: ProductVariant,
  colours: readonly (readonly string[])[],
  sizes: readonly string[],
): boolean {
  const theirColours = variantValues(variant, 'color').map(words);
  const theirSizes = variantValues(variant, 'size');
  const colourMet = colours.every((either) =>
    either.some((colour) =>
      theirColours.some((theirs) => words(colour).every((word) => theirs.includes(word))),
    ),
  );
  // Sizes asked are alternatives ("sizes 8 and 10"): a variant offers one of them.
  const sizeMet =
    sizes.length === 0 || sizes.some((size) => theirSizes.some((theirs) => meetsSize(size, theirs)));
  return colourMet && sizeMet;
}

/**
 * The sizes within an asked range, or among several sizes asked, whose every variant offered is out of stock
 * ("9" of "8 to 10", "10" of "8 and 10").
 */
function soldOutWithin(offering: readonly ProductVariant[], sizes: readonly string[]): string[] {
  if (sizes.length < 2 && !sizes.some(isSizeRange)) return [];
  const within = [...new Set(offering.flatMap((variant) => variantValues(variant, 'size')))].filter((size) =>
    sizes.some((asked) => meetsSize(asked, size)),
  );
  return within.filter((size) =>
    offering
      .filter((variant) => variantValues(variant, 'size').includes(size))
      .every((variant) => variant.available === false),
  );
}

/**
 * `colours`: each colour asked, as the product's colours meeting it ("burgundy" of "red"; either of them).
 * ", but it's out of stock right now", ", but not in stock in forest green right now", ", but not in stock in
 * sizes 8 to 10 right now", ", but not in stock in size 9 right now" (one size of a range asked), ", but not in
 * stock in either right now" (all of sizes asked as `alternatives`, "8 or 10"), or undefined when what was asked
 * is in stock (or the product says nothing of it).
 */
export function stockNote(
  product: Product,
  colours: readonly (readonly string[])[],
  sizes: readonly string[],
  alternatives = false,
): string | undefined {
  if (product.available === false) return ", but it's out of stock right now";
  if (colours.length === 0 && sizes.length === 0) return undefined;
  const offering = (product.variants ?? []).filter((variant) => offers(variant, colours, sizes));
  if (offering.length === 0) return undefined;
  if (offering.some((variant) => variant.available !== false)) {
    const gone = soldOutWithin(offering, sizes);
    return gone.length === 0 ? undefined : `, but not in stock in ${sizesSaid(gone)} right now`;
  }
  if (alternatives && colours.length === 0 && sizes.length > 1)
    return `, but not in stock in ${sizes.length === 2 ? 'either' : 'any of them'} right now`;
  const sizesAsked = sizes.length === 1 && isSizeRange(sizes[0]!) ? `sizes ${sizes[0]}` : sizesSaid(sizes);
  const said = colours.map((either) => joinList(either, 'or'));
  const asked = [...said, ...(sizes.length > 0 ? [sizesAsked] : [])].join(', ');
  return `, but not in stock in ${asked} right now`;
}
