/**
 * A price named in another currency than the shop's ("boots under £50" where prices are in USD). Bounds are never
 * converted (there are no exchange rates): the search holds the number to the shop's prices, so the chat names it
 * in the shop's currency ("Showing boots under $50") and says how it read it ("Prices here are in USD, so I read
 * under £50 as under $50.").
 */
import { labelledPrice, priceLabel, type SearchFilters, type SearchQuery } from '../../core/index.ts';

/**
 * The sentence saying how a price in another currency was read (of the filters asked, a relaxed price included);
 * undefined when none was named. Pure.
 */
export function foreignPriceNote(
  { query, askedFilters }: { query: SearchQuery; askedFilters?: SearchFilters | undefined },
  shopCurrency: string,
): string | undefined {
  const asked = askedFilters ?? query.filters;
  if (asked.currency === undefined || asked.currency === shopCurrency) return undefined;
  const said = priceLabel(labelledPrice(asked, query.context));
  const read = priceLabel(labelledPrice({ ...asked, currency: shopCurrency }, query.context));
  if (said === '' || read === '') return undefined;
  return `Prices here are in ${shopCurrency}, so I read ${said} as ${read}.`;
}
