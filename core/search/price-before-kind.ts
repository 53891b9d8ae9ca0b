/**
 * A kind the shop sells after a bare number: "running shoes" of "under 50 running shoes", where the number is that
 * kind's price, not a count of it (price-phrases.ts, `price.bareNumberBeforeKind`); or before a weak cue: "boots"
 * of "boots max 120", where "max" is no name's ("Air Max 90"; price-cue-names.ts). Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { singularForms } from './inflect.ts';
import { termKey, WORD_END, type TermMatcher } from './text-tools.ts';

const KIND_OPENS = new WeakMap<TermMatcher, RegExp>();
/** The first word of a text after its leading spaces. */
const FIRST_WORD = /^\s+(\p{L}+)(?![\p{L}\p{N}])/u;
/**
 * Does `after` open with a kind the shop sells, a category term or a kind its titles name (CategoryLexicon.kinds:
 * "boots" of "under 50 boots")? Then a bare number before it, after a ceiling cue, is that kind's price, not a
 * count of it.
 */
export function opensWithKind(after: string, categories: CategoryLexicon | undefined): boolean {
  if (categories === undefined) return false;
  const kinds = categories.terms;
  if (kinds.source !== '') {
    let opens = KIND_OPENS.get(kinds);
    if (opens === undefined) {
      opens = new RegExp(`^\\s+(?:${kinds.source})${WORD_END}`, 'iu');
      KIND_OPENS.set(kinds, opens);
    }
    if (opens.test(after)) return true;
  }
  const word = FIRST_WORD.exec(after)?.[1];
  return word !== undefined && namesKind(word, categories);
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
  return categories.paths.has(termKey(word)) || namesKind(word, categories);
}

/** Is `word` a kind the shop's titles name (CategoryLexicon.kinds), in any singular form: "boots" of hiking? */
function namesKind(word: string, categories: CategoryLexicon): boolean {
  let named = KIND_WORDS.get(categories);
  if (named === undefined) {
    named = new Set([...categories.kinds.values()].flatMap((kinds) => [...kinds].map(termKey)));
    KIND_WORDS.set(categories, named);
  }
  const kinds = named;
  return singularForms(word).some((form) => kinds.has(termKey(form)));
}
