/**
 * The prices a product's variants give the sizes asked (SIZE_PRICE tags): a King comforter's price is its King
 * variant's, for the price filter (index-filters.ts) and the price sorts (rank-rows.ts).
 */
import { filterKey, SIZE_PRICE } from '../catalog/product-row.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { allTags } from './index-tags.ts';

/** Position → the prices its variants give the asked sizes (SIZE_PRICE tags); empty without sizes asked. */
export function sizePrices(index: CatalogIndex, sizes: readonly string[]): Map<number, number[]> {
  const prices = new Map<number, number[]>();
  if (sizes.length === 0) return prices;
  const prefixes = sizes.map((size) => `${SIZE_PRICE}:${filterKey(size)}=`);
  for (const [tag, positions] of allTags(index)) {
    const prefix = prefixes.find((start) => tag.startsWith(start));
    if (prefix === undefined) continue;
    const price = Number(tag.slice(prefix.length));
    if (!Number.isFinite(price)) continue;
    for (const position of positions) {
      const list = prices.get(position);
      if (list === undefined) prices.set(position, [price]);
      else list.push(price);
    }
  }
  return prices;
}

/**
 * Position → the price a price sort orders by where sizes are asked: the cheapest of the asked sizes' prices
 * (`direction` 1) or the dearest (-1), the product's own price where its variants price none; undefined without
 * sizes asked or variant prices.
 */
export function sizedPrice(
  index: CatalogIndex,
  sizes: readonly string[] | undefined,
  direction: 1 | -1,
): Float64Array | undefined {
  const prices = sizePrices(
    index,
    (sizes ?? []).filter((size) => typeof size === 'string' && size.trim() !== ''),
  );
  if (prices.size === 0) return undefined;
  const column = Float64Array.from(index.price);
  for (const [position, list] of prices)
    column[position] = direction === 1 ? Math.min(...list) : Math.max(...list);
  return column;
}
