/**
 * The viewed product's options (its sizes, colours and measured values such as "50 ml" / "100 ml", its own and
 * its variants'), with their stock: "is the m in stock?" of leggings whose variants are colours, "is the teal one
 * available?" of a sheet set that comes only in white, "is there a bigger size?", "is there a bigger bottle?".
 */
import {
  askedLargerOption,
  askedValues,
  letterSize,
  measureOf,
  meetsSize,
  sameSize,
  type Product,
  type ProductVariant,
  type SearchFilters,
} from '../../core/index.ts';
import { coloursMet } from './colour-met.ts';
import { capitalise, joinList } from './english-list.ts';
import { allValues, toList, variantValues } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

/** "M" and "medium", a range's sizes: the same size as the core matches them (its size-match.ts). */
export { meetsSize, sameSize };

const NUMBER = /^\d+(?:\.\d+)?$/u;

/**
 * A size a stock question names that the product doesn't come in, as it is said ("small" → "S", "10" of shoes in
 * sizes 5 to 9.5): a letter size, or a bare number when its sizes are numbers. Undefined for other words ("the
 * teal one").
 */
function missingSizeNamed(named: string | undefined, sizes: readonly Option[]): string | undefined {
  if (named === undefined || sizes.length === 0) return undefined;
  if (sizes.some((option) => sameSize(named, option.name))) return undefined;
  const code = letterSize(named);
  if (code !== undefined) return code;
  const key = named.trim();
  return NUMBER.test(key) && sizes.every((option) => NUMBER.test(option.name.trim())) ? key : undefined;
}

/** An option of the product: its name, and whether some variant holding it (or the product) is in stock. */
export interface Option {
  name: string;
  inStock: boolean;
}

/** Its options of one kind, each with its stock from the variants holding it, else from the product. */
export function optionsOf(
  product: Product,
  values: readonly string[],
  held: (variant: ProductVariant, value: string) => boolean,
): Option[] {
  return values.map((name) => {
    const holding = (product.variants ?? []).filter((variant) => held(variant, name));
    const inStock =
      product.available !== false &&
      (holding.length === 0 || holding.some((variant) => variant.available !== false));
    return { name, inStock };
  });
}

/** Its sizes, each with its stock. */
export const sizeOptions = (product: Product): Option[] =>
  optionsOf(product, allValues(product, 'size'), (variant, value) =>
    variantValues(variant, 'size').some((size) => sameSize(value, size)),
  );

/** Its measured values of the most values in one unit ("50 ml", "100 ml"), smallest first; or its one spec. */
export function measuredOptions(product: Product): Option[] {
  const values = [product.attributes, ...(product.variants ?? []).map((variant) => variant.attributes)]
    .flatMap((attributes) => Object.values(attributes ?? {}).flatMap(toList))
    .filter((value, index, all) => measureOf(value) !== undefined && all.indexOf(value) === index);
  const units = [...new Set(values.map((value) => measureOf(value)!.unit))];
  const byUnit = units.map((unit) => values.filter((value) => measureOf(value)!.unit === unit));
  const [most = [], next] = byUnit.sort((a, b) => b.length - a.length);
  // Two single specs ("45L", "16-inch"): neither is an option.
  if (next !== undefined && most.length === 1) return [];
  const sorted = [...most].sort((a, b) => measureOf(a)!.value - measureOf(b)!.value);
  return optionsOf(product, sorted, (variant, value) =>
    Object.values(variant.attributes ?? {})
      .flatMap(toList)
      .includes(value),
  );
}

/** "sizes S, M and L", "size M", "50 ml or 100 ml". */
const said = (names: readonly string[], sizes: boolean, conjunction: 'and' | 'or' = 'and'): string =>
  `${sizes ? (names.length === 1 ? 'size ' : 'sizes ') : ''}${joinList(names, conjunction)}`;

/**
 * "is there a bigger size?", "is there a bigger bottle?": the options larger (or smaller) than its smallest (or
 * largest), its sizes when it lists several, else its measured values; in stock ones, or no.
 */
