/**
 * Relaxation drops the features asked all at once (relax-query.ts), though one of them alone may have left nothing:
 * "lightweight sleeping bag for summer" in a shop of lightweight backpacks none of them breathable (the need "for
 * summer" asks breathable) had said "I relaxed: features breathable and lightweight." and listed lightweight
 * backpacks, each "mentions "lightweight"", the relaxed feature it met. Once the features are dropped, each is taken
 * back while products of the kind asked for still match, those whose words the shopper wrote first ("lightweight"),
 * then those read from a need ("for summer"): lightweight backpacks, "I relaxed: feature breathable.". Pure but for
 * the catalogue's searches.
 */
import type { CatalogPage, CatalogReader } from '../ports.ts';
import type { Constraint } from './constraint-labels.ts';
import type { FewestDrops } from './fewest-drops.ts';
import { featureSpellings } from './lexicon-terms.ts';
import { relaxationSteps } from './relax-query.ts';
import type { SearchQuery } from './search-query.ts';
import { containsPhrase } from './text-tools.ts';

/** The features asked, those the text writes first, those implied by a need said in the negative last. */
function inTakingBackOrder(query: SearchQuery): string[] {
  const asked = query.filters.features ?? [];
  const written = (feature: string) =>
    featureSpellings(feature).some((spelling) => containsPhrase(query.text, spelling));
  const implied = (feature: string) => query.impliedFeatures?.includes(feature) === true;
  const rank = (feature: string) => (written(feature) ? 0 : implied(feature) ? 2 : 1);
  return [...asked].sort((a, b) => rank(a) - rank(b));
}

/**
 * `found`, made by dropping `needed` (fewest-drops.ts), with each of the query's features taken back that products
 * of the kind still allow, its relaxed labels naming only the features still dropped; `found` itself where the
 * features asked were fewer than two or are not dropped.
 */
export async function fewestFeatureDrops(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  page: CatalogPage,
  needed: readonly Constraint[],
  found: FewestDrops,
  soften: (step: SearchQuery) => SearchQuery,
): Promise<FewestDrops> {
  const asked = inTakingBackOrder(query);
  if (asked.length < 2 || !needed.includes('features')) return found;
  let kept: string[] = [];
  let best = found;
  for (const feature of asked) {
    const keep = [...kept, feature];
    // The query as if only the features still dropped were asked: its steps label them alone.
    const features = asked.filter((one) => !keep.includes(one));
    const steps = relaxationSteps({ ...query, filters: { ...query.filters, features } }, new Set(needed));
    const last = steps.at(-1);
    if (last === undefined || features.length === 0) continue;
    const next = { ...last.query, filters: { ...last.query.filters, features: keep } };
    const attempt = await catalog.search(tenantId, soften(next), page);
    if (attempt.total === 0 || attempt.headMissing === true) continue;
    kept = keep;
    const relaxed = steps.filter((step) => step.silent !== true).map((step) => step.relaxed);
    best = { result: attempt, query: next, relaxed };
  }
  return best;
}
