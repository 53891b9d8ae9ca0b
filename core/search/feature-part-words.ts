/**
 * A word of the request that is only part of the name of a feature the catalogue tags, that feature not asked
 * ("water" of "water-resistant", "sun" of "sun-protective"), only modifies the kind named after it: "water bottle"
 * asks for no water-resistant product. It is one of the request's modifier words (SearchQuery.modifierWords):
 * beside a kind no product holds ("bottle" in the demo shop) it names nothing, so the shop says it has no water
 * bottle rather than listing its water-resistant watches and jackets; where bottles are sold, a product holding
 * "water" alone is none of them. A word the catalogue knows by itself (a colour, material, feature, brand or
 * category: "wool" of "wool socks") is not one, nor the request's last word ("resistant to water"), nor a word before a
 * container ("knife set": the knives, where a cutting board is "knife-friendly") or a connector ("knife for
 * beginners": a knife, where no product mentioning beginners had left nothing). Pure.
 */
import { mayNameKind } from './category-kinds.ts';
import type { Draft } from './draft.ts';
import { singularForms } from './inflect.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { rankingDefaults } from './ranking/ranking-defaults.ts';
import { findTerms, termKey } from './text-tools.ts';

const WORD = /\p{L}[\p{L}'’]*/gu;
/** Shortest word read so: "on" of "carry-on friendly" is no modifier. */
const MIN_LENGTH = 3;

/** The words naming what holds products ("set", "kit", "pack"), as termKeys. */
const CONTAINERS: ReadonlySet<string> = new Set(rankingDefaults.containerWords.map(termKey));

const holdsProducts = (word: string): boolean =>
  CONTAINERS.has(termKey(word)) || singularForms(word).some((form) => CONTAINERS.has(termKey(form)));

const partsCache = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The words of the catalogue's features of two or more words, as termKeys ("water", "resistant"). */
function featureParts(features: readonly string[]): ReadonlySet<string> {
  const cached = partsCache.get(features);
  if (cached !== undefined) return cached;
  const parts = new Set<string>();
  for (const feature of features) {
    const words = feature.split(/[\s-]+/u).filter((word) => word.length >= MIN_LENGTH);
    if (words.length >= 2) for (const word of words) parts.add(termKey(word));
  }
  partsCache.set(features, parts);
  return parts;
}

/** Adds the words of `text` that only modify the kind after them (see above) to `draft.modifierWords`. */
export function readFeaturePartWords(
  draft: Draft,
  text: string,
  lexicons: Pick<QueryLexicons, 'features' | 'known' | 'brands' | 'categories'>,
): void {
  const parts = featureParts(lexicons.features.catalogue);
  if (parts.size === 0) return;
  const all = [...text.matchAll(WORD)];
  // A word before a container is what the container holds, no modifier: "knife set" is knives ("knife-friendly");
  // nor is one before a connector, which names no kind after it: "knife for beginners" is a knife.
  const words = all.slice(0, -1).filter((word, i) => {
    const next = all[i + 1]!;
    const between = text.slice(word.index + word[0].length, next.index);
    return (
      parts.has(termKey(word[0])) &&
      !holdsProducts(next[0]) &&
      /^[\s-]*$/u.test(between) &&
      mayNameKind(next[0].toLowerCase())
    );
  });
  if (words.length === 0) return;
  // Words of a term the request names (the feature "water resistant" itself, a category, a brand) are that term.
  const named = [lexicons.known, lexicons.brands, lexicons.categories.terms].flatMap((terms) =>
    findTerms(text, terms),
  );
  const modifiers = words
    .filter(
      (word) => !named.some((term) => word.index >= term.index && word.index < term.index + term.length),
    )
    .map((word) => word[0].toLowerCase());
  if (modifiers.length > 0)
    draft.modifierWords = [...new Set([...(draft.modifierWords ?? []), ...modifiers])];
}
