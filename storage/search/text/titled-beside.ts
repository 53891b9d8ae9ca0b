/**
 * Whether a product's title writes a term right beside one of a set of terms: the query's words next to a real word
 * the catalogue lacks vouch for reading it as another word only where the titles say the two side by side
 * ("running shoos" is "running shoes", the titles saying "Running Shoe"). Pure.
 */
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import type { Concept } from './query-concept.ts';
import { titleNames, type TextIndex } from './text-index.ts';

/** True when some product's title holds `term` immediately before or after a term of `beside`. */
export function titledBeside(term: number, beside: ReadonlySet<number>, index: TextIndex): boolean {
  if (beside.size === 0) return false;
  const { postStart, postDoc, postFields, titleStart, titleTerms } = index;
  for (let k = postStart[term]!; k < postStart[term + 1]!; k++) {
    if (!titleNames(postFields[k]!)) continue;
    const doc = postDoc[k]!;
    const [start, end] = [titleStart[doc]!, titleStart[doc + 1]!];
    for (let p = start; p < end; p++) {
      if (titleTerms[p] !== term) continue;
      if ((p > start && beside.has(titleTerms[p - 1]!)) || (p + 1 < end && beside.has(titleTerms[p + 1]!)))
        return true;
    }
  }
  return false;
}

/** The terms of the words typed right before and after concept `i` (function words left out: "shoos for running"). */
export function besideTerms(concepts: readonly Concept[], i: number): Set<number> {
  const terms = new Set<number>();
  for (const next of [concepts[i - 1], concepts[i + 1]]) {
    if (next === undefined || FUNCTION_WORDS.has(next.typed)) continue;
    for (const alternative of next.alternatives)
      if (alternative.terms.length === 1) terms.add(alternative.terms[0]!);
  }
  return terms;
}
