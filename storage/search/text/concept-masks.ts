/**
 * Which of a search's concepts each title word satisfies, for the rerank's title features (candidate-features.ts):
 * a bit mask per term id, and a small filter of the terms that have one, so that the title words of the candidates
 * (almost all of them no word of the query) are not each looked up in a catalogue-sized array.
 */
import type { Concept } from './query-concept.ts';
import type { TextIndex } from './text-index.ts';

/** Concepts beyond this many (in query order) take no part in title features (bit masks). */
export const MAX_MASKED = 31;

/** Per term id, scratch for conceptMasks (all zero between searches). */
const maskScratch = new WeakMap<TextIndex, Int32Array>();

/** 32-bit words of a concept mask's filter: 2,048 bits, so that a search's few dozen terms seldom share one. */
const FILTER_WORDS = 64;

interface ConceptMasks {
  /** Per term id, bit c set for every concept c the term satisfies (single-word alternatives). */
  masks: Int32Array;
  /**
   * Bit (term mod 2,048) set for each term with a mask: a title word whose bit is clear has none, and is not
   * looked up in `masks` (a catalogue-sized array, so each lookup at random had cost a cache miss).
   */
  filter: Int32Array;
  /** Clears the entries of `masks` again. */
  done(): void;
}

export function conceptMasks(text: TextIndex, concepts: readonly Concept[]): ConceptMasks {
  let masks = maskScratch.get(text);
  if (masks === undefined) maskScratch.set(text, (masks = new Int32Array(text.terms.size)));
  const filter = new Int32Array(FILTER_WORDS);
  const set: number[] = [];
  concepts.forEach((concept, c) => {
    // A relaxed constraint's word ranks only by its importance (Concept.relaxed), not as a word of the title.
    if (c >= MAX_MASKED || concept.relaxed === true) return;
    for (const { terms } of concept.alternatives) {
      if (terms.length !== 1) continue;
      const term = terms[0]!;
      masks[term]! |= 1 << c;
      filter[(term >>> 5) % FILTER_WORDS]! |= 1 << (term & 31);
      set.push(term);
    }
  });
  return { masks, filter, done: clearing(masks, set) };
}

/**
 * Clears the masks of `set`: made here, not as a named closure in conceptMasks, which tsx (it keeps names) would
 * name with Object.defineProperty on each search.
 */
const clearing = (masks: Int32Array, set: number[]) => (): void => set.forEach((term) => (masks[term] = 0));

/** The concept bits of `term` (-1 for none: 0), read through the filter of conceptMasks. */
export const maskOf = (masks: Int32Array, filter: Int32Array, term: number): number =>
  term >= 0 && (filter[(term >>> 5) % FILTER_WORDS]! & (1 << (term & 31))) !== 0 ? masks[term]! : 0;