export function optionAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  const wanted = askedLargerOption(input.request.content);
  if (subject === undefined || product === undefined || wanted === undefined) return undefined;
  const sizes = sizeOptions(product);
  const measured = measuredOptions(product);
  // Sizes when it lists several, else measured values that vary, else its one size or measure.
  const bySize = sizes.length > 1 || (measured.length !== 1 && sizes.length === 1);
  const options = bySize ? sizes : measured;
  if (options.length === 0) return undefined;
  const larger = wanted === 'larger';
  const [first, ...others] = larger ? options : [...options].reverse();
  const than = `${wanted} than ${first!.name}`;
  if (others.length === 0) return `No: ${subject.name} comes only in ${said([first!.name], bySize)}.`;
  if (!larger) others.reverse();
  const inStock = others.filter((option) => option.inStock).map((option) => option.name);
  const all = others.map((option) => option.name);
  if (inStock.length === 0)
    return `No: ${subject.name} comes in ${said(all, bySize)}, ${than}, but not in stock right now.`;
  const soldOut = all.filter((name) => !inStock.includes(name));
  const note = soldOut.length > 0 ? ` (${joinList(soldOut, 'and')} out of stock right now)` : '';
  return `Yes: ${subject.name} comes in ${said(inStock, bySize)}, ${than}${note}.`;
}

/** "the m", "the teal one": what a stock question names ("is the m in stock?"). */
const STOCK_NAMED =
  /^\s*(?:is|are|do you have)\s+(?:the|this|that)\s+(.{1,40}?)(?:\s+(?:one|ones|size|option|colou?r))?\s+(?:still\s+)?(?:in stock|available|sold out|out of stock)\b/iu;

/**
 * A size or colour a stock question asks that is not a variant's name: "Yes: … in stock in M." when the product
 * lists that size; "No: … doesn't come in teal; it comes in white." when the question asks a size or colour
 * (`filters`) the product does not come in. Undefined otherwise.
 */
export function optionStock(
  product: Product,
  name: string,
  content: string,
  filters: SearchFilters,
): string | undefined {
  const named = STOCK_NAMED.exec(content)?.[1];
  const sizes = sizeOptions(product);
  const size = named === undefined ? undefined : sizes.find((option) => sameSize(named, option.name));
  if (size !== undefined)
    return size.inStock
      ? `Yes: ${name} is in stock in size ${size.name}.`
      : `No: ${name} is out of stock in size ${size.name} right now.`;
  const listed = sizes.map((option) => option.name);
  const code = named === undefined ? undefined : letterSize(named);
  if (sizes.length === 0 && code !== undefined) return optionless(product, name, `sizes such as ${code}`);
  const colour = askedValues(filters, 'colors')[0];
  if (colour !== undefined && allValues(product, 'color').length === 0)
    return optionless(product, name, `colours such as ${colour}`);
  const missingNamed = missingSizeNamed(named, sizes);
  if (missingNamed !== undefined)
    return `No: ${name} doesn't come in size ${missingNamed}; it comes in ${said(listed.slice(0, 12), true, 'or')}.`;
  return missingOption(product, name, filters);
}

/**
 * A letter size or a colour asked of a product that lists none ("is the large in stock?" of a speaker, "is the
 * blue one in stock?" of a cleanser): it has none, and its stock or its measured options are said instead of a
 * plain "Yes: … is in stock.".
 */
function optionless(product: Product, name: string, none: string): string {
  const measured = measuredOptions(product).map((option) => option.name);
  const stock = product.available === false ? 'is out of stock right now' : 'is in stock';
  const instead = measured.length > 1 ? `comes in ${said(measured, false, 'or')} and ${stock}` : stock;
  return `${capitalise(name)} comes in no ${none}; it ${instead}.`;
}

/**
 * "No: … doesn't come in teal; it comes in white.", "No: … doesn't come in size Twin; it comes in sizes Full,
 * Queen or King.": a colour or size the question asks (`filters`) that the product doesn't come in; else undefined.
 * Colours asked are alternatives ("teal or purple"), each met by its own family (colour-met.ts's coloursMet): they
 * are missing, each named, when it meets none of them.
 */
export function missingOption(product: Product, name: string, filters: SearchFilters): string | undefined {
  const sizes = sizeOptions(product);
  const listed = sizes.map((option) => option.name);
  const colours = allValues(product, 'color');
  const askedColours = askedValues(filters, 'colors');
  // A colour of the asked one's family is no missing colour ("red" of burgundy), nor one of another asked's.
  const met = coloursMet(product, askedColours, filters.colors).some((each) => each.met !== undefined);
  if (askedColours.length > 0 && !met && colours.length > 0) {
    const missing = joinList(askedColours, 'or');
    return `No: ${name} doesn't come in ${missing}; it comes in ${joinList(colours.slice(0, 8), 'or')}.`;
  }
  const askedSizes = askedValues(filters, 'sizes');
  const missingSize = askedSizes.find((asked) => !sizes.some((option) => sameSize(asked, option.name)));
  if (missingSize !== undefined && sizes.length > 0)
    return `No: ${name} doesn't come in size ${missingSize}; it comes in ${said(listed.slice(0, 12), true, 'or')}.`;
  return undefined;
}
