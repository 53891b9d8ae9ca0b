/**
 * A price named in another currency than the shop's ("boots under £50" where prices are in USD). Bounds are never
 * converted (there are no exchange rates): the search holds the number to the shop's prices, so the chat names it
 * in the shop's currency ("Showing boots under $50") and says how it read it ("Prices here are in USD, so I read
 * under £50 as under $50."). The Ollama prompt is given the same reading (foreignPriceReading).
 */
import { labelledPrice, money, priceLabel, type SearchFilters, type SearchQuery } from '../../core/index.ts';

type Asked = { query: SearchQuery; askedFilters?: SearchFilters | undefined };

/**
 * The filters as the opening line names them, their prices in a currency: the shop's when products are shown (a
 * price named in another was read in it), else the one the shopper named, if any ("I couldn't find any boots under
 * £50."). Pure.
 */
export function filtersInCurrency(
  filters: SearchFilters,
  shopCurrency: string,
  shown: boolean,
): SearchFilters {
  return shown ? { ...filters, currency: shopCurrency } : { currency: shopCurrency, ...filters };
}

/**
 * The price asked as the opening line names it ("under $100", "$20 to $50"; a bound one cent past the viewed
 * product's price by that price), also for the model's prompt; '' when none. Pure.
 */
export function priceAskedSaid({ query }: Asked, shopCurrency: string, shown: boolean): string {
  return priceLabel(labelledPrice(filtersInCurrency(query.filters, shopCurrency, shown), query.context));
}

/**
 * The viewed product's price, the bound of "cheaper" / "more expensive", as the opening line names it ("$97.99" of
 * "under $97.99"), also for the model's prompt; undefined when the request leaned on no price. Pure.
 */
export function viewedPriceSaid({ query }: Asked, shopCurrency: string): string | undefined {
  const price = query.context?.price;
  return price === undefined ? undefined : money(price, shopCurrency);
}

/** How a price named in another currency was read: "under £50" as "under $50" in USD. */
export interface ForeignPriceReading {
  shopCurrency: string;
  said: string;
  readAs: string;
}

/**
 * How a price in another currency was read (of the filters asked, a relaxed price included); undefined when none
 * was named. Pure.
 */
export function foreignPriceReading(
  { query, askedFilters }: Asked,
  shopCurrency: string,
): ForeignPriceReading | undefined {
  const asked = askedFilters ?? query.filters;
  if (asked.currency === undefined || asked.currency === shopCurrency) return undefined;
  const said = priceLabel(labelledPrice(asked, query.context));
  const readAs = priceLabel(labelledPrice({ ...asked, currency: shopCurrency }, query.context));
  if (said === '' || readAs === '') return undefined;
  return { shopCurrency, said, readAs };
}

/** The sentence saying how a price in another currency was read; undefined when none was named. Pure. */
export function foreignPriceNote(input: Asked, shopCurrency: string): string | undefined {
  const reading = foreignPriceReading(input, shopCurrency);
  if (reading === undefined) return undefined;
  return `Prices here are in ${shopCurrency}, so I read ${reading.said} as ${reading.readAs}.`;
}

/**
 * The relaxed constraints as the chat names them: a price the shopper gave without a currency, or in another, in
 * the shop's ("under $30"), as the opening line names it.
 */
export function relaxedInShopCurrency(
  { query, askedFilters, relaxed }: Asked & { relaxed: readonly string[] },
  shopCurrency: string,
): string[] {
  const asked = askedFilters ?? query.filters;
  const typed = priceLabel(labelledPrice(asked, query.context));
  const shown = priceLabel(labelledPrice({ ...asked, currency: shopCurrency }, query.context));
  return relaxed.map((label) => (typed !== '' && label === typed ? shown : label));
}
