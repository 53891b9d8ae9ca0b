/**
 * When a word of the query is in no product ("espresso" in "espresso machine" at a clothing shop), the other
 * words are all that is left to match. If none of them names any product of the shop, in a title, brand or
 * category, their mentions are incidental ("machine washable" in descriptions) and say nothing about what the
 * shopper wants: such a search matches nothing. "puddle boots" still finds the boots (and a Wellington whose
 * description calls it boots), "wool socks" in a shop without socks still shows wool sweaters. A word read
 * through a typo correction names nothing here: beside words no product holds, it is a guess ("chaussures de
 * course pas cher" read "cher" as "chef" and listed chef's knives). Nor does a category's word that only modifies
 * the kind asked (SearchQuery.modifierWords): "running shorts" where "Running" is shoes finds nothing, the shop
 * having no shorts, rather than running shoes. A container head ("set", "kit": `rankingDefaults.containerWords`)
 * right after a word naming no product is a kind the shop lacks (unsoldContainer): "picnic set", where "picnic" is
 * only in descriptions ("great for picnics"), finds nothing rather than sheet sets.
 */
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import { isEnglishWord } from './english-words.ts';
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

/** A word of letters only. */
const LETTERS = /^\p{L}+$/u;

/** Whether some product's title, brand or category holds every term of one of the concept's alternatives. */
const namesAny = (index: TextIndex, concept: Concept): boolean =>
  concept.alternatives.some(({ terms }) => terms.every((term) => namesSomething(index, term)));

/**
 * The pair a container head (`head`: "set", "kit") makes with an English word right before it that names no
 * product (held in descriptions at most): "picnic set" at a shop selling sheet sets but nothing for picnics. That
 * kind is the pair's, which the shop lacks; undefined for any other head. A word no dictionary holds may be a code
 * or a name the shop writes otherwise ("stm kit", "pre nup kits"): left to the other words.
 */
export function unsoldContainer(
  index: TextIndex,
  concepts: readonly Concept[],
  head: Concept | undefined,
): string | undefined {
  if (head === undefined || !head.container) return undefined;
  const before = concepts[concepts.indexOf(head) - 1];
  if (before === undefined || !before.word || before.inCode || FUNCTION_WORDS.has(before.typed))
    return undefined;
  if (!LETTERS.test(before.typed) || !isEnglishWord(before.typed) || namesAny(index, before))
    return undefined;
  return `${before.typed} ${head.typed}`;
}
