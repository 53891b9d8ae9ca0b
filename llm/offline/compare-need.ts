/**
 * A condition the shopper names when comparing ("which is better for rain?", "which is warmer?"): the features
 * that meet it, each met also by a stronger one (the core's featureSatisfiers: "water-resistant" by
 * waterproof, "warm" by insulated), and which of the compared products list one.
 */
import { featureSatisfiers, queryDefaults, type Product } from '../../core/index.ts';
import { joinList, joinListCapped } from './english-list.ts';
import { allValues, containsPhrase } from './product-attributes.ts';

export interface Need {
  /** How the message names it: "rain", "the cold". */
  name: string;
  /** Features that meet it (before their stronger forms are added). */
  features: readonly string[];
}

/**
 * The conditions of `queryDefaults.needs` (the search reads them too: "a jacket for winter"), keyed by the
 * feature meeting each, in the order a request is read for them: how a comparison names it, and the features it
 * lists as meeting it.
 */
const NAMED: Record<string, Need> = {
  'water-resistant': { name: 'rain', features: ['water-resistant'] },
  warm: { name: 'the cold', features: ['warm'] },
  windproof: { name: 'wind', features: ['windproof', 'wind-resistant'] },
  breathable: { name: 'heat', features: ['breathable', 'moisture-wicking', 'lightweight'] },
};

/** Words only a comparison asks by: "which is warmer?" asks about the cold. */
const COMPARED: Record<string, readonly string[]> = { warm: ['warm', 'warmer', 'warmest', 'warmth'] };

/** In NAMED's order, each condition's words as one cue. */
const NEEDS: readonly (readonly [RegExp, Need])[] = Object.entries(NAMED).map(([feature, need]) => {
  const words = [...(queryDefaults.needs[feature] ?? []), ...(COMPARED[feature] ?? [])];
  return [new RegExp(`\\b(?:${words.join('|')})\\b`), need] as const;
});

/** The condition a compare request names, if any. */
export function needOf(content: string): Need | undefined {
  const text = content.toLowerCase();
  return NEEDS.find(([cue]) => cue.test(text))?.[1];
}

/** The need's features a product lists (its own or its variants'), as it spells them. */
export function meets(product: Product, need: Need): string[] {
  const listed = allValues(product, 'feature');
  const wanted = need.features.flatMap(featureSatisfiers);
  return listed.filter((feature) => wanted.some((spelling) => containsPhrase(feature, spelling)));
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
  if (meeting.length === 0)
    return `None of them lists ${named} among its features, so none is made for ${need.name}.`;
  const others = products.filter((product) => meets(product, need).length === 0).map(name);
  const rest =
    others.length === 0
      ? ''
      : `; ${joinListCapped(others, 3)} ${others.length === 1 ? 'lists' : 'list'} none of that`;
  return `For ${need.name}: ${joinListCapped(meeting, 3)}${rest}.`;
}
