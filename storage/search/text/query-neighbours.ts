/**
 * The query's other words as a set of products, and how many of a correction's products are in it: the company a
 * spelling repair (query-spelling.ts) is checked against.
 */
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import { findPosting } from './postings.ts';
import type { Concept } from './query-concept.ts';
import { NAMING_BITS, type TextIndex } from './text-index.ts';

/**
 * Products matching the query's other words: what a correction is checked against ("summit gril" → "grill",
 * which appears with "summit", rather than "grip"). Built on the first word that needs correcting. A product is
 * in the set when `marks[position] === stamp`: the marks are a scratch array reused from search to search (a
 * catalogue-sized array per query was most of the cost), each set taking a new stamp rather than clearing it.
 */
export interface Neighbours {
  marks: Int32Array;
  stamp: number;
  /** Whether the set holds any product (the query's other words match something), known as it is built. */
  any: boolean;
}

/**
 * What a set is for; each kind has its own scratch array, as a query plan holds one of each at once (query-plan.ts:
 * all the query's words, its content words, the words other than the one weighed).
 */
export type NeighbourSlot = 'all' | 'content' | 'rest';

interface Slot {
  marks: Int32Array;
  stamp: number;
}

const scratches = new WeakMap<TextIndex, Record<NeighbourSlot, Slot>>();

const newSlot = (size: number): Slot => ({ marks: new Int32Array(size), stamp: 0 });

/** A fresh stamp on `slot` (searches run one at a time per connection, and a plan is built synchronously). */
function stamped(slot: Slot): Pick<Neighbours, 'marks' | 'stamp'> {
  if (slot.stamp >= 0x7fffffff) {
    slot.marks.fill(0);
    slot.stamp = 0;
  }
  slot.stamp++;
  return { marks: slot.marks, stamp: slot.stamp };
}

/**
 * `contentOnly` leaves out function words ("for", "the"), for the support a real word's correction needs. The set
 * stays valid until `neighboursOf` is next called for the same `slot` and index.
 */
export function neighboursOf(
  concepts: readonly Concept[],
  index: TextIndex,
  slot: NeighbourSlot,
  contentOnly = false,
): Neighbours {
  let slots = scratches.get(index);
  if (slots === undefined) {
    slots = { all: newSlot(index.size), content: newSlot(index.size), rest: newSlot(index.size) };
    scratches.set(index, slots);
  }
  const { marks, stamp } = stamped(slots[slot]);
  let any = false;
  for (const concept of concepts) {
    if (contentOnly && FUNCTION_WORDS.has(concept.typed)) continue;
    for (const { terms } of concept.alternatives) {
      if (terms.length !== 1) continue;
      const term = terms[0]!;
      if (index.postStart[term + 1]! > index.postStart[term]!) any = true;
      for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
        marks[index.postDoc[k]!] = stamp;
    }
  }
  return { marks, stamp, any };
}

/** How many products holding `term` also hold another word of the query. */
export function together(term: number, index: TextIndex, { marks, stamp }: Neighbours): number {
  let count = 0;
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
    if (marks[index.postDoc[k]!] === stamp) count++;
  return count;
}

/**
 * How many products naming `term` (title, brand or category) also hold another word of the query: the support a
 * real word's correction needs. A word only descriptions write ("Cut from stretch nylon") or a spec's name (a
 * boot's "cut": mid) is no name a shopper's real word slipped from: "cute bag" is not "cut bag".
 */
export function namedTogether(term: number, index: TextIndex, { marks, stamp }: Neighbours): number {
  let count = 0;
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
    if ((index.postFields[k]! & NAMING_BITS) !== 0 && marks[index.postDoc[k]!] === stamp) count++;
  return count;
}

/**
 * together(term, index, neighboursOf(concepts, index, slot)) without building the set: each of the term's products
 * is looked up in the postings of the concepts' one-word alternatives. Cheaper for a rare term (a few products)
 * next to common words, whose postings the set would mark one by one.
 */
export function togetherWith(term: number, index: TextIndex, concepts: readonly Concept[]): number {
  const { postStart, postDoc } = index;
  let count = 0;
  for (let k = postStart[term]!; k < postStart[term + 1]!; k++) {
    const doc = postDoc[k]!;
    if (concepts.some((concept) => holds(concept, doc, index))) count++;
  }
  return count;
}

/** Does one of the concept's one-word alternatives hold the product at `doc`? */
function holds({ alternatives }: Concept, doc: number, index: TextIndex): boolean {
  for (const { terms } of alternatives) {
    if (terms.length !== 1) continue;
    const term = terms[0]!;
    if (findPosting(index.postDoc, index.postStart[term]!, index.postStart[term + 1]!, doc) >= 0) return true;
  }
  return false;
}
