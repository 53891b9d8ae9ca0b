/**
 * A feature the shopper names when comparing ("which is packable?", "which one is water resistant?", "are both
 * machine washable?", "can I machine wash them?", "which is softest?", "which has the best grip?": non-slip, by
 * compare-feature-words.ts): one the compared products list, and which of them list it (or a stronger one:
 * waterproof for water-resistant, the core's featureSatisfiers). Pure.
 */
import { featureSatisfiers, type Product } from '../../core/index.ts';
import { capitalise, joinList, joinListCapped } from './english-list.ts';
import { comparedBases, featuresByNoun } from './compare-feature-words.ts';
import { isAdjectiveFeature } from './feature-phrase.ts';
import type { Line } from './message-length.ts';
import { allValues, containsPhrase } from './product-attributes.ts';

/** At most this many features asked are answered. */
const MAX_ASKED = 2;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Whether the request names the feature: each of its words asked whole, or by a start of four letters or more
 * ("wash" of "machine washable", "pack" of "packable"), or whole by the base of a comparative (`bases`: "soft" of
 * "softest"; not "light" of "lightweight", a measure's).
 */
function names(asked: readonly string[], bases: ReadonlySet<string>, feature: string): boolean {
  const words = wordsOf(feature);
  return (
    words.length > 0 &&
    words.every(
      (word) =>
        bases.has(word) || asked.some((one) => one === word || (one.length >= 4 && word.startsWith(one))),
    )
  );
}

/**
 * The features of the compared products the request names, as the first product listing each spells it; not
 * those of `except` (a condition's, answered apart: "warm" of "which is warmer?").
 */
export function askedFeatures(
  content: string,
  products: readonly Product[],
  except: readonly string[] = [],
): string[] {
  const asked = wordsOf(content);
  const bases = new Set(asked.flatMap(comparedBases));
  const byNoun = new Set(featuresByNoun(content).map((one) => wordsOf(one).join(' ')));
  const excluded = new Set(except.map((one) => wordsOf(one).join(' ')));
  const listed = new Map<string, string>();
  for (const feature of products.flatMap((product) => allValues(product, 'feature'))) {
    const key = wordsOf(feature).join(' ');
    if (!listed.has(key)) listed.set(key, feature);
  }
  const named = [...listed.entries()]
    .filter(([key, feature]) => !excluded.has(key) && (byNoun.has(key) || names(asked, bases, feature)))
    .map(([, feature]) => feature);
  // "noise cancelling" asked leaves "noise" out, when both are listed.
  return named
    .filter((feature) => !named.some((other) => other !== feature && containsPhrase(other, feature)))
    .slice(0, MAX_ASKED);
}

/** The product's feature meeting `feature`, the same or a stronger one ("waterproof" for "water-resistant"). */
function meeting(product: Product, feature: string): string | undefined {
  const spellings = featureSatisfiers(feature).map((one) => wordsOf(one).join(' '));
  return allValues(product, 'feature').find((listed) => spellings.includes(wordsOf(listed).join(' ')));
}

/**
 * "Packable: Coastal Puffer Jacket; Cascade Puffer Jacket doesn't list it.", "Both are machine washable.", "Water-
 * resistant: Cascade Puffer (waterproof) and Ridge Shell.": one line per feature asked.
 */
export function featureLines(
  content: string,
  products: readonly Product[],
  name: (product: Product) => string,
  except: readonly string[] = [],
): Line[] {
  return askedFeatures(content, products, except).map((feature) => {
    const met = products.map((product) => meeting(product, feature));
    if (met.every((one) => one !== undefined)) {
      const all = products.length === 2 ? 'Both' : 'All of them';
      const verb = isAdjectiveFeature(feature) ? 'are' : 'have';
      return { text: `${all} ${verb} ${feature}.`, priority: 0 };
    }
    const have = products.flatMap((product, index) => {
      const one = met[index];
      if (one === undefined) return [];
      const same = wordsOf(one).join(' ') === wordsOf(feature).join(' ');
      return [same ? name(product) : `${name(product)} (${one})`];
    });
    const lacking = products.filter((_, index) => met[index] === undefined).map(name);
    const verb = lacking.length === 1 ? "doesn't" : "don't";
    return {
      text: `${capitalise(feature)}: ${joinList(have)}; ${joinListCapped(lacking, 3)} ${verb} list it.`,
      priority: 0,
    };
  });
}
