/**
 * What the products shown have in place of a relaxed feature: "waterproof watch for swimming", where no waterproof
 * watch says swimming and the waterproof feature gave way, shows water-resistant dive watches, and the chat says so
 * plainly ("None of these is labelled waterproof; they are water-resistant."), the weaker feature the asked one
 * implies (`queryDefaults.featureImplications`: waterproof → water-resistant, insulated → warm). Pure.
 */
import {
  featureSatisfiers,
  queryDefaults,
  type Product,
  type SearchFilters,
  type SearchQuery,
} from '../../core/index.ts';
import { allValues, containsPhrase } from './product-attributes.ts';

/** Whether the product (or a variant) lists one of `spellings` among its features. */
const lists = (product: Product, spellings: readonly string[]): boolean =>
  allValues(product, 'feature').some((feature) =>
    spellings.some((spelling) => containsPhrase(feature, spelling)),
  );

/** The built-in features `feature` implies: those it is a stronger form of ("water-resistant" of "waterproof"). */
const weakerThan = (feature: string): string[] =>
  Object.keys(queryDefaults.featureImplications).filter(
    (weaker) =>
      weaker.toLowerCase() !== feature.toLowerCase() &&
      featureSatisfiers(weaker).some((spelling) => spelling.toLowerCase() === feature.toLowerCase()),
  );

/** The weaker feature `feature` implies that `product` lists ("water-resistant" of a sunscreen asked waterproof). */
export function weakerListed(product: Product, feature: string): string | undefined {
  return weakerThan(feature).find((one) => lists(product, featureSatisfiers(one)));
}

/**
 * "None of these is labelled waterproof; they are water-resistant." (or "4 of them are water-resistant") for a
 * feature asked (`asked`) that the relaxed query (`kept`) dropped, when none of the products shown lists it and the
 * first lists a weaker feature it implies; undefined otherwise.
 */
export function relaxedFeatureNote(
  asked: SearchFilters,
  kept: SearchFilters,
  products: readonly Product[],
): string | undefined {
  const still = new Set((kept.features ?? []).map((feature) => feature.toLowerCase()));
  const first = products[0];
  if (first === undefined) return undefined;
  for (const feature of asked.features ?? []) {
    if (still.has(feature.toLowerCase())) continue;
    const own = featureSatisfiers(feature);
    if (products.some((product) => lists(product, own))) continue;
    const weaker = weakerListed(first, feature);
    if (weaker === undefined) continue;
    const count = products.filter((product) => lists(product, featureSatisfiers(weaker))).length;
    const these = products.length === 1 ? 'This is not' : 'None of these is';
    const are =
      products.length === 1
        ? 'it is'
        : count === products.length
          ? 'they are'
          : `${count} of them ${count === 1 ? 'is' : 'are'}`;
    return `${these} labelled ${feature}; ${are} ${weaker}.`;
  }
  return undefined;
}

/**
 * `query` with the features asked (`asked`) that it dropped as `relaxedWords`, which a pick's reasons claim no
 * mention of: "lightweight breathable sleeping bag" relaxing breathable had said "I relaxed: feature breathable."
 * and then of a backpack 'it mentions "breathable"' (its mesh straps), as if it were.
 */
export function withRelaxedFeatures(query: SearchQuery, asked: SearchFilters | undefined): SearchQuery {
  const kept = new Set((query.filters.features ?? []).map((feature) => feature.toLowerCase()));
  const relaxed = (asked?.features ?? []).filter((feature) => !kept.has(feature.toLowerCase()));
  if (relaxed.length === 0) return query;
  return { ...query, relaxedWords: [...new Set([...(query.relaxedWords ?? []), ...relaxed])] };
}
