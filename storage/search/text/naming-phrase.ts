/**
 * The query's naming phrase: its head (query-head.ts) with the words just before it that some title writes just
 * before it ("running shoes" of "running shoes under $80", "over ear headphones" of "over ear headphones with
 * noise cancelling"). A "Metro Knit Slip-On Shoe" is a shoe but not a running shoe, and an "On-Ear Headphones" no
 * over-ear one: what the matches are said to be is counted, and claimed, of the whole phrase.
 */
import type { Concept } from './query-concept.ts';
import { weighedHead } from './query-head.ts';
import { findPosting } from './postings.ts';
import { BRAND_CATEGORY_BITS, TITLE_BIT, type TextIndex } from './text-index.ts';
import { titleRun } from './titled-products.ts';

export interface NamingPhrase {
  /** The phrase's concepts, in query order, the head last. */
  concepts: Concept[];
  /** Their own term ids (one per concept). */
  terms: number[];
  /** As the shopper typed it (as corrected): "running shoes". */
  words: string;
}

/** The fields of product `doc` holding `term` (0: none), by a binary search of the term's postings. */
function fieldsOf(index: TextIndex, term: number, doc: number): number {
  const k = findPosting(index.postDoc, index.postStart[term]!, index.postStart[term + 1]!, doc);
  return k < 0 ? 0 : index.postFields[k]!;
}

/** The term of `terms` with the fewest postings: the products holding them all are among its. */
const rarest = (index: TextIndex, terms: readonly number[]): number =>
  terms.reduce((best, term) =>
    index.postStart[term + 1]! - index.postStart[term]! < index.postStart[best + 1]! - index.postStart[best]!
      ? term
      : best,
  );

/**
 * The number of `before` (nearest first) some title writes just before `head`. Only the titles holding both the
 * head and the word nearest it are read, found through the rarer of the two's postings ("shoes" is in thousands
 * of titles, "running" in fewer).
 */
function longestTitledRun(index: TextIndex, head: number, before: readonly number[]): number {
  const pair = [head, before[0]!];
  const through = rarest(index, pair);
  const other = through === head ? before[0]! : head;
  let longest = 0;
  for (let k = index.postStart[through]!, end = index.postStart[through + 1]!; k < end; k++) {
    if ((index.postFields[k]! & TITLE_BIT) === 0) continue;
    const doc = index.postDoc[k]!;
    if ((fieldsOf(index, other, doc) & TITLE_BIT) === 0) continue;
    const from = index.titleStart[doc]!;
    for (let at = from, to = index.titleStart[doc + 1]!; at < to; at++) {
      if (index.titleTerms[at] !== head) continue;
      let run = 0;
      while (run < before.length && at - 1 - run >= from && index.titleTerms[at - 1 - run] === before[run])
        run++;
      if (run > longest) longest = run;
      if (longest === before.length) return longest;
    }
  }
  return longest;
}

/**
 * The query's naming phrase among the concepts that weigh something (`importance` > 0); a head of one word when
 * no title writes a word of the query just before it, or the head is a correction (no term of its own).
 */
export function namingPhrase(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
): NamingPhrase | undefined {
  const head = weighedHead(index, concepts, importance);
  const headConcept = concepts[head];
  if (headConcept === undefined) return undefined;
  const ownTerm = (c: number): number | undefined => {
    const concept = concepts[c];
    if (concept === undefined || !concept.word || concept.modifier || !(importance[c]! > 0)) return undefined;
    return index.terms.get(concept.term);
  };
  const headTerm = ownTerm(head);
  const before: number[] = [];
  for (let c = head - 1; headTerm !== undefined; c--) {
    const term = ownTerm(c);
    if (term === undefined) break;
    before.push(term);
  }
  const run = headTerm === undefined || before.length === 0 ? 0 : longestTitledRun(index, headTerm, before);
  const phrase = concepts.slice(head - run, head + 1);
  return {
    concepts: phrase,
    terms: headTerm === undefined ? [] : [...before.slice(0, run).reverse(), headTerm],
    words: phrase.map((concept) => concept.correction ?? concept.typed).join(' '),
  };
}

/** True when product `doc` names the phrase: its title runs its terms in order, or its brand or category has them. */
export function namesPhrase(index: TextIndex, terms: readonly number[], doc: number): boolean {
  if (titleRun(index, terms, doc) >= 0) return true;
  let fields = BRAND_CATEGORY_BITS;
  for (const term of terms) if ((fields &= fieldsOf(index, term, doc)) === 0) return false;
  return true;
}

/**
 * How many of `matches` name the phrase (namesPhrase), reading only the products that hold its rarest term: a
 * search may match thousands, few of which hold "running" beside "shoes". `isMatch` tells a match by position.
 */
export function countNaming(
  index: TextIndex,
  terms: readonly number[],
  matches: Int32Array,
  isMatch: (doc: number) => boolean,
): number {
  const through = rarest(index, terms);
  const holders = index.postStart[through + 1]! - index.postStart[through]!;
  let count = 0;
  if (holders >= matches.length) {
    for (const doc of matches) if (namesPhrase(index, terms, doc)) count++;
    return count;
  }
  for (let k = index.postStart[through]!, end = index.postStart[through + 1]!; k < end; k++) {
    const doc = index.postDoc[k]!;
    if (!isMatch(doc)) continue;
    // Brand or category can name the phrase only where its rarest term is in them.
    if (
      (index.postFields[k]! & BRAND_CATEGORY_BITS) !== 0
        ? namesPhrase(index, terms, doc)
        : titleRun(index, terms, doc) >= 0
    )
      count++;
  }
  return count;
}
