import type { SearchFilters } from '../search/search-query.ts';

const listed = (values: readonly unknown[] | undefined): boolean =>
  values !== undefined && values.some((value) => typeof value === 'string' && value.trim() !== '');

const bound = (value: number | undefined): boolean => typeof value === 'number' && !Number.isNaN(value);

/** True when the filters narrow the catalogue (a currency alone does not: it only qualifies price bounds). */
export function hasFilters(filters: SearchFilters | undefined): boolean {
  if (filters === undefined) return false;
  return (
    bound(filters.priceMin) ||
    bound(filters.priceMax) ||
    bound(filters.minRating) ||
    filters.inStock === true ||
    filters.onSale === true ||
    listed(filters.colors) ||
    listed(filters.sizes) ||
    listed(filters.materials) ||
    listed(filters.brands) ||
    listed(filters.categories) ||
    listed(filters.audience) ||
    listed(filters.features) ||
    listed(filters.excludeTerms) ||
    listed(filters.excludeBrands) ||
    listed(filters.excludeAudience) ||
    listed(filters.excludeIds) ||
    (filters.measures ?? []).some((measure) => bound(measure?.min) || bound(measure?.max))
  );
}
