/**
 * Whether a product's category names a query word ("backpacks" of "Bags > Backpacks"): the rerank counts the
 * query's head as met there for a product whose title holds the query's other words ("Hiking Daypack" for
 * "backpacks for hiking"; candidate-features.ts).
 */
import type { Concept } from './query-concept.ts';
import { findPosting } from './postings.ts';
import { CATEGORY_BIT, type TextIndex } from './text-index.ts';

/** True when one of the concept's one-word alternatives is in the category of the product at `doc`. */
export function categoryHolds(text: TextIndex, concept: Concept, doc: number): boolean {
  const { postStart, postDoc, postFields } = text;
  return concept.alternatives.some(({ terms }) => {
    if (terms.length !== 1) return false;
    const term = terms[0]!;
    const at = findPosting(postDoc, postStart[term]!, postStart[term + 1]!, doc);
    return at >= 0 && (postFields[at]! & CATEGORY_BIT) !== 0;
  });
}
