/**
 * "pounds" read as money where the shop states no weights ("jackets under 80 pounds": under £80, pound-prices.ts)
 * is a weight after all when no product could meet that price: a ceiling below `price.poundsWeighBelow` of the
 * cheapest price of what the request matches ("tent under 2 pounds" where the cheapest tent is $48.99). The request
 * is then read again with "pounds" a weight, which the shop states for none of its products: the chat says so ("None
 * of the shop's tents states its weight, so I can't tell which are under 2 pounds."), where it had read under $2 and
 * relaxed it. "pounds sterling", "£" and "quid" are money whatever the amount.
 */
import type { CatalogReader } from '../catalog-port.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { price } = queryDefaults;

/** "pound(s)" said, not "pounds sterling": only those were read as money by pound-prices.ts. */
const POUNDS = new RegExp(`${WORD_START}pounds?${WORD_END}(?!\\s+sterling)`, 'iu');
const STERLING = new RegExp(
  `£|${WORD_START}(?:${alternation(price.currencies['GBP'] ?? [])}|sterling)${WORD_END}`,
  'iu',
);

/** `query`, or the request read again with "pounds" a weight (`reread`) where its pound price is far too low. */
export async function withPoundsWeighed(
  catalog: CatalogReader,
  tenantId: string,
  content: string,
  query: SearchQuery,
  reread: () => SearchQuery,
): Promise<SearchQuery> {
  const { priceMin: _min, priceMax, currency, ...rest } = query.filters;
  if (currency !== 'GBP' || priceMax === undefined || !POUNDS.test(content) || STERLING.test(content))
    return query;
  // priceMin 0 keeps the priced ones only, cheapest first.
  const cheapest: SearchQuery = { ...query, sort: 'price_asc', filters: { ...rest, priceMin: 0 } };
  const found = (await catalog.search(tenantId, cheapest, { limit: 1, offset: 0 })).products[0]?.price;
  return found !== undefined && priceMax < found * price.poundsWeighBelow ? reread() : query;
}
