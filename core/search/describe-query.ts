/**
 * A short human description of what a query asks for, for the chat opening
 * ("Showing red running shoes under $100"): asked colours, the text, then the other constraints.
 */
import { askedValues, joinWith, priceLabel } from './constraint-labels.ts';
import { sameMaterial } from './lexicon-terms.ts';
import type { SearchQuery, SortOrder } from './search-query.ts';
import { containsPhrase } from './text-tools.ts';

const SORT_PHRASES: Record<SortOrder, string> = {
  relevance: '',
  price_asc: 'cheapest first',
  price_desc: 'most expensive first',
  rating: 'best rated first',
  newest: 'newest first',
};

/** "red running shoes for women under $100, in stock, without leather". Pure. */
export function describeQuery(query: SearchQuery): string {
  const filters = query.filters ?? {};
  const text = query.text.trim();
  // Materials and features normally stay in the text; name them only when they are not there.
  const materials = filters.materials ?? [];
  const inText = (term: string) =>
    containsPhrase(text, term) ||
    materials.some((spelling) => sameMaterial(spelling, term) && containsPhrase(text, spelling));
  const missing = [...askedValues(filters, 'features'), ...askedValues(filters, 'materials')].filter(
    (term) => !inText(term),
  );
  const categories = askedValues(filters, 'categories');
  const subject = text || joinWith(categories, 'or') || 'products';
  const colours = joinWith(askedValues(filters, 'colors'), 'or');
  const head = [colours, ...missing, subject].filter(Boolean).join(' ');

  const audience = askedValues(filters, 'audience');
  const brands = askedValues(filters, 'brands');
  const sizes = askedValues(filters, 'sizes');
  const details = [
    audience.length > 0 ? `for ${joinWith(audience, 'or')}` : '',
    brands.length > 0 ? `by ${joinWith(brands, 'or')}` : '',
    sizes.length > 0 ? `in size ${joinWith(sizes, 'or')}` : '',
    priceLabel(filters),
  ].filter(Boolean);
  const extras = [
    typeof filters.minRating === 'number' ? `rated ${filters.minRating}+ stars` : '',
    filters.inStock === true ? 'in stock' : '',
    (filters.excludeTerms ?? []).length > 0 ? `without ${joinWith(filters.excludeTerms ?? [], 'or')}` : '',
    SORT_PHRASES[query.sort] ?? '',
  ].filter(Boolean);
  return [[head, ...details].join(' '), ...extras].join(', ');
}
