/**
 * "mid-range watch", "mid-priced backpack" (SearchQuery.priceTier 'middle'): the middle third of the prices of
 * what the request matches, as a price band, searched and said like any ("Showing watch $99.99 to $189.99, the
 * middle third of its prices."). The prices are those of the matches ordered cheapest first, priced ones only:
 * the band runs from the first price past the cheapest third to the last before the dearest third. Fewer than
 * three priced matches have no middle: nothing is bounded, and the tier is not said. The 'lower' tier (low prices
 * and quality asked together) is the cheapest third: up to the last price of the cheapest third, said as "the
 * cheapest third of the prices".
 */
import type { CatalogReader } from '../catalog-port.ts';
import type { SearchQuery } from './search-query.ts';

/** Fewer priced matches than this have no middle third. */
const LEAST = 3;

/** The query with its middle-tier band as price bounds (`priceTier` kept for the chat), else without the tier. */
export async function withPriceTier(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
): Promise<SearchQuery> {
  if (query.priceTier === undefined) return query;
  const { priceTier: _tier, ...untiered } = query;
  const { priceMin, priceMax } = query.filters;
  if (priceMin !== undefined || priceMax !== undefined) return untiered;
  // priceMin 0 keeps the priced ones only: a product without a price is in no third.
  const cheapest: SearchQuery = {
    ...untiered,
    sort: 'price_asc',
    filters: { ...query.filters, priceMin: 0 },
  };
  const priceAt = async (offset: number): Promise<number | undefined> =>
    (await catalog.search(tenantId, cheapest, { limit: 1, offset })).products[0]?.price;
  const { total } = await catalog.search(tenantId, cheapest, { limit: 0, offset: 0 });
  if (total < LEAST) return untiered;
  if (query.priceTier === 'lower') {
    const top = await priceAt(Math.ceil(total / 3) - 1);
    return top === undefined ? untiered : { ...query, filters: { ...query.filters, priceMax: top } };
  }
  const low = await priceAt(Math.floor(total / 3));
  const high = await priceAt(Math.ceil((2 * total) / 3) - 1);
  if (low === undefined || high === undefined) return untiered;
  return { ...query, filters: { ...query.filters, priceMin: low, priceMax: high } };
}
