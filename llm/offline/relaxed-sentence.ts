import { relaxedInShopCurrency } from './currency-note.ts';
import { joinList } from './english-list.ts';
import { productCurrency } from './format-price.ts';
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
  return `Nothing matched every detail, so I relaxed: ${joinList(relaxed)}.`;
}
