/**
 * A kind the shop sells after a bare number: "running shoes" of "under 50 running shoes", where the number is that
 * kind's price, not a count of it (price-phrases.ts, `price.bareNumberBeforeKind`); or before a weak cue: "boots"
 * of "boots max 120", where "max" is no name's ("Air Max 90"; price-cue-names.ts). Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { singularForms } from './inflect.ts';
import { termKey, WORD_END, type TermMatcher } from './text-tools.ts';

const KIND_OPENS = new WeakMap<TermMatcher, RegExp>();
/**
 * Does `after` open with a kind the shop sells (a category of `kinds`): "running shoes" of "under 50 running shoes"?
 * Then a bare number before it, after a ceiling cue, is that kind's price, not a count of it.
 */
export function opensWithKind(after: string, kinds: TermMatcher | undefined): boolean {
  if (kinds === undefined || kinds.source === '') return false;
  let opens = KIND_OPENS.get(kinds);
  if (opens === undefined) {
    opens = new RegExp(`^\\s+(?:${kinds.source})${WORD_END}`, 'iu');
    KIND_OPENS.set(kinds, opens);
  }
  return opens.test(after);
}

const KIND_WORDS = new WeakMap<CategoryLexicon, ReadonlySet<string>>();
/** The last word of a text, a comma or a colon after it at most. */
const LAST_WORD = /(\p{L}+)\s*[,:]?\s*$/u;
/**
 * Does `before` end with a kind the shop sells, a word of its categories' paths or a kind their titles name
 * (CategoryLexicon.kinds: "boot" of hiking), a comma or a colon after it at most: "boots" of "boots max 120"?
 */
export function closesWithKind(before: string, categories: CategoryLexicon | undefined): boolean {
  const word = LAST_WORD.exec(before)?.[1];
  if (categories === undefined || word === undefined) return false;
  let named = KIND_WORDS.get(categories);
  if (named === undefined) {
    named = new Set([...categories.kinds.values()].flatMap((kinds) => [...kinds].map(termKey)));
    KIND_WORDS.set(categories, named);
  }
  const kinds = named;
  return categories.paths.has(termKey(word)) || singularForms(word).some((form) => kinds.has(termKey(form)));
}
