/**
 * The stock of the colours a stock question asks, in the sizes it asks beside them: "is the red in stock?" of a
 * jacket with a burgundy variant "Yes: … is in stock in burgundy (a shade of red).", "is the black or red one in
 * stock in M?" "Yes: … is in stock in size M in black, but not in burgundy (a shade of red) right now." Each colour
 * is met by its own family (colour-met.ts), and answered whether or not a variant is named by it.
 */
import { askedValues, isSizeRange, type Product, type SearchFilters } from '../../core/index.ts';
import { coloursMet, variantsIn, type ColourMet } from './colour-met.ts';
import { joinList } from './english-list.ts';
import { variantValues } from './product-attributes.ts';
import { meetsSize, sizeOptions } from './viewed-option.ts';
import { sizesSaid } from './viewed-range-stock.ts';

/**
 * "Yes: … is in stock in burgundy (a shade of red); it doesn't come in teal.", "No: … is out of stock in size M in
 * burgundy (a shade of red) right now."; a colour is in stock (in the sizes asked) when a variant of it (in one of
 * them) is, or, without such variants, the product. Of alternatives, those it lacks are said, and with sizes asked
 * a colour none of whose variants comes in them ("; it doesn't come in size XL in black"), and sizes it lists none
 * of ("No: … doesn't come in size XL; it comes in sizes M or L."). Undefined for no colour asked, none of them
 * met, or sizes asked of a product listing none.
 */
export function colourStock(product: Product, name: string, filters: SearchFilters): string | undefined {
  const colours = askedValues(filters, 'colors');
  if (colours.length === 0) return undefined;
  const sizes = askedValues(filters, 'sizes');
  const inSizes = (values: readonly string[]): boolean =>
    values.some((value) => sizes.some((size) => meetsSize(size, value)));
  const listed = sizeOptions(product).map((option) => option.name);
  const range = sizes.length === 1 && isSizeRange(sizes[0]!) ? sizes[0] : undefined;
  const asked = range !== undefined ? `sizes ${range}` : sizesSaid(sizes, 'or');
  if (sizes.length > 0 && !inSizes(listed))
    return listed.length === 0
      ? undefined
      : `No: ${name} doesn't come in ${asked}; it comes in ${sizesSaid(listed.slice(0, 12), 'or')}.`;
  const each = coloursMet(product, colours, filters.colors);
  const met = each.flatMap(({ met, said }) => (met !== undefined && said ? [met] : []));
  if (met.length === 0) return undefined;
  // Its variants of a colour in the sizes asked; those of a colour that list no size come in every size it lists.
  const holdingOf = (one: ColourMet) =>
    variantsIn(product, [one]).filter((variant) => {
      const own = variantValues(variant, 'size');
      return sizes.length === 0 || own.length === 0 || inSizes(own);
    });
  const sized = (one: ColourMet): boolean =>
    sizes.length === 0 || variantsIn(product, [one]).length === 0 || holdingOf(one).length > 0;
  const inStock = (one: ColourMet): boolean => {
    const holding = holdingOf(one);
    const any = variantsIn(product, [one]).length > 0;
    return product.available !== false && (!any || holding.some((variant) => variant.available !== false));
  };
  const inSize = sizes.length === 0 ? '' : `${asked} in `;
  const held = met.filter((one) => sized(one) && inStock(one)).map((one) => one.said);
  const gone = met.filter((one) => sized(one) && !inStock(one)).map((one) => one.said);
  const unsized = met.filter((one) => !sized(one)).map((one) => one.said);
  const lacked = each.filter(({ met }) => met === undefined).map(({ colour }) => colour);
  const without = [
    ...(lacked.length === 0 ? [] : [`; it doesn't come in ${joinList(lacked, 'or')}`]),
    ...(unsized.length === 0 ? [] : [`; it doesn't come in ${inSize}${joinList(unsized, 'or')}`]),
  ].join('');
  if (held.length === 0 && gone.length === 0)
    return `No: ${name} doesn't come in ${inSize}${joinList(unsized, 'or')}${lacked.length === 0 ? '' : `; nor in ${joinList(lacked, 'or')}`}.`;
  if (held.length === 0)
    return `No: ${name} is out of stock in ${inSize}${joinList(gone)} right now${without}.`;
  const but = gone.length === 0 ? '' : `, but not in ${joinList(gone, 'or')} right now`;
  return `Yes: ${name} is in stock in ${inSize}${joinList(held)}${but}${without}.`;
}
