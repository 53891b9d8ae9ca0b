/**
 * Short, grounded reasons why a product suits the query: which query words it matches, whether it has the
 * requested colour / material / feature, what it is made of. Never states anything not in the data.
 */
import {
  attributeWords,
  boundTakes,
  featureSatisfiers,
  measureOf,
  withinBound,
  withoutOpinionWords,
  type Product,
  type SearchQuery,
} from '../../core/index.ts';
import { colourReason } from './colour-reason.ts';
import { joinList } from './english-list.ts';
import { productHolds } from './held-words.ts';
import { mentionReasons } from './mention-reasons.ts';
import { namesWord } from './opening-words.ts';
import { hasFeature, isAdjectiveFeature } from './feature-phrase.ts';
import { pickPrice } from './asked-size-price.ts';
import { describeRating } from './format-price.ts';
import { sortedMeasurePart } from './sorted-measure.ts';
import { factReason } from './fact-asked.ts';
import { containsPhrase, displayName, productValues, toList } from './product-attributes.ts';
import { matchesWholeRequest, queryWords, type WholeRequest } from './whole-request.ts';

/**
 * The parts made of a requested material the product's material is not: "a leather strap" for a steel watch
 * with a "strap": "leather" attribute (storage's material filter accepts any attribute of that value).
 */
function madeOfParts(
  product: Product,
  wanted: readonly string[] | undefined,
  materials: readonly string[],
): string[] {
  const own = new Set(materials.map((material) => material.toLowerCase()));
  const asked = new Set((wanted ?? []).map((material) => material.toLowerCase()));
  if ([...asked].some((material) => own.has(material))) return [];
  return Object.entries(product.attributes ?? {}).flatMap(([name, value]) => {
    const made = toList(value).find((item) => asked.has(item.toLowerCase()));
    return made === undefined ? [] : [`a ${made.toLowerCase()} ${attributeWords(name)}`];
  });
}

/**
 * The attribute values meeting the asked measure bounds, with what they measure: "40 hours battery life" for "at
 * least 30 hours", "35L capacity".
 */
function measuredParts(product: Product, query: SearchQuery): string[] {
  const bounds = query.filters.measures ?? [];
  if (bounds.length === 0) return [];
  return Object.entries(product.attributes ?? {}).flatMap(([name, value]) => {
    const words = attributeWords(name).split(' ');
    const met = toList(value).find((item) => {
      const measure = measureOf(item);
      return (
        measure !== undefined &&
        bounds.some((bound) => withinBound(measure, bound) && boundTakes(bound, words))
      );
    });
    return met === undefined ? [] : [`${met} ${attributeWords(name)}`];
  });
}

/** "is warm and insulated", "has Bluetooth", "is wireless and has Bluetooth". */
function featureClause(features: readonly string[]): string {
  const adjectives = features.filter(isAdjectiveFeature);
  const things = features.filter((feature) => !isAdjectiveFeature(feature));
  return joinList([
    ...(adjectives.length > 0 ? [`is ${joinList(adjectives)}`] : []),
    ...(things.length > 0 ? [`has ${joinList(things)}`] : []),
  ]);
}

/**
 * Up to `max` reason fragments, best first: "matches “running shoes”", "comes in red", "is made of mesh"; a match
 * of the whole request only as matchesWholeRequest says.
 */
