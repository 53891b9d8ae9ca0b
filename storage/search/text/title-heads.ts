/**
 * The terms heading the catalogue's titles (title-structure.ts's head: "boot" of "Waterproof Hiking Boot"): the
 * kinds its products are, per index.
 */
import type { Concept } from './query-concept.ts';
import type { TextIndex } from './text-index.ts';

/** Per index, 1 at each term id that is the head of at least one title. */
const titleHeads = new WeakMap<TextIndex, Uint8Array>();

/** Per term id, 1 where the term heads at least one title. */
export function headTerms(index: TextIndex): Uint8Array {
  let heads = titleHeads.get(index);
  if (heads === undefined) {
    heads = new Uint8Array(index.terms.size);
    for (const term of index.titleHead) if (term >= 0) heads[term] = 1;
    titleHeads.set(index, heads);
  }
  return heads;
}

/** True when one of the concept's one-word alternatives heads some product's title. */
export function headsTitles(index: TextIndex, concept: Concept): boolean {
  const heads = headTerms(index);
  return concept.alternatives.some(({ terms }) => terms.length === 1 && heads[terms[0]!] === 1);
}
