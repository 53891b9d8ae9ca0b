/**
 * A colour said now against the colours and exclusions carried from the last search. Pure. "not blue" after
 * "blue running shoes" takes the carried blues away (they had stayed, so the shopper saw "blue running shoes,
 * without blue": navy ones, or "I relaxed: colour blue"); "in blue" after "running shoes not blue" takes the
 * exclusion of blue away.
 */
import { builtInExpansion } from './colour-lexicon.ts';
import type { SearchFilters } from './search-query.ts';
import { containsPhrase } from './text-tools.ts';

const normal = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Does excluding `term` exclude the colour `colour` ("blue": navy, sky blue; "red": burgundy)? */
const excludes = (term: string, colour: string): boolean =>
  normal(colour) === normal(term) ||
  containsPhrase(colour, term) ||
  builtInExpansion(term).includes(normal(colour));

/**
 * Settles `merged` (carried filters overlaid with `own`) where the request's exclusions meet the carried colours,
 * or its colours meet the carried exclusions: what the shopper says now wins. Mutates `merged`.
 */
export function settleColours(merged: SearchFilters, own: SearchFilters): void {
  const ownTerms = own.excludeTerms ?? [];
  const ownColours = own.colors ?? [];
  if (ownColours.length === 0 && ownTerms.length > 0 && merged.colors !== undefined) {
    const kept = merged.colors.filter((colour) => !ownTerms.some((term) => excludes(term, colour)));
    if (kept.length > 0) merged.colors = kept;
    else delete merged.colors;
  }
  if (ownTerms.length === 0 && ownColours.length > 0 && merged.excludeTerms !== undefined) {
    const kept = merged.excludeTerms.filter((term) => !ownColours.some((colour) => excludes(term, colour)));
    if (kept.length > 0) merged.excludeTerms = kept;
    else delete merged.excludeTerms;
  }
}
