/**
 * Whether the words of a use ("for a backpack", "for the kitchen", "for running") name a kind of product of their
 * own or a use of the list's kind. A category named only by a word its titles write before another kind ("Running
 * Shoe", "Hiking Boot", "Yoga Mat": CategoryLexicon.kinds) is a use ("for running", "for hiking"); any other category
 * named is a kind ("backpack", "kitchen", "shoes"). Words are found as the category reader finds them, in either
 * number and whatever follows them ("for a backpack, under 75": the comma had hidden the backpack). Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { findTerms, termKey } from './text-tools.ts';

/** True when `text` names a category that is a kind of its own, not only a word before one. */
export const namesOwnKind = (text: string, categories: CategoryLexicon): boolean =>
  findTerms(text, categories.terms).some((found) =>
    (categories.paths.get(termKey(found.term)) ?? []).some((path) => !categories.kinds.has(path)),
  );
