/** SearchFilters as a predicate over positions in a CatalogIndex. */
import {
  boundTakes,
  canonicalAudience,
  featureSatisfiers,
  withinBound,
  type MeasureBound,
  type SearchFilters,
} from '../../core/index.ts';
import { categoryPath, filterKey, OTHER_ATTRIBUTE, tagKey, TITLE_FEATURE } from '../catalog/product-row.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { sizePrices } from './size-prices.ts';
import { allTags, kindFits, kindMask, measureTags, namedMeasureTags, tagPositions } from './index-tags.ts';
import { anyTag, inStockIn, present, type FilterChecks, type Keep } from './tag-checks.ts';

export type { Keep } from './tag-checks.ts';

const featureTagging = new WeakMap<CatalogIndex, boolean>();
/** Does any product of the catalogue have a `features` attribute? Once per index. */
function tagsFeatures(index: CatalogIndex): boolean {
  let tagged = featureTagging.get(index);
  if (tagged === undefined) featureTagging.set(index, (tagged = kindMask(index, 'f').includes(1)));
  return tagged;
}

const childTagging = new WeakMap<CatalogIndex, Uint8Array>();
/** 1 at the positions of products tagged for children ("kids", "boys", "toddler"…); once per index. */
function childMask(index: CatalogIndex): Uint8Array {
  let mask = childTagging.get(index);
  if (mask === undefined) {
    mask = new Uint8Array(index.size);
    for (const [tag, positions] of allTags(index))
      if (tag.startsWith('a:') && canonicalAudience(tag.slice(2)) === 'kids')
        for (const position of positions) mask[position] = 1;
    childTagging.set(index, mask);
  }
  return mask;
}

/** The filter no product can pass (a list filter whose values no product has): callers may skip all work. */
export const NOTHING: Keep = () => false;

const isNumber = (value: number | undefined): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

/** Is the price within the bounds asked (NaN, no price, is within none)? */
const within = (value: number, priceMin: number | undefined, priceMax: number | undefined): boolean =>
  (!isNumber(priceMin) || value >= priceMin) && (!isNumber(priceMax) || value <= priceMax);

const isBound = (bound: MeasureBound | undefined): bound is MeasureBound =>
  bound !== undefined && typeof bound.unit === 'string' && (isNumber(bound.min) || isNumber(bound.max));

/**
 * Every filter that is present must hold. `excluded` holds positions of products containing an excluded term.
 * `untaggedAudience`: the audience was only implied by a person ("a gift for my wife"), so products tagged with
 * no audience at all (skincare, a kettle) pass it too; only those tagged for another audience are left out.
 * Returns undefined when nothing constrains the match set, NOTHING when no product can pass.
 */
