/**
 * The constraints of a query as units that can be named and dropped: "size 10", "colour red", "under $100".
 * Labels show what the shopper asked, not the expanded filter ("colour blue", not every shade of blue).
 */
import { canonicalAudience } from './audience-values.ts';
import { askedColours } from './colour-lexicon.ts';
import type { QueryContext, SearchFilters } from './search-query.ts';
import { sameMaterial } from './lexicon-terms.ts';
import { sizeSpellingKeys } from './bed-size-spellings.ts';
import { letterSize, sizeParts } from './size-phrases.ts';
import { inSizeRange, isSizeRange } from './size-ranges.ts';
import { containsPhrase } from './text-tools.ts';

export type Constraint =
  | 'sizes'
  | 'colors'
  | 'materials'
  | 'features'
  | 'kinds'
  | 'measures'
  | 'audience'
  | 'minRating'
  | 'inStock'
  | 'onSale'
  | 'brands'
  | 'price'
  | 'categories';

/**
 * Weakest first: the order in which relaxation drops constraints. A size is one the shopper must fit (a bed's, a
 * foot's, a body's), so it outlasts everything but the kind: "king size comforter under 150" where every comforter
 * costs more in King lists the King ones nearest the budget, not queen ones within it.
 */
export const RELAXATION_ORDER: readonly Constraint[] = [
  'colors',
  'materials',
  'features',
  'kinds',
  'measures',
  'audience',
  'minRating',
  'inStock',
  'onSale',
  'brands',
  'price',
  'sizes',
  'categories',
];

const present = (values: readonly string[] | undefined): string[] =>
  (values ?? []).filter((value) => typeof value === 'string' && value.trim() !== '');

export function hasConstraint(filters: SearchFilters, constraint: Constraint): boolean {
  if (constraint === 'price') return filters.priceMin !== undefined || filters.priceMax !== undefined;
  if (constraint === 'minRating') return typeof filters.minRating === 'number';
  if (constraint === 'inStock') return filters.inStock === true;
  if (constraint === 'onSale') return filters.onSale === true;
  if (constraint === 'measures') return measureLabels(filters).length > 0;
  if (constraint === 'kinds') return kindLabels(filters).length > 0;
  return present(filters[constraint]).length > 0;
}

/** A copy of the filters without one constraint (list filters copied, so steps never share arrays). */
export function withoutConstraint(filters: SearchFilters, constraint: Constraint): SearchFilters {
  const copy: SearchFilters = { ...filters };
  for (const key of Object.keys(copy) as (keyof SearchFilters)[]) {
    const value = copy[key];
    if (Array.isArray(value)) (copy as Record<string, unknown>)[key] = [...value];
  }
  if (constraint === 'price') {
    delete copy.priceMin;
    delete copy.priceMax;
    delete copy.currency;
  } else delete copy[constraint];
  return copy;
}

/** The measure bounds as the shopper put them: "at least 30 hours". */
export const measureLabels = (filters: SearchFilters): string[] =>
  (filters.measures ?? []).flatMap((bound) => (typeof bound?.label === 'string' ? [bound.label] : []));

/** The kinds asked as the shopper put them: "dry skin". */
export const kindLabels = (filters: SearchFilters): string[] =>
  (filters.kinds ?? []).flatMap((kind) => (typeof kind?.label === 'string' ? [kind.label] : []));

/** Keeps the first of each group of values `same` considers equal. */
function collapse(values: readonly string[], same: (shown: string, candidate: string) => boolean): string[] {
  const shown: string[] = [];
  for (const value of values) if (!shown.some((earlier) => same(earlier, value))) shown.push(value);
  return shown;
}

/** "size 10", "size 9 or 10", but "sizes 8 to 10" for a range asked. */
export const sizeNoun = (asked: readonly string[]): string => (asked.some(isSizeRange) ? 'sizes' : 'size');

