/**
 * A colour and a size asked together of the viewed product ("does it come in navy in XL?"), one or both of which it
 * lacks, answered from its own colours and sizes: "No: the Merino Wool Quarter-Zip Sweater you're viewing doesn't
 * come in navy or in size XL (it comes in olive, in sizes XS, S, M or L)."; "No: … comes in olive, but not in size
 * XL (it comes in sizes XS, S, M or L)." The answer had been "I can't tell: nothing about … mentions "navy" or
 * "xl"", as a no to two things at once was said by no reader. Undefined when it has both, when anything else is
 * asked, or when the product lists no colour or no size. Pure.
 */
import { askedValues, type Product, type SearchFilters } from '../../core/index.ts';
import { colourMet } from './colour-met.ts';
import { joinList } from './english-list.ts';
import { allValues, pluralName, truncate } from './product-attributes.ts';
import { sizesListed } from './sizes-listed.ts';
import { meetsSize, sizeOptions } from './viewed-option.ts';
import { sizesSaid } from './viewed-range-stock.ts';

/** Filters beside the colour and the size that leave the answer to other readers. */
const OTHERS = ['features', 'materials', 'measures'] as const;

export function viewedOptionsLacked(
  filters: SearchFilters,
  product: Product | undefined,
  name: string,
): string | undefined {
  const colours = askedValues(filters, 'colors');
  const sizes = askedValues(filters, 'sizes');
  if (product === undefined || colours.length === 0 || sizes.length === 0) return undefined;
  if (OTHERS.some((key) => (filters[key]?.length ?? 0) > 0)) return undefined;
  const ownColours = allValues(product, 'color');
  const ownSizes = sizeOptions(product).map((option) => option.name);
  if (ownColours.length === 0 || ownSizes.length === 0) return undefined;
  // Asked as alternatives ("navy or black"), one met is enough.
  const met = colours.flatMap((colour) => colourMet(product, colour, filters.colors) ?? []);
  const sized = sizes.filter((size) => ownSizes.some((own) => meetsSize(size, own)));
  if (met.length > 0 && sized.length > 0) return undefined;
  const it = pluralName(truncate(product.title, 50)) ? 'they come' : 'it comes';
  const colourNo = joinList(colours, 'or');
  const sizeNo = sizesSaid(sizes, 'or');
  if (met.length === 0 && sized.length === 0)
    return `No: ${name} doesn't come in ${colourNo} or in ${sizeNo} (${it} in ${joinList(ownColours, 'or')}, in ${sizesListed(ownSizes)}).`;
  const comes = it === 'they come' ? 'come' : 'comes';
  if (met.length > 0)
    return `No: ${name} ${comes} in ${joinList(met.map(({ said }) => said))}, but not in ${sizeNo} (${it} in ${sizesListed(ownSizes)}).`;
  return `No: ${name} ${comes} in ${sizesSaid(sized)}, but not in ${colourNo} (${it} in ${joinList(ownColours, 'or')}).`;
}
