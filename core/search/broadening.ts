/**
 * What a search that found nothing may suggest: the constraints whose dropping alone would find products of the
 * kind asked for, checked against the catalogue as relaxation checks its steps ("boots, not leather, brown" where
 * every boot is leather: not the colour, which finds nothing either, but the excluded leather).
 */
import type { CatalogReader } from '../ports.ts';
import type { Constraint } from './constraint-labels.ts';
import { singleRelaxations } from './relax-query.ts';
import type { SearchQuery } from './search-query.ts';

/** A constraint a tip may name: a relaxable one, or the words excluded ("not leather"), never relaxed. */
export type Broadening = Constraint | 'excludeTerms';

const ONE = { limit: 1, offset: 0 };

/**
 * The constraints of `query` whose dropping alone finds products of the kind asked for, in relaxation order;
 * `soften` gives the query a step searches (a relaxed colour's words back in the text).
 */
export async function helpfulDrops(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  soften: (step: SearchQuery) => SearchQuery,
): Promise<Broadening[]> {
  const { excludeTerms, ...included } = query.filters;
  const drops: { key: Broadening; query: SearchQuery }[] = [
    ...singleRelaxations(query).flatMap((step) =>
      step.constraint === undefined ? [] : [{ key: step.constraint, query: soften(step.query) }],
    ),
    ...((excludeTerms ?? []).length > 0
      ? [{ key: 'excludeTerms' as const, query: { ...query, filters: included } }]
      : []),
  ];
  const found = await Promise.all(
    drops.map(async ({ query: next }) => {
      const result = await catalog.search(tenantId, next, ONE);
      return result.total > 0 && result.headMissing !== true;
    }),
  );
  return drops.filter((_, index) => found[index] === true).map(({ key }) => key);
}
