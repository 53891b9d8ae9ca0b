/**
 * The query's other words as a set of products, and how many of a correction's products are in it: the company a
 * spelling repair (query-spelling.ts) is checked against.
 */
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import type { Concept } from './query-concept.ts';
import { NAMING_BITS, type TextIndex } from './text-index.ts';

/**
 * Products matching the query's other words: what a correction is checked against ("summit gril" → "grill",
 * which appears with "summit", rather than "grip"). Built on the first word that needs correcting. `contentOnly`
 * leaves out function words ("for", "the"), for the support a real word's correction needs.
 */
export type Neighbours = Uint8Array;

export function neighboursOf(
  concepts: readonly Concept[],
  index: TextIndex,
  contentOnly = false,
): Neighbours {
  const marks = new Uint8Array(index.size);
  for (const concept of concepts) {
    if (contentOnly && FUNCTION_WORDS.has(concept.typed)) continue;
    for (const { terms } of concept.alternatives) {
      if (terms.length !== 1) continue;
      const term = terms[0]!;
      for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++) marks[index.postDoc[k]!] = 1;
    }
  }
  return marks;
}

/** How many products holding `term` also hold another word of the query. */
export function together(term: number, index: TextIndex, neighbours: Neighbours): number {
  let count = 0;
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
    count += neighbours[index.postDoc[k]!]!;
  return count;
}

/**
 * How many products naming `term` (title, brand or category) also hold another word of the query: the support a
 * real word's correction needs. A word only descriptions write ("Cut from stretch nylon") or a spec's name (a
 * boot's "cut": mid) is no name a shopper's real word slipped from: "cute bag" is not "cut bag".
 */
export function namedTogether(term: number, index: TextIndex, neighbours: Neighbours): number {
  let count = 0;
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
    if ((index.postFields[k]! & NAMING_BITS) !== 0) count += neighbours[index.postDoc[k]!]!;
  return count;
}
