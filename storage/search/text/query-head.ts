/**
 * The query's head: the word naming the product asked for ("boots" in "warm boots for snow"), and whether the
 * products a filter keeps hold it.
 */
import { countNaming, type NamingPhrase } from './naming-phrase.ts';
import type { Concept } from './query-concept.ts';
import { headsTitles } from './title-heads.ts';
import { findPosting, phraseHits } from './postings.ts';
import { statesForm } from './stated-forms.ts';
import { meetsForm } from './described-forms.ts';
import { formOf, heldWithin } from './held-within.ts';
import { CATEGORY_BIT, namesBy, STATED_BITS, type TextIndex } from './text-index.ts';

/**
 * The concept that is the query's head: the last word (not part of a code) that the catalogue holds, before any
 * "for" / "with" ending the query's main part; else the last such word; -1 for none. `active` says which
 * concepts count (the catalogue holds them and they weigh something). A container word ("knife set") yields
 * to the word before it when that word heads some of the catalogue's titles (a knife is a product; in "dinner
 * set" the set is), or, before a word grouping products (`group`), names some product's category ("skincare set":
 * the skincare).
 */
export function queryHead(
  index: TextIndex,
  concepts: readonly Concept[],
  active: readonly boolean[],
): number {
  let head = -1;
  let lastWord = -1;
  let previous = -1;
  concepts.forEach((concept, c) => {
    if (active[c] !== true || !concept.word) return;
    lastWord = c;
    if (concept.modifier) return;
    const before = previous;
    previous = c;
    if (concept.container && before >= 0 && head === before && namesKind(index, concept, concepts[before]!))
      return;
    head = c;
  });
  return head < 0 ? lastWord : head;
}

/** True when some product's category holds one of the concept's one-word alternatives ("skincare"). */
function namesCategory(index: TextIndex, concept: Concept): boolean {
  return concept.alternatives.some(({ terms }) => {
    if (terms.length !== 1) return false;
    const term = terms[0]!;
    for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
      if ((index.postFields[k]! & CATEGORY_BIT) !== 0) return true;
    return false;
  });
}

/** A word naming the products a container holds: one heading titles ("knife"), or a group's, a category's ("skincare"). */
const namesKind = (index: TextIndex, container: Concept, concept: Concept): boolean =>
  headsTitles(index, concept) || (container.group && namesCategory(index, concept));

/** The position of the query's head among the concepts that weigh something (`importance` > 0), or -1. */
export const weighedHead = (
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
): number =>
  queryHead(
    index,
    concepts,
    Array.from(importance, (value) => value > 0),
  );

/** The query's head concept among those that weigh something (`importance` > 0), if any. */
export function headConcept(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
): Concept | undefined {
  const head = weighedHead(index, concepts, importance);
  return head < 0 ? undefined : concepts[head];
}

/**
 * What the matches say of the query's head (`headConcept`): `headMissing` when filters (`keep`) left matches
 * (`matched`) but none holding the head, and, given the best matches, `headBuried` when none of them holds it.
 */
export function headOf(
  index: TextIndex,
  concept: Concept | undefined,
  keep: ((position: number) => boolean) | undefined,
  matched: boolean,
): (best: Int32Array) => { headMissing?: true; headBuried?: true } {
  if (concept === undefined) return () => ({});
  const missing = keep !== undefined && matched && !heldWithin(index, concept, keep);
  return (best) => ({
    ...(missing && { headMissing: true }),
    ...(best.length > 0 &&
      !best.some((position) => holdsAsWritten(index, concept, position)) && {
        headBuried: true,
      }),
  });
}

/** True when the product at `position` holds one of the concept's alternatives (every term of a phrase). */
export function holds(index: TextIndex, concept: Concept, position: number): boolean {
  const { postDoc, postStart } = index;
  return concept.alternatives.some(({ terms, describedForm }) =>
    terms.every((term) => {
      const k = findPosting(postDoc, postStart[term]!, postStart[term + 1]!, position);
      return k >= 0 && meetsForm(index, term, k, describedForm);
    }),
  );
}

/**
 * `holds`, but where the product states the concept's own term (title, brand, category, attributes) only in the
 * form the shopper wrote it, plurals folded: a "Backpacking Tent" holds "backpack" by its stem, not as written, and
 * is no backpack. A term only its description holds counts, as in `holds` (a plural only as written there).
 */
