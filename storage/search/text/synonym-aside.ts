/**
 * A title that holds the query's head only as a synonym, and that synonym only beside its own head noun: for
 * "comforter", the "duvet" of "Signature Breathable Duvet Cover" names what the cover is for, not the product
 * (a cover); the "duvet" of "Down Duvet" is the product. Such a title does not hold the head as one naming the
 * word, or its synonym as its head, does.
 */
import type { Concept } from './query-concept.ts';

/** The one-word terms that meet `concept` only as a synonym of it (none for no concept). */
export function synonymOnlyTerms(concept: Concept | undefined): ReadonlySet<number> {
  const terms = new Set<number>();
  for (const alternative of concept?.alternatives ?? [])
    if (alternative.synonym === true && alternative.terms.length === 1) terms.add(alternative.terms[0]!);
  return terms;
}
