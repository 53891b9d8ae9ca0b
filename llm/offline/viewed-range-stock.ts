/**
 * The sizes asked in a stock question ("is it available in sizes 8 to 10?", "is it in stock in sizes 8 and
 * 10?", "is it available in size 8?", "sizes over 9"): answered for every size of the product's among them, not
 * for the one size its words end on ("10"). The sizes of them sold out are said; sizes it doesn't come in too.
 */
import { askedValues, isSizeRange, type Product, type SearchFilters } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { meetsSize, sameSize, sizeOptions } from './viewed-option.ts';

/** "size 9" for a bare number ("9" says nothing), else the size as named ("King", "L"). */
export const sizeSaid = (size: string): string =>
  /^\d+(?:\.\d+)?$/u.test(size.trim()) ? `size ${size}` : size;

/** A size that names itself a size ("One Size", "One Size Fits Most"): said without "size" before it. */
const ONE_SIZE = /(?<![\p{L}\p{N}])size(?![\p{L}\p{N}])/iu;

/** "size 9", "sizes 8 and 10": the noun by the number of sizes named; "One Size" as it is. */
export const sizesSaid = (names: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  names.length === 1 && ONE_SIZE.test(names[0]!)
    ? names[0]!
    : `${names.length === 1 ? 'size' : 'sizes'} ${joinList(names, conjunction)}`;

/**
 * "Yes: … is in stock in sizes 8 to 10.", "Yes: … is in stock in sizes 8 and 10, but not in size 9 right now.",
 * "No: … is out of stock in size 10 right now.", "No: … doesn't come in sizes 12 to 14; it comes in sizes 7, 8
 * or 9."; undefined when no size is asked (or a single size beside a colour), or the product lists no sizes.
 */
export function rangeStock(product: Product, name: string, filters: SearchFilters): string | undefined {
  const asked = askedValues(filters, 'sizes');
  const sizes = sizeOptions(product);
  if (asked.length === 0 || sizes.length === 0) return undefined;
  const range = asked.length === 1 && isSizeRange(asked[0]!) ? asked[0] : undefined;
  if (range === undefined && askedValues(filters, 'colors').length > 0) return undefined;
  const within = sizes.filter((option) => asked.some((one) => meetsSize(one, option.name)));
  // Sizes asked one by one that it doesn't come in ("14" of "sizes 8 and 14").
  const missing = asked.filter(
    (one) => !isSizeRange(one) && !sizes.some((option) => sameSize(one, option.name)),
  );
  const askedSaid = range !== undefined ? `sizes ${range}` : sizesSaid(asked, 'or');
  if (within.length === 0) {
    const listed = sizes.map((option) => option.name).slice(0, 12);
    return `No: ${name} doesn't come in ${askedSaid}; it comes in ${sizesSaid(listed, 'or')}.`;
  }
  const without = missing.length === 0 ? '' : `; it doesn't come in ${sizesSaid(missing, 'or')}`;
  const all = range !== undefined ? `sizes ${range}` : sizesSaid(within.map((option) => option.name));
  const inStock = within.filter((option) => option.inStock).map((option) => option.name);
  const soldOut = within.filter((option) => !option.inStock).map((option) => option.name);
  if (inStock.length === 0) return `No: ${name} is out of stock in ${all} right now${without}.`;
  if (soldOut.length === 0) return `Yes: ${name} is in stock in ${all}${without}.`;
  return `Yes: ${name} is in stock in ${sizesSaid(inStock)}, but not in ${sizesSaid(soldOut)} right now${without}.`;
}
