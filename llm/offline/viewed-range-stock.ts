/**
 * A size range asked in a stock question ("is it available in sizes 8 to 10?", "is it in stock in size 8-10?",
 * "sizes over 9"): answered for every size of the product's within it, as "does it come in size 8-10?" is, not
 * for the one size its words name ("10"). The sizes of it sold out are said; a range it has no size in is said so.
 */
import { askedValues, inSizeRange, isSizeRange, type Product, type SearchFilters } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { sizeOptions } from './viewed-option.ts';

/** "size 9", "sizes 8 and 10". */
const sizesSaid = (names: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  `${names.length === 1 ? 'size' : 'sizes'} ${joinList(names, conjunction)}`;

/**
 * "Yes: … is in stock in sizes 8 to 10.", "Yes: … is in stock in sizes 8 and 10, but not in size 9 right now.",
 * "No: … is out of stock in sizes 8 to 10 right now.", "No: … doesn't come in sizes 12 to 14; it comes in sizes 7,
 * 8 or 9."; undefined when no range is asked or the product lists no sizes.
 */
export function rangeStock(product: Product, name: string, filters: SearchFilters): string | undefined {
  const range = askedValues(filters, 'sizes').find(isSizeRange);
  const sizes = sizeOptions(product);
  if (range === undefined || sizes.length === 0) return undefined;
  const asked = `sizes ${range}`;
  const within = sizes.filter((option) => inSizeRange(range, option.name));
  if (within.length === 0) {
    const listed = sizes.map((option) => option.name).slice(0, 12);
    return `No: ${name} doesn't come in ${asked}; it comes in ${sizesSaid(listed, 'or')}.`;
  }
  const inStock = within.filter((option) => option.inStock).map((option) => option.name);
  const soldOut = within.filter((option) => !option.inStock).map((option) => option.name);
  if (inStock.length === 0) return `No: ${name} is out of stock in ${asked} right now.`;
  if (soldOut.length === 0) return `Yes: ${name} is in stock in ${asked}.`;
  return `Yes: ${name} is in stock in ${sizesSaid(inStock)}, but not in ${sizesSaid(soldOut)} right now.`;
}
