/**
 * The viewed product's options (its sizes and measured values such as "50 ml" / "100 ml", its own and its
 * variants'), with their stock: "is there a bigger size?", "is there a bigger bottle?".
 */
import {
  askedLargerOption,
  letterSize,
  measureOf,
  type Product,
  type ProductVariant,
} from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { allValues, toList, variantValues } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

/** "M" and "medium", "Queen" and "Full/Queen": the same size. */
function sameSize(asked: string, value: string): boolean {
  const code = letterSize(asked);
  if (code !== undefined && code === letterSize(value)) return true;
  const key = asked.trim().toLowerCase();
  return (
    value.toLowerCase() === key ||
    value
      .toLowerCase()
      .split(/\s*\/\s*/u)
      .includes(key)
  );
}

/** An option of the product: its name, and whether some variant holding it (or the product) is in stock. */
interface Option {
  name: string;
  inStock: boolean;
}

/** Its options of one kind, each with its stock from the variants holding it, else from the product. */
function optionsOf(
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

const sizeOptions = (product: Product): Option[] =>
  optionsOf(product, allValues(product, 'size'), (variant, value) =>
    variantValues(variant, 'size').some((size) => sameSize(value, size)),
  );

/** Its measured values of the most values in one unit ("50 ml", "100 ml"), smallest first; or its one spec. */
function measuredOptions(product: Product): Option[] {
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
