/**
 * The structured query the core hands to the catalogue: what the shopper's words were understood to mean.
 * Produced by a pure parser (see parse-query.ts); consumed by storage's retrieval and core's scoring.
 */
export type SortOrder = 'relevance' | 'price_asc' | 'price_desc' | 'rating' | 'newest';

export interface SearchFilters {
  priceMin?: number;
  priceMax?: number;
  /** ISO 4217 code of the price bounds when the shopper named a currency ("€50" → 'EUR'); bounds are not converted. */
  currency?: string;
  /** Any of these colours (canonical names, families expanded). */
  colors?: string[];
  sizes?: string[];
  materials?: string[];
  brands?: string[];
  categories?: string[];
  audience?: string[];
  features?: string[];
  minRating?: number;
  inStock?: boolean;
  /** Terms a product must not contain ("not leather"). */
  excludeTerms?: string[];
}

export interface SearchQuery {
  /** The words to match, with understood constraints and conversational filler removed. */
  text: string;
  filters: SearchFilters;
  sort: SortOrder;
}
