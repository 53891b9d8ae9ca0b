/**
 * Whether the constraints left any product of the kind asked: one holding the query head's word (or an alternative)
 * where it says what it is, not in its description's prose (query-head.ts' headMissing). Pure.
 */
import type { Concept } from './query-concept.ts';
import { namesBy, STATED_BITS, TITLE_BIT, type TextIndex } from './text-index.ts';
import { phraseHits } from './postings.ts';
import { statesForm } from './stated-forms.ts';
import { synonymOnlyTerms } from './synonym-aside.ts';

/**
 * The light form a product must write the concept's own term in to be of its kind: "moisturizer" (and
 * "moisturizers"), not "moisture" of the same stem. -1 (any) for its other alternatives (synonyms, corrections).
 */
export function formOf(index: TextIndex, concept: Concept, term: number): number {
  return concept.form >= 0 && index.terms.get(concept.term) === term ? concept.form : -1;
}

/**
 * Whether posting `k` of `term` states it outside the description's prose; a synonym only of the query's head
 * (`aside`) in the title only as the title's head: the "duvet" of a "Duvet Cover" names what the cover is for, and
 * is no comforter (synonym-aside.ts), that of a "Down Duvet" is one; stated elsewhere (category, attributes) it is.
 */
function statedAt(index: TextIndex, term: number, k: number, aside: boolean): boolean {
  const stated = index.postFields[k]! & STATED_BITS;
  if (!aside || (stated & ~TITLE_BIT) !== 0) return stated !== 0;
  return stated !== 0 && index.titleHead[index.postDoc[k]!] === term;
}

/**
 * True when some product passing `keep` holds one of the concept's alternatives outside its description's prose
 * (title, brand, category, attributes): a red mug whose description says "comfortable" is no comforter, and a
 * "Moisture-Wicking T-Shirt" no moisturizer.
 */
export function heldWithin(index: TextIndex, concept: Concept, keep: (position: number) => boolean): boolean {
  const synonyms = synonymOnlyTerms(concept);
  for (const { terms } of concept.alternatives) {
    if (terms.length === 1) {
      const term = terms[0]!;
      const form = formOf(index, concept, term);
      const aside = synonyms.has(term);
      for (let k = index.postStart[term]!, end = index.postStart[term + 1]!; k < end; k++) {
        const doc = index.postDoc[k]!;
        if (statedAt(index, term, k, aside) && keep(doc) && statesForm(index, term, k, form)) return true;
      }
    } else {
      for (const [doc, [, fields]] of phraseHits(index, terms)) if (namesBy(fields) && keep(doc)) return true;
    }
  }
  return false;
}

/**
 * Of `matches`, those naming the concept only by a synonym of it that their title writes before its own head noun
 * (the "duvet" of a "Duvet Cover" for "comforter"), none where the concept has no such synonym: a price sort lists
 * them after the products of the kind asked (text-search.ts), as the rerank does.
 */
export function heldOnlyAside(index: TextIndex, concept: Concept, matches: Int32Array): Set<number> {
  return heldApart(index, concept, matches).aside;
}

/** heldOnlyAside's products (`aside`) and how many of `matches` hold the concept where it says what they are. */
export function heldApart(
  index: TextIndex,
  concept: Concept,
  matches: Int32Array,
): { aside: Set<number>; held: number } {
  const aside = new Set<number>();
  const synonyms = synonymOnlyTerms(concept);
  if (synonyms.size === 0 || matches.length === 0) return { aside, held: 0 };
  const listed = new Set(matches);
  const held = new Set<number>();
  for (const { terms } of concept.alternatives) {
    if (terms.length !== 1) {
      for (const [doc, [, fields]] of phraseHits(index, terms)) if (namesBy(fields)) held.add(doc);
      continue;
    }
    const term = terms[0]!;
    const form = formOf(index, concept, term);
    for (let k = index.postStart[term]!, end = index.postStart[term + 1]!; k < end; k++) {
      const doc = index.postDoc[k]!;
      if (!listed.has(doc) || !statesForm(index, term, k, form)) continue;
      if (statedAt(index, term, k, synonyms.has(term))) held.add(doc);
      else if (synonyms.has(term) && namesBy(index.postFields[k]!)) aside.add(doc);
    }
  }
  for (const doc of held) aside.delete(doc);
  let kept = 0;
  for (const doc of held) if (listed.has(doc)) kept++;
  return { aside, held: kept };
}