export function indexFilter(
  index: CatalogIndex,
  filters: SearchFilters,
  excluded: ReadonlySet<number>,
  untaggedAudience = false,
): Keep | undefined {
  // The list filters' checks add to `out` (tag-checks.ts); the checks here too, through `checks`.
  const out: FilterChecks = { checks: [], impossible: false };
  const { checks } = out;
  const { priceMin, priceMax, minRating } = filters;
  // NaN (no value) fails every comparison, so products without a price drop out of price filters. With a size
  // asked, a product whose variants price that size holds those prices instead ("king sheets under $100").
  const sized =
    isNumber(priceMin) || isNumber(priceMax) ? sizePrices(index, present(filters.sizes)) : undefined;
  if (sized !== undefined && sized.size > 0)
    checks.push((i) => {
      const prices = sized.get(i);
      return prices === undefined
        ? within(index.price[i]!, priceMin, priceMax)
        : prices.some((price) => within(price, priceMin, priceMax));
    });
  else {
    if (isNumber(priceMin)) checks.push((i) => index.price[i]! >= priceMin);
    if (isNumber(priceMax)) checks.push((i) => index.price[i]! <= priceMax);
  }
  if (isNumber(minRating)) checks.push((i) => index.rating[i]! >= minRating);
  if (filters.inStock === true) checks.push((i) => index.available[i] === 1);
  if (filters.onSale === true) checks.push((i) => index.onSale[i] === 1);

  for (const [kind, values] of [
    ['c', filters.colors],
    ['s', filters.sizes],
  ] as const)
    if (filters.inStock === true) inStockIn(index, out, kind, values);
    else anyTag(index, out, [kind], values);
  // A material may be the part's: a "strap" or "fill" attribute of leather or wool.
  anyTag(index, out, ['m', OTHER_ATTRIBUTE], filters.materials);
  // "for adults": products tagged for an audience other than children's, or for none, as an adult's audience
  // only implied admits once relaxed.
  const adults = present(filters.audience).some((value) => canonicalAudience(value) === 'adults');
  const notTagged = adults ? childMask(index) : untaggedAudience ? kindMask(index, 'a') : undefined;
  anyTag(index, out, ['a'], filters.audience, notTagged);
  // Features: all of them, each met by itself or a stronger feature ("warm" by "insulated"), tagged or, where
  // the catalogue tags features at all, named in the title ("wireless" by a "Portable Bluetooth Speaker"). A
  // catalogue tagging none keeps the words ranked instead, as a title word filtering alone would drop the
  // products that have the feature without saying so.
  const featureKinds = tagsFeatures(index) ? (['f', TITLE_FEATURE] as const) : (['f'] as const);
  for (const feature of present(filters.features))
    anyTag(index, out, featureKinds, featureSatisfiers(feature));

  // An audience left out ("not for kids"): products tagged with it go; untagged ones stay.
  const leftOut = present(filters.excludeAudience).flatMap((value) => [
    ...tagPositions(index, tagKey('a', value)),
  ]);
  if (leftOut.length > 0) {
    const mask = new Uint8Array(index.size);
    for (const position of leftOut) mask[position] = 1;
    checks.push((i) => mask[i] === 0);
  }
  const unwanted = new Set(present(filters.excludeBrands).map(filterKey));
  if (unwanted.size > 0) {
    const allowed = index.brandKeys.map((key) => !unwanted.has(key));
    checks.push((i) => allowed[index.brand[i]!] !== false);
  }
  const brands = new Set(present(filters.brands).map(filterKey));
  if (brands.size > 0) {
    const allowed = index.brandKeys.map((key) => brands.has(key));
    if (!allowed.includes(true)) out.impossible = true;
    checks.push((i) => allowed[index.brand[i]!] === true);
  }
  // Equal, starting with, or containing the given path as whole segments: '>shoes>running>' contains '>shoes>'.
  const paths = present(filters.categories).flatMap((category) => categoryPath(category) ?? []);
  if (paths.length > 0) {
    const allowed = index.categoryPaths.map((path) => paths.some((wanted) => path.includes(wanted)));
    if (!allowed.includes(true)) out.impossible = true;
    checks.push((i) => allowed[index.category[i]!] === true);
  }
  // A measure bound: some attribute value of its family within it ("batteryLife": "35 hours" for 30+ hours).
  for (const bound of (filters.measures ?? []).filter(isBound)) {
    const mask = new Uint8Array(index.size);
    let any = false;
    if ((bound.words ?? []).length > 0 || (bound.except ?? []).length > 0) {
      // "at least 6mm thick": only attributes named so (a `thickness`), not a strap's length; "at least 3 hours":
      // no warranty's days.
      for (const { words: name, measure, positions } of namedMeasureTags(index)) {
        if (!boundTakes(bound, name) || !withinBound(measure, bound)) continue;
        for (const position of positions) mask[position] = 1;
        any = true;
      }
    } else
      for (const { key, measure } of measureTags(index))
        if (withinBound(measure, bound))
          for (const position of tagPositions(index, key)) [mask[position], any] = [1, true];
    if (!any) out.impossible = true;
    else checks.push((i) => mask[i] === 1);
  }
  // A kind asked with its noun ("dry skin"): products whose attribute of that name holds only other kinds go
  // ("skin type: oily"); those of the kind asked, of every kind ("all skin types") or without it stay.
  for (const kind of filters.kinds ?? []) {
    if (typeof kind?.attribute !== 'string') continue;
    const fits = kindFits(index, kind.attribute, present(kind.others));
    const out = new Uint8Array(index.size);
    let any = false;
    for (const [position, fit] of fits) if (!fit) [out[position], any] = [1, true];
    if (any) checks.push((i) => out[i] === 0);
  }
  if (excluded.size > 0) checks.push((i) => !excluded.has(i));
  const excludedIds = new Set(present(filters.excludeIds));
  if (excludedIds.size > 0) checks.push((i) => !excludedIds.has(index.id[i]!));

  if (out.impossible) return NOTHING;
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (i) => checks.every((check) => check(i));
}
