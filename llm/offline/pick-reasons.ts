/**
 * Short, grounded reasons why a product suits the query: which query words it matches, whether it has the
 * requested colour / material / feature, what it is made of. Never states anything not in the data.
 */
import {
  attributeWords,
  boundTakes,
  featureSatisfiers,
  inflections,
  measureOf,
  withinBound,
  type KindAsked,
  type Product,
  type SearchChatInput,
  type SearchQuery,
} from '../../core/index.ts';
import { colourReason } from './colour-reason.ts';
import { joinList } from './english-list.ts';
import { productHolds } from './held-words.ts';
import { hasFeature, isAdjectiveFeature } from './feature-phrase.ts';
import { pickPrice } from './asked-size-price.ts';
import { describeRating } from './format-price.ts';
import {
  containsPhrase,
  displayName,
  productText,
  productValues,
  toList,
  wordsOnly,
} from './product-attributes.ts';
import { ofOtherKind } from './other-kind.ts';

const STOPWORDS = new Set(
  (
    'a an the and or of in on to is it for with without that this some any are you your have has show find ' +
    'need want looking like best good great nice cheap new one ones under over than from about please ' +
    'something me my'
  ).split(' '),
);

/**
 * Words that still tell products apart ("over ear" from "on ear", "under desk", "without laces"): a product is
 * said to match the whole request only when it holds them too.
 */
const TELLING = new Set(['over', 'under', 'without']);
const CLAIM_STOPWORDS = new Set([...STOPWORDS].filter((word) => !TELLING.has(word)));

/** The meaningful words of the query text, lowercased, in order, without repeats. */
export function queryWords(text: string, stopwords: ReadonlySet<string> = STOPWORDS): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && !stopwords.has(word)))];
}

/** Whether the product's text holds the naming phrase, its last word in either number ("running shoe"). */
function holdsNaming(text: string, naming: string | undefined): boolean {
  if (naming === undefined) return true;
  const words = wordsOnly(text);
  return inflections(wordsOnly(naming)).some((form) => containsPhrase(words, form));
}

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

/** Numbers as written, decimals whole: "3.5 qt" holds 3.5, not 5; "2-Person" holds 2. */
const NUMBER = /\p{N}+(?:\.\p{N}+)?/gu;
/** A one-letter word ("M" of "rain jacket M"), too short for `queryWords`. */
const LETTER = /(?<![\p{L}\p{N}'’-])\p{L}(?![\p{L}\p{N}'’-])/gu;

/**
 * Whether the product holds what `queryWords` leaves out of the request: its numbers ("1" of "1 person tent",
 * which a "2-Person Tent" lacks though it has "person") and one-letter words (a size "M" among its sizes).
 */
function holdsShortParts(
  request: string,
  text: string,
  textWords: ReadonlySet<string>,
  holds: (word: string) => boolean,
): boolean {
  const numbers = new Set(text.match(NUMBER) ?? []);
  const letters = request.toLowerCase().match(LETTER) ?? [];
  return (
    (request.match(NUMBER) ?? []).every((number) => numbers.has(number) && holds(number)) &&
    letters.every((letter) => STOPWORDS.has(letter) || textWords.has(letter))
  );
}

/** What a product matching the whole request must be besides holding its words. */
export interface WholeRequest {
  /** The words naming what was asked (SearchChatInput.naming): "over ear headphones". */
  naming?: string;
  /** The kinds asked ("dry skin"), also when relaxed: a "Moisturizer for Oily Skin" is of another. */
  kinds?: readonly KindAsked[];
}

/**
 * What a match of the whole request must be besides holding its words, from the chat input: the naming phrase, and
 * the kinds asked, which stay asked once relaxed (a pick of another is not said to match the whole request).
 */
export function wholeRequestOf(
  input: Pick<SearchChatInput, 'query' | 'askedFilters' | 'naming'>,
): WholeRequest {
  const kinds = (input.askedFilters ?? input.query.filters).kinds;
  return {
    ...(input.naming !== undefined && { naming: input.naming }),
    ...(kinds !== undefined && { kinds }),
  };
}

/**
 * Whether the product matches the whole request: every word but the emptiest ("over" too), the naming phrase
 * ("over ear headphones": an "On-Ear Headphones" only mentions "ear" and "headphones") and no other kind than
 * asked; undefined when the request has no words to match. Pure.
 */
export function matchesWholeRequest(
  product: Product,
  query: SearchQuery,
  { naming, kinds }: WholeRequest = {},
): boolean | undefined {
  if (queryWords(query.text).length === 0) return undefined;
  const text = productText(product);
  const textWords = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const holds = productHolds(product, query.text);
  return (
    queryWords(query.text, CLAIM_STOPWORDS).every(holds) &&
    holdsShortParts(query.text.trim(), text, textWords, holds) &&
    holdsNaming(text, naming) &&
    !ofOtherKind(product, kinds)
  );
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
  const words = queryWords(query.text);
  const mentioned = words.filter((word) => !featureWords.has(word));
  // Singular and plural alike: "boots" is matched by a "Hiking Boot"; "two" of "tent for two" only as stated.
  const matched = words.filter(productHolds(product, query.text));
  const text = query.text.trim();
  if (matchesWholeRequest(product, query, whole) === true) {
    reasons.push(text.length <= 40 ? `matches "${text}"` : 'matches all your search words');
  } else {
    const named = matched.filter((word) => mentioned.includes(word));
    if (named.length > 0) reasons.push(`mentions ${joinList(named.map((word) => `"${word}"`))}`);
  }

  const measured = measuredParts(product, query);
  if (measured.length > 0) reasons.push(`has ${joinList(measured)}`);

  const colour = colourReason(product, query.filters.colors);
  if (colour !== undefined) reasons.push(colour);

  const features = productValues(product, 'feature');
  // The product's own features meeting the asked ones: "warm" is met by "insulated" (`featureSatisfiers`).
  const metFeatures = [
    ...new Set(
      (query.filters.features ?? []).flatMap((feature) =>
        features.filter((have) => featureSatisfiers(feature).some((met) => containsPhrase(have, met))),
      ),
    ),
  ];
  if (metFeatures.length > 0) reasons.push(featureClause(metFeatures));

  const materials = productValues(product, 'material');
  const parts = madeOfParts(product, query.filters.materials, materials);
  if (parts.length > 0) reasons.push(`has ${joinList(parts)}`);
  else if (materials.length > 0) reasons.push(`is made of ${joinList(materials.slice(0, 2))}`);

  const firstFeature = features[0];
  if (firstFeature !== undefined && metFeatures.length === 0) reasons.push(hasFeature(firstFeature));

  // The colour asked is said of every pick that meets it, in its own shade ("comes in olive"), past the top pick
  // too; and a product shown in another colour than the one asked is never listed without saying so.
  const kept = reasons.slice(0, max);
  return colour !== undefined && !kept.includes(colour) ? [...kept, colour] : kept;
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
