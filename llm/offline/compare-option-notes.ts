/**
 * What a comparison says of the option asked beside its prices: the sizes of a list none of them comes in, and
 * the option out of stock of products otherwise in stock, and the products that do not come in it.
 */
import type { Product } from '../../core/index.ts';
import type { Name } from './compare-details.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { joinListCapped } from './english-list.ts';
import type { Line } from './message-length.ts';
import { sizesSaid } from './viewed-range-stock.ts';

/** At most this many products are named; the rest are counted. */
const MAX_NAMED = 3;

/**
 * "Note: out of stock: Cooling Sheet Set in Queen.", "Note: out of stock: Alpha Trail Boot in size 9; Gamma Trail
 * Boot in sizes 8 and 10." (sizes listed for one product are not run into the next one's by "and").
 */
export function soldOutNote(asked: AskedPrices, shortName: Name): string | undefined {
  const soldOut = asked.soldOut.filter(({ product }) => product.available !== false);
  if (soldOut.length === 0) return undefined;
  const each = soldOut.map(({ product, option }) => `${shortName(product)} in ${option}`);
  const listed = soldOut.length > 1 && soldOut.some(({ option }) => /,| and | or /u.test(option));
  if (!listed) return `Note: out of stock: ${joinListCapped(each, MAX_NAMED)}.`;
  const more = each.length > MAX_NAMED ? `; and ${each.length - MAX_NAMED} more` : '';
  return `Note: out of stock: ${each.slice(0, MAX_NAMED).join('; ')}${more}.`;
}

/** "None of them comes in size 14." of "which is cheaper in sizes 8 or 14?" (the prices are size 8's). */
export const missingSizesNote = (asked: AskedPrices): string | undefined =>
  asked.missing.length === 0 ? undefined : `None of them comes in ${sizesSaid(asked.missing, 'or')}.`;

/**
 * The products that do not come in the asked size: "Percale Duvet Cover doesn't come in Twin." (left to the price
 * line when only one priced product does).
 */
export function withoutLine(
  products: readonly Product[],
  asked: AskedPrices,
  shortName: Name,
): Line | undefined {
  const { option, without } = asked;
  if (without.length === 0 || option === undefined) return undefined;
  if (without.length === products.length) return { text: `None of them comes in ${option}.`, priority: 1 };
  const rest = products.filter((product) => !without.includes(product));
  if (rest.length === 1 && asked.prices.some((price) => price !== undefined)) return undefined;
  const verb = without.length === 1 ? "doesn't" : "don't";
  return { text: `${joinListCapped(without.map(shortName), 3)} ${verb} come in ${option}.`, priority: 1 };
}
