/** Facet counts over a whole match set: top brands, categories and colours, and price bands. */
import type { Facets } from '../../core/index.ts';
import type { CatalogIndex, Dictionary } from './catalog-index.ts';

export const FACET_SIZE = 10;

export const PRICE_BANDS: readonly { label: string; min: number; max: number | null }[] = [
  { label: 'Under $25', min: 0, max: 25 },
  { label: '$25–$50', min: 25, max: 50 },
  { label: '$50–$100', min: 50, max: 100 },
  { label: '$100–$200', min: 100, max: 200 },
  { label: '$200 and up', min: 200, max: null },
];

const bandOf = (price: number): number =>
  price < 25 ? 0 : price < 50 ? 1 : price < 100 ? 2 : price < 200 ? 3 : 4;

type Bucket = { value: string; count: number };

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Per dictionary, each value in lower case (built once per catalogue version; a dictionary only grows). */
const lowerCases = new WeakMap<Dictionary, string[]>();
function lowerCaseOf(dict: Dictionary): string[] {
  let lower = lowerCases.get(dict);
  if (lower === undefined) lowerCases.set(dict, (lower = []));
  for (let code = lower.length; code < dict.values.length; code++)
    lower.push(dict.values[code]!.toLowerCase());
  return lower;
}

/**
 * Merges spellings that differ only in case (the filters ignore case) under the most frequent spelling,
 * (ties: the alphabetically first), then keeps the top `FACET_SIZE` by count, ties alphabetical ignoring case.
 */
function top(dict: Dictionary, counts: Int32Array): Bucket[] {
  const groups = new Map<string, { key: string; value: string; best: number; count: number }>();
  const lower = lowerCaseOf(dict);
  // A plain loop over every code of the dictionary (thousands of brands), most of them not counted.
  for (let code = 0; code < counts.length; code++) {
    const count = counts[code]!;
    if (count === 0) continue;
    const value = dict.values[code]!;
    const key = lower[code]!;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { key, value, best: count, count });
    else {
      group.count += count;
      if (count > group.best || (count === group.best && value < group.value)) {
        group.value = value;
        group.best = count;
      }
    }
  }
  // Every value of a group is its key in lower case.
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || compareText(a.key, b.key))
    .slice(0, FACET_SIZE)
    .map(({ value, count }) => ({ value, count }));
}

/** Per price column, whether any product states a price (a column is built once per catalogue version). */
const priceStated = new WeakMap<Float64Array, boolean>();
function statesPrice(price: Float64Array): boolean {
  let stated = priceStated.get(price);
  if (stated === undefined) priceStated.set(price, (stated = price.some((value) => value === value)));
  return stated;
}

export function facetsOf(index: CatalogIndex, matches: Int32Array): Facets {
  const brands = new Int32Array(index.brands.values.length);
  const categories = new Int32Array(index.categories.values.length);
  const colors = new Int32Array(index.colors.values.length);
  const bands = new Int32Array(PRICE_BANDS.length);
  const { brand, category, colorStart, colorCodes, price } = index;
  // A field no product states (a shop of titles only) is not counted.
  const byBrand = brands.length > 0;
  const byCategory = categories.length > 0;
  const byColor = colors.length > 0;
  const byPrice = statesPrice(price);
  const counted = byBrand || byCategory || byColor || byPrice;
  for (let m = 0, n = counted ? matches.length : 0; m < n; m++) {
    const i = matches[m]!;
    if (byBrand) {
      const code = brand[i]!;
      if (code >= 0) brands[code]!++;
    }
    if (byCategory) {
      const code = category[i]!;
      if (code >= 0) categories[code]!++;
    }
    if (byColor)
      for (let c = colorStart[i]!, end = colorStart[i + 1]!; c < end; c++) colors[colorCodes[c]!]!++;
    if (byPrice) {
      const value = price[i]!;
      if (value === value) bands[bandOf(value)]!++;
    }
  }
  return {
    brand: top(index.brands, brands),
    category: top(index.categories, categories),
    color: top(index.colors, colors),
    price: PRICE_BANDS.map((band, i) => ({ ...band, count: bands[i]! })).filter((band) => band.count > 0),
  };
}

/** A deep copy of facets (their buckets are plain records), cheaper than structuredClone. */
export const copyFacets = (facets: Facets): Facets => ({
  brand: facets.brand.map((bucket) => ({ ...bucket })),
  category: facets.category.map((bucket) => ({ ...bucket })),
  color: facets.color.map((bucket) => ({ ...bucket })),
  price: facets.price.map((band) => ({ ...band })),
});
