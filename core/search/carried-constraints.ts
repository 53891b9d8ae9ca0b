/**
 * The constraints a follow-up kept as the last search had them, when it added no words of its own ("cheaper
 * ones" after "rain jackets" → "for kids": the kids' audience and the jackets' category). The products shown under
 * them already held only part of the words, so a partial match is no reason to drop them now
 * (search-with-relaxation.ts). Pure.
 */
import { hasConstraint, RELAXATION_ORDER, type Constraint } from './constraint-labels.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';

/** The raw values of one constraint, comparable as JSON. */
const valuesOf = (filters: SearchFilters, constraint: Constraint): unknown =>
  constraint === 'price' ? [filters.priceMin, filters.priceMax, filters.currency] : filters[constraint];

/** The constraints `query` holds unchanged from `previous`, when its words are `previous`'s; else none. */
export function carriedConstraints(previous: SearchQuery, query: SearchQuery): Constraint[] {
  if (query.text.trim() !== previous.text.trim()) return [];
  return RELAXATION_ORDER.filter(
    (constraint) =>
      hasConstraint(previous.filters, constraint) &&
      hasConstraint(query.filters, constraint) &&
      JSON.stringify(valuesOf(previous.filters, constraint)) ===
        JSON.stringify(valuesOf(query.filters, constraint)),
  );
}
