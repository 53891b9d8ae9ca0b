/**
 * A condition the shopper names when comparing ("which is better for rain?", "which is warmer?"): the features
 * that meet it, each met also by a stronger one (the core's featureSatisfiers: "water-resistant" by
 * waterproof, "warm" by insulated), and which of the compared products list one.
 */
import { attributeWords, featureSatisfiers, queryDefaults, type Product } from '../../core/index.ts';
import { joinList, joinListCapped } from './english-list.ts';
import { allValues, containsPhrase, toList } from './product-attributes.ts';

export interface Need {
  /** How the message names it: "rain", "the cold". */
  name: string;
  /** Features that meet it (before their stronger forms are added). */
  features: readonly string[];
  /**
   * Words of attribute names whose values bear on it without meeting it ("fill": a wool or down fill bears on the
   * cold), said when no feature meets it, with no verdict drawn from them.
   */
  related?: readonly string[];
  /**
   * An activity done in the condition ("swimming", in the wet): the need's own feature meets it only with a value
   * of a related attribute listed ("water resistance: 300 m"), a stronger feature (waterproof) on its own.
   */
  activity?: boolean;
}

/**
 * The conditions of `queryDefaults.needs` (the search reads them too: "a jacket for winter"), keyed by the
 * feature meeting each, in the order a request is read for them: how a comparison names it, and the features it
 * lists as meeting it.
 */
const NAMED: Record<string, Need> = {
  'water-resistant': { name: 'rain', features: ['water-resistant'] },
  warm: { name: 'the cold', features: ['warm'], related: ['fill', 'insulation'] },
  windproof: { name: 'wind', features: ['windproof', 'wind-resistant'] },
  breathable: { name: 'heat', features: ['breathable', 'moisture-wicking', 'lightweight'] },
};

/**
 * Words only a comparison or a question about a product asks by: "which is warmer?" asks about the cold, "will it
 * keep me dry?" about rain (not "dry" alone: "dry skin", "quick dry").
 */
const COMPARED: Record<string, readonly string[]> = {
  warm: ['warm', 'warmer', 'warmest', 'warmth', 'keeps? (?:me|you|us|them|my [a-z]+|your [a-z]+) warm'],
  'water-resistant': [
    'keeps? (?:me|you|us|them|my [a-z]+|your [a-z]+) dry',
    'keeps? (?:the )?(?:rain|water) out',
  ],
};

/** In NAMED's order, each condition's words as one cue. */
const NEEDS: readonly (readonly [RegExp, Need])[] = Object.entries(NAMED).map(([feature, need]) => {
  const words = [...(queryDefaults.needs[feature] ?? []), ...(COMPARED[feature] ?? [])];
  return [new RegExp(`\\b(?:${words.join('|')})\\b`), need] as const;
});

/**
 * Activities done in a condition (`queryDefaults.needActivities`), met by the features meeting it; attributes
 * named by the feature's words bear on them ("water resistance" on swimming).
 */
const ACTIVITIES: readonly (readonly [RegExp, Need])[] = Object.entries(queryDefaults.needActivities).flatMap(
  ([condition, words]) => {
    const feature = Object.keys(queryDefaults.needs).find((one) =>
      (queryDefaults.needs[one] ?? []).includes(condition),
    );
    if (feature === undefined || words[0] === undefined) return [];
    const related = feature.split(/[^\p{L}]+/u).filter((word) => word.length >= 4);
    const need: Need = { name: words[0], features: [feature], related, activity: true };
    return [[new RegExp(`\\b(?:${words.join('|')})\\b`), need] as const];
  },
);

/**
 * Splashes, asked of a viewed product ("is it ok by the pool?", "can I take it to the beach?": `needSplashes`),
 * met by a water-resistant feature or a stronger one with no rating asked. Not read by compare.
 */
const SPLASHES: readonly [RegExp, Need] = [
  new RegExp(`\\b(?:${queryDefaults.needSplashes.join('|')})\\b`),
  { name: 'splashes', features: ['water-resistant'] },
];

/** The condition a question about a viewed product names: a splash ("by the pool") before needOf's. */
export function pageNeedOf(content: string): Need | undefined {
  return SPLASHES[0].test(content.toLowerCase()) ? SPLASHES[1] : needOf(content);
}

/** The condition a compare request names, if any. */
export function needOf(content: string): Need | undefined {
  const text = content.toLowerCase();
  return [...NEEDS, ...ACTIVITIES].find(([cue]) => cue.test(text))?.[1];
}

/**
 * The words its title or an attribute value names the product for the need by (`queryDefaults.needNamedBy`, as
 * the search reads them: a tent's "4-season", an "Alpine Winter Parka"'s "winter"), as the lexicon spells them.
 * An activity is not met by a name ("Rain Jacket" says nothing of swimming).
 */
function namedFor(product: Product, need: Need): string[] {
  if (need.activity === true) return [];
  const words = need.features.flatMap((feature) => queryDefaults.needNamedBy[feature] ?? []);
  const texts = [product.title, ...Object.values(product.attributes ?? {}).flatMap(toList)];
  return words.filter((word) => texts.some((text) => containsPhrase(text, word)));
}

/**
 * The need's features a product lists (its own or its variants'), as it spells them; or else the words naming
 * it for the need ("4-season": for the cold).
 */
export function meets(product: Product, need: Need): string[] {
  const listed = allValues(product, 'feature');
  const wanted = need.features.flatMap(featureSatisfiers);
  const features = listed.filter((feature) => wanted.some((spelling) => containsPhrase(feature, spelling)));
  return features.length > 0 ? features : namedFor(product, need);
}

/** The product's values of attributes bearing on the need ("fill: wool"). */
export function relatedValues(product: Product, need: Need): string[] {
  const related = need.related ?? [];
  return Object.entries(product.attributes ?? {}).flatMap(([key, value]) => {
    const name = attributeWords(key);
    if (!name.split(' ').some((word) => related.includes(word))) return [];
    return toList(value).map((one) => `${name}: ${one}`);
  });
}

/**
 * "For rain: the Harbor Rain Jacket (waterproof) and the Drift Rain Jacket (water-resistant); the Summit Puffer
 * lists neither." — or that none of them lists one.
 */
export function needLine(
  products: readonly Product[],
  need: Need,
  name: (product: Product) => string,
): string {
  const named = joinList([...need.features], 'or');
  const meeting = products.flatMap((product) => {
    const features = meets(product, need);
    return features.length === 0 ? [] : [`${name(product)} (${joinList(features.slice(0, 2))})`];
  });
  if (meeting.length === 0) {
    // "which is warmer?" of a wool and a down comforter: what bears on it is said, and no verdict drawn.
    const related = products.flatMap((product) => {
      const values = relatedValues(product, need);
      return values.length === 0 ? [] : [`${name(product)} lists ${joinList(values.slice(0, 2))}`];
    });
    if (related.length > 0)
      return `None of them lists ${named} among its features; ${related.slice(0, 3).join('; ')}.`;
    return `None of them lists ${named} among its features, so none is made for ${need.name}.`;
  }
  const others = products.filter((product) => meets(product, need).length === 0).map(name);
  const rest =
    others.length === 0
      ? ''
      : `; ${joinListCapped(others, 3)} ${others.length === 1 ? 'lists' : 'list'} none of that`;
  return `For ${need.name}: ${joinListCapped(meeting, 3)}${rest}.`;
}
