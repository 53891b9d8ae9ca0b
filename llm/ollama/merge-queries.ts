/**
 * Merges the model's reading of a search request into the rule-based one. Pure. The rule-based parse is
 * deterministic and tested, so it wins every conflict: its text (unless empty), its price bounds, rating,
 * stock flag and any non-default sort. The model only adds: list filters are unioned (rule values first,
 * case-insensitive de-duplication), and scalar filters the rules left open are taken from the model, except
 * a model price bound that would contradict the rule's other bound. Everything else the rules read is kept: the
 * page context, follow-up mark, the constraints taken back, the price bounds relaxed, moved or read from the prices
 * shown, room kept near and a measure sort (while no other sort is asked).
 */
import type { SearchFilters, SearchQuery } from '../../core/index.ts';

type ListKey = Exclude<
  {
    [K in keyof SearchFilters]-?: SearchFilters[K] extends string[] | undefined ? K : never;
  }[keyof SearchFilters],
  'excludeIds' | 'excludeBrands' | 'excludeAudience'
>;

/** The list-valued filters of a SearchQuery a model may state (product ids come from the page, never a model). */
export const LIST_KEYS: readonly ListKey[] = [
  'colors',
  'sizes',
  'materials',
  'brands',
  'categories',
  'audience',
  'features',
  'excludeTerms',
];

function union(a: readonly string[] = [], b: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of [...a, ...b]) {
    const key = value.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(value.trim());
  }
  return out;
}

export function mergeQueries(rule: SearchQuery, model: Partial<SearchQuery>): SearchQuery {
  const filters: SearchFilters = { ...rule.filters };
  const extra = model.filters ?? {};
  for (const key of LIST_KEYS) {
    const merged = union(rule.filters[key], extra[key]);
    if (merged.length > 0) filters[key] = merged;
  }
  // A brand the shopper left out ("not from Acme") is never asked for, whatever the model read.
  const unwanted = new Set((rule.filters.excludeBrands ?? []).map((brand) => brand.toLowerCase()));
  if (filters.brands !== undefined && unwanted.size > 0) {
    const brands = filters.brands.filter((brand) => !unwanted.has(brand.toLowerCase()));
    if (brands.length > 0) filters.brands = brands;
    else delete filters.brands;
  }
  // Nor an audience left out ("not for kids").
  const leftOut = new Set((rule.filters.excludeAudience ?? []).map((value) => value.toLowerCase()));
  if (filters.audience !== undefined && leftOut.size > 0) {
    const audience = filters.audience.filter((value) => !leftOut.has(value.toLowerCase()));
    if (audience.length > 0) filters.audience = audience;
    else delete filters.audience;
  }
  if (filters.priceMin === undefined && extra.priceMin !== undefined) {
    if (filters.priceMax === undefined || extra.priceMin <= filters.priceMax)
      filters.priceMin = extra.priceMin;
  }
  if (filters.priceMax === undefined && extra.priceMax !== undefined) {
    if (filters.priceMin === undefined || extra.priceMax >= filters.priceMin)
      filters.priceMax = extra.priceMax;
  }
  if (filters.minRating === undefined && extra.minRating !== undefined) filters.minRating = extra.minRating;
  if (filters.inStock === undefined && extra.inStock !== undefined) filters.inStock = extra.inStock;
  if (filters.onSale === undefined && extra.onSale !== undefined) filters.onSale = extra.onSale;
  const text = rule.text.trim() !== '' ? rule.text : (model.text?.trim() ?? '');
  const sort = rule.sort === 'relevance' && model.sort !== undefined ? model.sort : rule.sort;
  // Everything else the rules read stays theirs: the page context, the follow-up mark, the constraints taken back,
  // the budget remembered or moved, room kept near, whom it is for.
  const { audienceImplied, grownInto, measureSort, ...read } = rule;
  return {
    ...read,
    text,
    filters,
    sort,
    ...(audienceImplied === true && filters.audience !== undefined && { audienceImplied: true }),
    ...(grownInto !== undefined && filters.audience !== undefined && { grownInto }),
    // The rules read a measure sort ("lightest first") only where no other sort is asked.
    ...(measureSort !== undefined && sort === 'relevance' && { measureSort }),
  };
}