export function pickReasons(
  product: Product,
  query: SearchQuery,
  max = 2,
  whole: WholeRequest = {},
): string[] {
  const reasons: string[] = [];
  // A word asked as a feature is said as one ("is warm"), not also as a mentioned word.
  const featureWords = new Set((query.filters.features ?? []).flatMap((feature) => queryWords(feature)));
  // A relaxed feature's word is no mention to claim ("I relaxed: feature breathable.": relaxed-feature-note.ts).
  const relaxedWords = new Set((query.relaxedWords ?? []).flatMap((word) => queryWords(word)));
  const words = queryWords(query.text);
  const mentioned = words.filter((word) => !featureWords.has(word) && !relaxedWords.has(word));
  // Singular and plural alike: "boots" is matched by a "Hiking Boot"; "two" of "tent for two" only as stated.
  const matched = words.filter(productHolds(product, query.text));
  // A word of opinion is no match to claim: "cheap but good running shoes" matches "running shoes".
  const text = withoutOpinionWords(query.text.trim(), namesWord(product));
  const features = productValues(product, 'feature');
  // The product's own features meeting the asked ones: "warm" is met by "insulated" (`featureSatisfiers`).
  const metFeatures = [
    ...new Set(
      (query.filters.features ?? []).flatMap((feature) =>
        features.filter((have) => featureSatisfiers(feature).some((met) => containsPhrase(have, met))),
      ),
    ),
  ];
  if (matchesWholeRequest(product, query, whole) === true) {
    // A request of features alone ("waterproof") that the product tags is said once, as the feature: "is waterproof".
    if (mentioned.length > 0 || metFeatures.length === 0)
      reasons.push(text.length <= 40 ? `matches "${text}"` : 'matches all your search words');
  } else {
    const named = matched.filter((word) => mentioned.includes(word));
    reasons.push(...mentionReasons(product, named));
  }

  const measured = measuredParts(product, query);
  // The value the list is ordered by ("longest battery life first"), said of each pick: "has 50 hours battery life".
  const sortedPart = sortedMeasurePart(product, query.measureSort);
  const sorted = sortedPart === undefined || measured.includes(sortedPart) ? undefined : `has ${sortedPart}`;
  if (measured.length > 0) reasons.push(`has ${joinList(measured)}`);
  if (sorted !== undefined) reasons.push(sorted);

  const colour = colourReason(product, query.filters.colors);
  if (colour !== undefined) reasons.push(colour);

  if (metFeatures.length > 0) reasons.push(featureClause(metFeatures));

  const materials = productValues(product, 'material');
  const parts = madeOfParts(product, query.filters.materials, materials);
  if (parts.length > 0) reasons.push(`has ${joinList(parts)}`);
  else if (materials.length > 0) reasons.push(`is made of ${joinList(materials.slice(0, 2))}`);

  const firstFeature = features[0];
  if (firstFeature !== undefined && metFeatures.length === 0) reasons.push(hasFeature(firstFeature));

  // The colour asked is said of every pick that meets it, in its own shade ("comes in olive"), past the top pick
  // too; and a product shown in another colour than the one asked is never listed without saying so.
  // So is the value the list is ordered by, past the top pick too.
  // So is the fact asked of the kind, past the top pick too ("how long is the warranty on drills?": "has a warranty
  // of 2 years").
  const fact = factReason(product, query);
  const kept =
    fact === undefined
      ? reasons.slice(0, max)
      : [...reasons.slice(0, 1), fact, ...reasons.slice(1, Math.max(1, max - 1))];
  const owned = sorted !== undefined && !kept.includes(sorted) ? [...kept, sorted] : kept;
  return colour !== undefined && !owned.includes(colour) ? [...owned, colour] : owned;
}

/**
 * One pick as a sentence: "Top pick: Nike Pegasus 40, $89.99 (was $120, save $30.01), rated 4.6/5 from
 * 1,234 reviews; it matches "running shoes" and comes in red."
 */
export function describePick(
  product: Product,
  query: SearchQuery,
  label: string,
  maxReasons = 2,
  whole: WholeRequest = {},
): string {
  const sizes = query.filters.sizes ?? [];
  const facts = [displayName(product), pickPrice(product, sizes), describeRating(product)].filter(
    (part): part is string => part !== undefined,
  );
  const reasons = pickReasons(product, query, maxReasons, whole);
  const caveat = product.available === false ? ' (currently out of stock)' : '';
  const because = reasons.length > 0 ? `; it ${joinList(reasons)}` : '';
  return `${label}: ${facts.join(', ')}${caveat}${because}.`;
}