function holdsAsWritten(index: TextIndex, concept: Concept, position: number): boolean {
  const { postDoc, postStart, postFields } = index;
  return concept.alternatives.some(({ terms, describedForm }) => {
    if (terms.length !== 1)
      return terms.every(
        (term) => findPosting(postDoc, postStart[term]!, postStart[term + 1]!, position) >= 0,
      );
    const term = terms[0]!;
    const k = findPosting(postDoc, postStart[term]!, postStart[term + 1]!, position);
    if (k < 0) return false;
    if ((postFields[k]! & STATED_BITS) === 0) return meetsForm(index, term, k, describedForm);
    return statesForm(index, term, k, formOf(index, concept, term));
  });
}

/**
 * Of `matches`, those naming the query's head (`headConcept`) in their title, brand or category, when some do; else all of
 * them. A sort by price lists jackets for "cheap winter coat", not the t-shirts whose descriptions suggest
 * wearing them under a jacket.
 */
export function namingHead(index: TextIndex, concept: Concept | undefined, matches: Int32Array): Int32Array {
  if (concept === undefined || matches.length === 0) return matches;
  const naming = namingProducts(index, concept);
  const named = matches.filter((position) => naming.has(position));
  return named.length > 0 ? named : matches;
}

/** Products naming one of the concept's alternatives in their title, brand or category (as `heldWithin`). */
export function namingProducts(index: TextIndex, concept: Concept): Set<number> {
  const naming = new Set<number>();
  for (const { terms } of concept.alternatives) {
    if (terms.length === 1) {
      const term = terms[0]!;
      const form = formOf(index, concept, term);
      for (let k = index.postStart[term]!, end = index.postStart[term + 1]!; k < end; k++)
        if (namesBy(index.postFields[k]!) && statesForm(index, term, k, form)) naming.add(index.postDoc[k]!);
    } else {
      for (const [doc, [, fields]] of phraseHits(index, terms)) if (namesBy(fields)) naming.add(doc);
    }
  }
  return naming;
}

/**
 * The head as the shopper asked for it (as corrected, if it was) and how many of the matches name it in their
 * title, brand or category, when fewer than all do: "hiking boots under $100" matched 15 products, 1 of them a
 * boot, the rest matching "hiking" (the chat says so). With the words a title writes before it, the naming
 * phrase (naming-phrase.ts): "running shoes under $80" counts running shoes, not sneakers named "Shoe".
 */
export function headNamed(
  index: TextIndex,
  concept: Concept | undefined,
  matches: Int32Array,
  phrase?: NamingPhrase,
): { word: string; count: number } | undefined {
  // A head met by a synonym ("coat" by jackets, "skillet" by frying pans) has no one word to name: the count
  // would say "coat" of jackets.
  if (concept === undefined || matches.length === 0) return undefined;
  if (concept.synonymForms.length > 0 || concept.alternatives.some(({ terms }) => terms.length > 1))
    return undefined;
  // Matches are stamped `generation`, and a counted one `generation + 1`, so each counts once.
  let scratch = stamps.get(index);
  if (scratch === undefined || scratch.generation >= 2 ** 30) {
    scratch = { stamp: new Int32Array(index.size), generation: 0 };
    stamps.set(index, scratch);
  }
  const generation = (scratch.generation += 2);
  const { stamp } = scratch;
  for (const position of matches) stamp[position] = generation;
  if (phrase !== undefined && phrase.terms.length > 1 && phrase.concepts.at(-1) === concept) {
    const count = countNaming(index, phrase.terms, matches, (doc) => stamp[doc] === generation);
    return count >= matches.length ? undefined : { word: phrase.words, count };
  }
  let count = 0;
  const visit = (doc: number, fields: number) => {
    if (namesBy(fields) && stamp[doc] === generation) {
      stamp[doc] = generation + 1;
      count++;
    }
  };
  for (const { terms } of concept.alternatives) {
    if (terms.length === 1) {
      const term = terms[0]!;
      const form = formOf(index, concept, term);
      for (let k = index.postStart[term]!, end = index.postStart[term + 1]!; k < end; k++)
        if (statesForm(index, term, k, form)) visit(index.postDoc[k]!, index.postFields[k]!);
    } else for (const [doc, [, fields]] of phraseHits(index, terms)) visit(doc, fields);
  }
  if (count >= matches.length) return undefined;
  return { word: concept.correction ?? concept.typed, count };
}

/** Per index, stamps for headNamed (searches run one at a time per index). */
const stamps = new WeakMap<TextIndex, { stamp: Int32Array; generation: number }>();
