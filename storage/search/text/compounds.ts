/**
 * Joined forms, shared by the index and the query: a word written in pieces ("t-shirt", "8oz", "x200b") is
 * also indexed joined ("tshirt", "8ounce", "x200b"), and dimensions in any spelling ("2x4", "2 in. x 4 in.")
 * as "AxB", so each spelling of the query meets each spelling of the catalogue.
 */
import { wordTerm, type Token } from './analyze.ts';
import type { TextIndex } from './text-index.ts';

const LETTERS = /^[a-z]+$/;
const NUMBER = /^[\d.]+$/;

/**
 * The term of a run of glued tokens written as one word ("t-shirt" → "tshirt", "8oz" → "8ounce"):
 * numbers and units canonical, letters joined and stemmed.
 */
export function joinedTerm(tokens: readonly Token[]): string {
  const text = tokens.map((token) => (token.numeric ? token.term : token.word)).join('');
  return LETTERS.test(text) ? wordTerm(text) : text;
}

/** Each run of two or more glued tokens, as [start, end) token indexes. */
export function gluedRuns(tokens: readonly Token[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i++) {
    if (i < tokens.length && tokens[i]!.glued) continue;
    if (i - start >= 2) runs.push([start, i]);
    start = i;
  }
  return runs;
}

/**
 * Dimensions written any way ("2x4", "2 x 4", "2 in. x 4 in.", "10 ft. x 7 ft."): each "A [unit] x B" as the
 * term "AxB", with the token range [start, end) it spans. Both sides use it, so all spellings meet.
 */
export function dimensions(tokens: readonly Token[]): [start: number, end: number, term: string][] {
  const found: [number, number, string][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!;
    if (!a.numeric || !NUMBER.test(a.term)) continue;
    let x = i + 1;
    if (tokens[x]?.numeric === true && !NUMBER.test(tokens[x]!.term)) x++; // a unit
    if (tokens[x]?.term !== 'x') continue;
    const b = tokens[x + 1];
    if (b === undefined || !b.numeric || !NUMBER.test(b.term)) continue;
    found.push([i, x + 2, `${a.term}x${b.term}`]);
  }
  return found;
}

/** Products holding the term, 0 when the catalogue lacks it. */
const frequencyOf = (index: TextIndex, term: string): number => {
  const id = index.terms.get(term);
  return id === undefined ? 0 : index.df[id]!;
};

/** Does some product hold both terms? */
const together = (index: TextIndex, left: string, right: string): boolean =>
  bothCount(index, left, right, 1) > 0;

/** How many products hold both terms, counted up to `enough`. (Postings are in position order: a merge.) */
function bothCount(index: TextIndex, left: string, right: string, enough: number): number {
  const a = index.terms.get(left);
  const b = index.terms.get(right);
  if (a === undefined || b === undefined) return 0;
  let count = 0;
  let i = index.postStart[a]!;
  let j = index.postStart[b]!;
  const endA = index.postStart[a + 1]!;
  const endB = index.postStart[b + 1]!;
  while (i < endA && j < endB) {
    const x = index.postDoc[i]!;
    const y = index.postDoc[j]!;
    if (x === y) {
      if (++count >= enough) return count;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return count;
}

/**
 * The catalogue word pair (as terms) `word` was most likely written without a space, if any: both words in
 * some product together ("bookshelfspeaker"), so "oversized" is no "over" + "sized" in a shop whose "Over-Ear"
 * headphones are never sized.
 */
export function splitWord(word: string, index: TextIndex, shortest: number): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestScore = 0;
  for (let cut = shortest; cut <= word.length - shortest; cut++) {
    const left = wordTerm(word.slice(0, cut));
    const right = wordTerm(word.slice(cut));
    const score = Math.min(frequencyOf(index, left), frequencyOf(index, right));
    if (score > bestScore && together(index, left, right)) [best, bestScore] = [[left, right], score];
  }
  return best;
}

/**
 * The catalogue word pair a word the catalogue holds but rarely is written as, when products hold the pair
 * `commonerBy` times as often (at least MIN_PAIRED): "lawnmower" (2 products) for "lawn mower" (62), "jigsaw"
 * for "jig saw". Like a rare misspelling's commoner spelling (query-spelling.ts), it is what most shops write.
 */
export function commonerSplit(
  word: string,
  frequency: number,
  index: TextIndex,
  commonerBy: number,
): [string, string] | undefined {
  const needed = Math.max(MIN_PAIRED, frequency * commonerBy);
  let best: [string, string] | undefined;
  let bestCount = 0;
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
    const left = wordTerm(word.slice(0, cut));
    const right = wordTerm(word.slice(cut));
    if (Math.min(frequencyOf(index, left), frequencyOf(index, right)) < needed) continue;
    const count = bothCount(index, left, right, Infinity);
    if (count >= needed && count > bestCount) [best, bestCount] = [[left, right], count];
  }
  return best;
}

const MIN_PART = 3;
const MIN_PAIRED = 3;
