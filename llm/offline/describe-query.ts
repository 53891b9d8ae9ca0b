/**
 * Describes the understood search query in plain words: text plus filters plus sort, e.g.
 * "red running shoes under $100, cheapest first". Every word comes from the query itself.
 */
import type { SearchFilters, SearchQuery, SortOrder } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { formatPrice } from './format-price.ts';
import { containsPhrase } from './product-attributes.ts';

const SORT_PHRASES: Readonly<Record<SortOrder, string | undefined>> = {
  relevance: undefined,
  price_asc: 'cheapest first',
  price_desc: 'most expensive first',
  rating: 'best rated first',
  newest: 'newest first',
};

export function describeSort(sort: SortOrder): string | undefined {
  return SORT_PHRASES[sort];
}

/** "under $100", "over $50", "$50–$100", or undefined. */
export function describePriceRange(filters: SearchFilters, currency: string): string | undefined {
  const { priceMin, priceMax } = filters;
  if (priceMin !== undefined && priceMax !== undefined) {
    return priceMin === priceMax
      ? `at ${formatPrice(priceMin, currency)}`
      : `${formatPrice(priceMin, currency)}–${formatPrice(priceMax, currency)}`;
  }
  if (priceMax !== undefined) return `under ${formatPrice(priceMax, currency)}`;
  if (priceMin !== undefined) return `over ${formatPrice(priceMin, currency)}`;
  return undefined;
}

function clean(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((value) => value.trim()).filter((value) => value.length > 0);
}

/** Drops values the query text already says, so "red shoes" + colors:[red] is not "red red shoes". */
function notInText(values: readonly string[], text: string): string[] {
  return values.filter((value) => !containsPhrase(text, value));
}

/** The thing being looked for: "running shoes", or the category, or "products". */
function noun(query: SearchQuery): { noun: string; categoryPhrase: string | undefined } {
  const text = query.text.trim();
  const categories = clean(query.filters.categories);
  if (text.length > 0) {
    const extra = notInText(categories, text);
    return { noun: text, categoryPhrase: extra.length > 0 ? `in ${joinList(extra, 'or')}` : undefined };
  }
  if (categories.length > 0) return { noun: joinList(categories, 'or'), categoryPhrase: undefined };
  return { noun: 'products', categoryPhrase: undefined };
}

/** Single-word features that read as adjectives ("waterproof", "wireless") go before the noun. */
function isAdjective(feature: string): boolean {
  return /^[a-z-]+(proof|less|able|ible|ed|ive|ful|al|weight)$/i.test(feature);
}

export interface QueryConstraints {
  /** Phrases that read naturally straight after the noun: "for women in size 10 under $100". */
  inline: string[];
  /** Phrases listed after a comma: "rated 4+ stars", "in stock", "without leather". */
  listed: string[];
}

/** The qualifying phrases after the noun, in reading order (without the sort). */
export function describeConstraints(query: SearchQuery, currency: string): QueryConstraints {
  const { filters } = query;
  const text = query.text;
  const inline: string[] = [];
  const listed: string[] = [];
  const features = notInText(clean(filters.features), text).filter((feature) => !isAdjective(feature));
  if (features.length > 0) inline.push(`with ${joinList(features)}`);
  const audience = notInText(clean(filters.audience), text);
  if (audience.length > 0) inline.push(`for ${joinList(audience, 'or')}`);
  const sizes = clean(filters.sizes);
  if (sizes.length > 0) inline.push(`in size ${joinList(sizes, 'or')}`);
  const price = describePriceRange(filters, currency);
  if (price !== undefined) inline.push(price);
  if (filters.minRating !== undefined && filters.minRating > 0) {
    const stars = Number.isInteger(filters.minRating)
      ? String(filters.minRating)
      : filters.minRating.toFixed(1);
    listed.push(`rated ${stars}+ stars`);
  }
  if (filters.inStock === true) listed.push('in stock');
  const excluded = clean(filters.excludeTerms);
  if (excluded.length > 0) listed.push(`without ${joinList(excluded, 'or')}`);
  return { inline, listed };
}

/**
 * "Nike red leather waterproof running shoes for women in size 10 under $100, rated 4+ stars, in stock,
 * without suede" — the whole understood query as one phrase, sort excluded.
 */
export function describeQuery(query: SearchQuery, currency: string): string {
  const { filters } = query;
  const text = query.text;
  const subject = noun(query);
  const adjectiveFeatures = notInText(clean(filters.features), text).filter(isAdjective);
  const adjectives = [
    joinList(notInText(clean(filters.brands), text), 'or'),
    joinList(notInText(clean(filters.colors), text), 'or'),
    joinList(notInText(clean(filters.materials), text), 'or'),
    adjectiveFeatures.join(' '),
  ].filter((part) => part.length > 0);
  const { inline, listed } = describeConstraints(query, currency);
  const head = [...adjectives, subject.noun, subject.categoryPhrase, ...inline]
    .filter((part): part is string => part !== undefined)
    .join(' ');
  return listed.length === 0 ? head : `${head}, ${listed.join(', ')}`;
}
