/** Reading the text index's postings: a term's idf, the products holding every term of a phrase, one posting. */
import type { TextIndex } from './text-index.ts';

/** BM25 idf, never negative: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export const idf = (index: TextIndex, term: number): number => {
  const df = index.df[term] ?? 0;
  return Math.log(1 + (index.size - df + 0.5) / (df + 0.5));
};

/** Products holding every term of a multi-word alternative: position → [min weighted sat, field mask]. */
export function phraseHits(index: TextIndex, terms: number[]): Map<number, [number, number]> {
  let hits: Map<number, [number, number]> | undefined;
  for (const term of terms) {
    const next = new Map<number, [number, number]>();
    const weight = idf(index, term);
    for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++) {
      const doc = index.postDoc[k]!;
      const value = weight * index.postSat[k]!;
      if (hits === undefined) next.set(doc, [value, index.postFields[k]!]);
      else {
        const previous = hits.get(doc);
        if (previous !== undefined)
          next.set(doc, [Math.min(previous[0], value), previous[1] & index.postFields[k]!]);
      }
    }
    hits = next;
  }
  return hits ?? new Map();
}

/** Position of `doc` in the sorted postings postDoc[from .. to), or -1. */
export function findPosting(postDoc: Int32Array, from: number, to: number, doc: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postDoc[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo < to && postDoc[lo] === doc ? lo : -1;
}

/**
 * The first position in the sorted postings postDoc[from .. to) whose product is ≥ `doc` (`to` when none): an
 * exponential search from `from`, then a binary one, so that it reads postings near `from` when `doc` is near.
 */
export function gallopTo(postDoc: Int32Array, from: number, to: number, doc: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < to && postDoc[hi]! < doc) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > to) hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (postDoc[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