export const joinWith = (values: readonly string[], word: string): string =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} ${word} ${values.at(-1)}`;

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/** "$1,299.99", "€40", "100" (no currency named). */
export function money(value: number, currency: string | undefined): string {
  const [whole = '0', cents] = (Number.isInteger(value) ? String(value) : value.toFixed(2)).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (cents === undefined ? '' : `.${cents}`);
  if (currency === undefined) return digits;
  const symbol = SYMBOLS[currency];
  return symbol === undefined ? `${currency} ${digits}` : `${symbol}${digits}`;
}

/**
 * The price bounds to name: a bound one cent past the viewed product's price ("cheaper", "more expensive") is
 * named by that price: "under $97.99", not "under $97.98".
 */
export function labelledPrice(filters: SearchFilters, context: QueryContext | undefined): SearchFilters {
  const price = context?.price;
  if (price === undefined) return filters;
  const near = (bound: number | undefined) => bound !== undefined && Math.abs(bound - price) < 0.015;
  if (context?.relation === 'cheaper' && near(filters.priceMax)) return { ...filters, priceMax: price };
  if (context?.relation === 'pricier' && near(filters.priceMin)) return { ...filters, priceMin: price };
  return filters;
}

/** "under $100", "over $50", "$30 to $90". */
export function priceLabel(filters: SearchFilters): string {
  const { priceMin, priceMax, currency } = filters;
  if (priceMin !== undefined && priceMax !== undefined)
    return `${money(priceMin, currency)} to ${money(priceMax, currency)}`;
  if (priceMax !== undefined) return `under ${money(priceMax, currency)}`;
  if (priceMin !== undefined) return `over ${money(priceMin, currency)}`;
  return '';
}

/** The values the shopper asked for, without the expansions the parser added. */
export function askedValues(filters: SearchFilters, constraint: Constraint): string[] {
  switch (constraint) {
    case 'colors':
      return askedColours(present(filters.colors));
    case 'sizes':
      return collapse(present(filters.sizes), (a, b) => {
        const code = letterSize(a);
        // "queen" stands for the catalogue's "Full/Queen" too, "double" for its "Full" (bed-size-spellings.ts).
        return (
          a.toLowerCase() === b.toLowerCase() ||
          (code !== undefined && code === letterSize(b)) ||
          sizeParts(b).some((part) => sizeSpellingKeys(a).includes(part)) ||
          // "8 to 10" stands for the sizes between (size-ranges.ts).
          inSizeRange(a, b)
        );
      });
    case 'materials':
      return collapse(present(filters.materials), (a, b) => containsPhrase(b, a) || sameMaterial(a, b));
    case 'audience': {
      const canonical = present(filters.audience).map(
        (value) => canonicalAudience(value) ?? value.toLowerCase(),
      );
      const unique = [...new Set(canonical)];
      const gendered = unique.includes('men') || unique.includes('women');
      return gendered ? unique.filter((value) => value !== 'unisex') : unique;
    }
    case 'categories': {
      // A path inside another asked path adds nothing: "shoes" covers "shoes > running".
      const paths = present(filters.categories).map((path) =>
        path
          .toLowerCase()
          .split(/\s*>\s*/)
          .join(' > '),
      );
      const broadest = collapse(paths, (a, b) => b === a || b.startsWith(`${a} > `)).filter(
        (path) => !paths.some((other) => path.startsWith(`${other} > `)),
      );
      return [...new Set(broadest.map((path) => path.split(' > ').at(-1) ?? path))];
    }
    case 'features':
    case 'brands':
      return present(filters[constraint]);
    case 'measures':
      return measureLabels(filters);
    case 'kinds':
      return kindLabels(filters);
    default:
      return [];
  }
}

/** "women's", "men's", "kids'": an audience as a possessive ("unisex" is an adjective already). */
export const possessive = (audience: string): string =>
  audience === 'unisex' ? audience : audience.endsWith('s') ? `${audience}'` : `${audience}'s`;

/**
 * How a dropped constraint is named to the shopper. An audience only a person implied (`audienceImplied`: "for
 * my wife") is named as a kind of product ("women's products only"), since the shopper never said "for women".
 */
export function constraintLabel(
  filters: SearchFilters,
  constraint: Constraint,
  audienceImplied = false,
): string {
  const asked = askedValues(filters, constraint);
  switch (constraint) {
    case 'sizes':
      return `${sizeNoun(asked)} ${joinWith(asked, 'or')}`;
    case 'colors':
      return `colour ${joinWith(asked, 'or')}`;
    case 'materials':
      return `material ${joinWith(asked, 'or')}`;
    case 'features':
      return `${asked.length > 1 ? 'features' : 'feature'} ${joinWith(asked, 'and')}`;
    case 'measures':
      return joinWith(asked, 'and');
    case 'kinds':
      return `for ${joinWith(asked, 'or')}`;
    case 'audience':
      return audienceImplied
        ? `${joinWith(asked.map(possessive), 'or')} products only`
        : `for ${joinWith(asked, 'or')}`;
    case 'minRating':
      return `rating ${filters.minRating ?? 0}+ stars`;
    case 'inStock':
      return 'in stock only';
    case 'onSale':
      return 'on sale only';
    case 'brands':
      return `brand ${joinWith(asked, 'or')}`;
    case 'price':
      return priceLabel(filters);
    case 'categories':
      return `category ${joinWith(asked, 'or')}`;
  }
}
