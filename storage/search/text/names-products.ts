/**
 * When a word of the query is in no product ("espresso" in "espresso machine" at a clothing shop), the other
 * words are all that is left to match. If none of them names any product of the shop, in a title, brand or
 * category, their mentions are incidental ("machine washable" in descriptions) and say nothing about what the
 * shopper wants: such a search matches nothing. "puddle boots" still finds the boots (and a Wellington whose
 * description calls it boots), "wool socks" in a shop without socks still shows wool sweaters. A word read
 * through a typo correction names nothing here: beside words no product holds, it is a guess ("chaussures de
 * course pas cher" read "cher" as "chef" and listed chef's knives). Nor does a category's word that only modifies
 * the kind asked (SearchQuery.modifierWords): "running shorts" where "Running" is shoes finds nothing, the shop
 * having no shorts, rather than running shoes.
 */
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import { modifierTerms } from './modifier-words.ts';
import type { Concept } from './query-concept.ts';
import { NAMING_BITS, type TextIndex } from './text-index.ts';

/** Whether some product holds `term` in its title, brand or category. */
function namesSomething(index: TextIndex, term: number): boolean {
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++) {
    if (index.postFields[k]! & NAMING_BITS) return true;
  }
  return false;
}

/**
 * Whether a word of the query (any of its alternatives, every word of a multi-word one), function words
 * ("for", "with"), numbers and corrected misspellings aside, is in some product's title, brand or category:
 * "30" in "jeans 32x30" names no product, though "30L Backpack" and "SPF 30" hold it.
 */
export function namesProducts(
  index: TextIndex,
  concepts: readonly Concept[],
  modifierWords: readonly string[] = [],
): boolean {
  const modifiers = modifierTerms(modifierWords);
  return concepts.some(
    (concept) =>
      concept.word &&
      !modifiers.has(concept.term) &&
      !FUNCTION_WORDS.has(concept.typed) &&
      concept.correction === undefined &&
      concept.alternatives.some(({ terms }) => terms.every((term) => namesSomething(index, term))),
  );
}
