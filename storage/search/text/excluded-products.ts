/**
 * Exclusions ("not leather"): the products whose title, description or attribute values contain the term as
 * whole words. The text index proposes candidates (every analyzed term of the phrase in one of those fields,
 * stems and unit spellings included, so nothing is missed); the stored `words` column, the exact lower-cased
 * words, confirms each ("leathers" does not exclude for "leather"; "leather-free" does not either).
 */
import { UNIT_BY_SPELLING } from './analyzer-lexicon.ts';
import { analyze } from './analyze.ts';
import { TEXT_FIELDS, type TextIndex } from './text-index.ts';
import { wordString } from '../word-tokens.ts';

/** Fields an exclusion looks at: title, attributes (and variant titles) and description. */
const EXCLUSION_FIELDS = TEXT_FIELDS.reduce(
  (bits, field, f) =>
    field === 'title' || field === 'attributes' || field === 'description' ? bits | (1 << f) : bits,
  0,
);

/** Positions holding any of `terms` in an exclusion field. */
function holding(index: TextIndex, terms: readonly number[]): Set<number> {
  const found = new Set<number>();
  for (const term of terms) {
    for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++) {
      if (index.postFields[k]! & EXCLUSION_FIELDS) found.add(index.postDoc[k]!);
    }
  }
  return found;
}

/**
 * Positions of the products containing `term` as whole words; `wordsAt(position)` reads a product's stored
 * ' word word ' string.
 */
export function excludedProducts(
  index: TextIndex,
  term: string,
  wordsAt: (position: number) => string | undefined,
): number[] {
  const tokens = analyze(term);
  if (tokens.length === 0) return [];
  let candidates: Set<number> | undefined;
  for (const token of tokens) {
    // A unit word alone ("oz") is indexed as its unit ("ounce") when it follows a number.
    const unit = UNIT_BY_SPELLING.get(token.word);
    const terms = [token.term, ...(unit === undefined ? [] : [unit])].flatMap((t) => {
      const id = index.terms.get(t);
      return id === undefined ? [] : [id];
    });
    const next = holding(index, terms);
    candidates = candidates === undefined ? next : new Set([...candidates].filter((p) => next.has(p)));
    if (candidates.size === 0) return [];
  }
  const phrase = wordString([term]);
  if (phrase === ' ') return [];
  return [...(candidates ?? [])].filter((position) => mentions(wordsAt(position), phrase));
}

/** Does ' word word ' hold `phrase` other than as "<phrase> free" (a "BPA-free" bottle does not hold BPA)? */
function mentions(words: string | undefined, phrase: string): boolean {
  if (words === undefined) return false;
  for (let at = words.indexOf(phrase); at !== -1; at = words.indexOf(phrase, at + 1)) {
    if (!words.startsWith('free ', at + phrase.length)) return true;
  }
  return false;
}
