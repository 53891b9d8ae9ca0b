/**
 * Relaxation drops constraints weakest first until something matches (relax-query.ts); the last one dropped is
 * needed, but an earlier one may not have been: "backpack for men under 100" where no backpack is tagged for men
 * dropped the price (a named audience outlasts it), found nothing, then the audience too, and listed every
 * backpack cheapest first ("I relaxed: under $100 and for men") though 19 are under $100. Each earlier drop is
 * taken back, strongest first, while products of the kind asked for still match: backpacks under $100, "I
 * relaxed: for men.". Pure but for the catalogue's searches.
 */
import type { CatalogPage, CatalogReader, CatalogSearchResult } from '../ports.ts';
import type { Constraint } from './constraint-labels.ts';
import { fewestFeatureDrops } from './fewest-features.ts';
import { relaxationSteps } from './relax-query.ts';
import type { SearchQuery } from './search-query.ts';

export interface FewestDrops {
  result: CatalogSearchResult;
  /** The relaxed query as parsed (its dropped constraints only those still needed). */
  query: SearchQuery;
  /** Labels of the constraints still dropped ("for men"), weakest first. */
  relaxed: string[];
}

/**
 * `found`, made by dropping `dropped` (in relaxation order), with every drop taken back that products of the kind
 * still allow; `soften` makes a step's query the one searched (softenedQuery).
 */
export async function fewestDrops(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  page: CatalogPage,
  dropped: readonly Constraint[],
  found: FewestDrops,
  soften: (step: SearchQuery) => SearchQuery,
): Promise<FewestDrops> {
  let needed = dropped;
  let best = found;
  // The last drop is needed: without it (and so with fewer) nothing matched.
  for (const constraint of dropped.slice(0, -1).reverse()) {
    const fewer = needed.filter((other) => other !== constraint);
    const steps = relaxationSteps(query, new Set(fewer));
    const last = steps.at(-1);
    if (last === undefined) continue;
    const attempt = await catalog.search(tenantId, soften(last.query), page);
    if (attempt.total === 0 || attempt.headMissing === true) continue;
    needed = fewer;
    const relaxed = steps.filter((step) => step.silent !== true).map((step) => step.relaxed);
    best = { result: attempt, query: last.query, relaxed };
  }
  // Of the features dropped together, those products of the kind still allow come back (fewest-features.ts).
  return fewestFeatureDrops(catalog, tenantId, query, page, needed, best, soften);
}
