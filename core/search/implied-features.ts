/**
 * Features asked only as the opposite of a need said in the negative (`SearchQuery.impliedFeatures`: "a tent that
 * isn't for winter" asks breathable, negated-needs.ts), no word of the shopper's: relaxation drops them first and
 * silently (relax-query.ts). It had said "Nothing matched every detail, so I relaxed: feature breathable.", and
 * "features breathable and waterproof" beside a "waterproof" said. Pure.
 */
import type { Constraint } from './constraint-labels.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';

const implied = (query: SearchQuery, feature: string): boolean =>
  query.impliedFeatures?.includes(feature) === true;

/** The features left to drop are all implied: their drop goes unsaid. */
export const onlyImplied = (query: SearchQuery, filters: SearchFilters, constraint: Constraint): boolean =>
  constraint === 'features' && (filters.features ?? []).every((feature) => implied(query, feature));

/** The features the shopper said, where implied ones are beside them (dropped first, alone); else undefined. */
export function saidFeatures(query: SearchQuery, filters: SearchFilters): string[] | undefined {
  const features = filters.features ?? [];
  const said = features.filter((feature) => !implied(query, feature));
  return said.length === 0 || said.length === features.length ? undefined : said;
}
