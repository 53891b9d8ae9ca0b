/** SearchFilters as a predicate over positions in a CatalogIndex. */
import type { SearchFilters } from '../../core/search/search-query.ts';
import { categoryPath, filterKey, tagKey, type TagKind } from '../catalog/product-row.ts';
import { tagMask, type CatalogIndex } from './catalog-index.ts';

export type Keep = (position: number) => boolean;

const present = (values: readonly string[] | undefined): string[] =>
  (values ?? []).filter((value) => typeof value === 'string' && value.trim() !== '');

const isNumber = (value: number | undefined): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

/**
 * Every filter that is present must hold. `excluded` holds positions of products containing an excluded term.
 * Returns undefined when nothing constrains the match set.
 */
export function indexFilter(
  index: CatalogIndex,
  filters: SearchFilters,
  excluded: ReadonlySet<number>,
): Keep | undefined {
  const checks: Keep[] = [];
  const { priceMin, priceMax, minRating } = filters;
  // NaN (no value) fails every comparison, so products without a price drop out of price filters.
  if (isNumber(priceMin)) checks.push((i) => index.price[i]! >= priceMin);
  if (isNumber(priceMax)) checks.push((i) => index.price[i]! <= priceMax);
  if (isNumber(minRating)) checks.push((i) => index.rating[i]! >= minRating);
  if (filters.inStock === true) checks.push((i) => index.available[i] === 1);

  // List filters: one mask per filter (any of its values; features: all of them), built from memoised masks.
  const anyTag = (kind: TagKind, values: readonly string[] | undefined) => {
    const keys = present(values).map((value) => tagKey(kind, value));
    if (keys.length === 0) return;
    const masks = keys.map((key) => tagMask(index, key));
    const union = masks.length === 1 ? masks[0]! : masks.reduce((a, b) => a.map((x, i) => x | b[i]!));
    checks.push((i) => union[i] === 1);
  };
  anyTag('c', filters.colors);
  anyTag('s', filters.sizes);
  anyTag('m', filters.materials);
  anyTag('a', filters.audience);
  for (const feature of present(filters.features)) {
    const mask = tagMask(index, tagKey('f', feature));
    checks.push((i) => mask[i] === 1);
  }

  const brands = new Set(present(filters.brands).map(filterKey));
  if (brands.size > 0) {
    const allowed = index.brandKeys.map((key) => brands.has(key));
    checks.push((i) => allowed[index.brand[i]!] === true);
  }
  // Equal, starting with, or containing the given path as whole segments: '>shoes>running>' contains '>shoes>'.
  const paths = present(filters.categories).flatMap((category) => categoryPath(category) ?? []);
  if (paths.length > 0) {
    const allowed = index.categoryPaths.map((path) => paths.some((wanted) => path.includes(wanted)));
    checks.push((i) => allowed[index.category[i]!] === true);
  }
  if (excluded.size > 0) checks.push((i) => !excluded.has(i));

  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (i) => checks.every((check) => check(i));
}
