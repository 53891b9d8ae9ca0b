import { relaxedInShopCurrency } from './currency-note.ts';
import { joinList } from './english-list.ts';
import { formatPrice, productCurrency } from './format-price.ts';
import { askedSizePrice } from './asked-size-price.ts';
import type { SearchMessageInput } from './search-message.ts';

/**
 * "Nothing matched every detail, so I relaxed: colour red." — or, when only the price bound of "cheaper" /
 * "more expensive" than the viewed product went, that nothing like it costs less (more).
 */
export function relaxedSentence(input: SearchMessageInput): string {
  const relation = input.query.context?.relation;
  const asked = input.askedFilters ?? input.query.filters;
  const bound = relation === 'cheaper' ? asked.priceMax : relation === 'pricier' ? asked.priceMin : undefined;
  const { priceMin, priceMax } = input.query.filters;
  if (bound !== undefined && input.relaxed.length === 1 && priceMin === undefined && priceMax === undefined) {
    const than = relation === 'cheaper' ? 'less' : 'more';
    const these = input.products.length === 1 ? 'this is' : 'these are';
    return `Nothing like it costs ${than}, so ${these} the nearest in price.`;
  }
  // A price the shopper gave without a currency, or in another, is named in the shop's ("under $30").
  const relaxed = relaxedInShopCurrency(input, productCurrency(input.products[0]));
  const over = overBudget(input, asked.priceMax);
  return `Nothing matched every detail, so I relaxed: ${joinList(relaxed)}.${over === undefined ? '' : ` ${over}`}`;
}

/**
 * With a price ceiling relaxed and the top pick above it, by how much: "The top pick is $6.95 over your $150." (a
 * King comforter at $156.95, priced in the size asked, where every comforter costs more in King). Undefined where
 * the ceiling still holds, the top pick is within it, or the ceiling was said in another currency than the shop's.
 */
function overBudget(input: SearchMessageInput, ceiling: number | undefined): string | undefined {
  const top = input.products[0];
  if (ceiling === undefined || input.query.filters.priceMax !== undefined || top === undefined)
    return undefined;
  const currency = productCurrency(top);
  const said = input.askedFilters?.currency ?? input.query.filters.currency;
  if (said !== undefined && said.toUpperCase() !== currency.toUpperCase()) return undefined;
  const price = askedSizePrice(top, input.query.filters.sizes ?? [])?.low ?? top.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= ceiling) return undefined;
  return `The top pick is ${formatPrice(price - ceiling, currency)} over your ${formatPrice(ceiling, currency)}.`;
}
