/**
 * Whether a product's category names a query word ("backpacks" of "Bags > Backpacks"): the rerank counts the
 * query's head as met there for a product whose title holds the query's other words ("Hiking Daypack" for
 * "backpacks for hiking"; candidate-features.ts). And whether a product holds a query word anywhere, its
 * description too: the use a request names ("for running") is met by "Made for gym sessions and long runs".
 */
import type { Concept } from './query-concept.ts';
import { findPosting } from './postings.ts';
import { CATEGORY_BIT, type TextIndex } from './text-index.ts';

/** True when one of the concept's one-word alternatives is in a field of `fields` of the product at `doc`. */
function fieldsHold(text: TextIndex, concept: Concept, doc: number, fields: number): boolean {
  const { postStart, postDoc, postFields } = text;
  // A plain loop, no closure: this runs per candidate of a search.
  for (const { terms } of concept.alternatives) {
    if (terms.length !== 1) continue;
    const term = terms[0]!;
    const at = findPosting(postDoc, postStart[term]!, postStart[term + 1]!, doc);
    if (at >= 0 && (postFields[at]! & fields) !== 0) return true;
  }
  return false;
}

/** True when one of the concept's one-word alternatives is in the category of the product at `doc`. */
export const categoryHolds = (text: TextIndex, concept: Concept, doc: number): boolean =>
  fieldsHold(text, concept, doc, CATEGORY_BIT);

/** True when one of the concept's one-word alternatives is anywhere in the product at `doc`. */
export const productHolds = (text: TextIndex, concept: Concept, doc: number): boolean =>
  fieldsHold(text, concept, doc, -1);
