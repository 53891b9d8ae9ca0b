/**
 * The first stage's per-product numbers (score-concepts.ts): the sums it hands on, and its scratch arrays,
 * allocated once per index and reused (searches run one at a time per connection).
 */
import { BRAND_CATEGORY_BITS, TITLE_BIT, type TextIndex } from './text-index.ts';

/**
 * Offsets of a product's sums in ConceptScores.sums, which holds SUMS numbers per product (at SUMS × position):
 * side by side, so that adding to them reads one stretch of memory rather than four arrays.
 */
export const BM25 = 0;
export const COVERAGE = 1;
export const TITLE_COVERAGE = 2;
export const CATEGORY_COVERAGE = 3;
export const SUMS = 4;

/** Adds one concept's value for a product to the sums of a product already matched. */
export function addTo(sums: Float64Array, doc: number, value: number, credit: number, fields: number): void {
  const at = SUMS * doc;
  sums[at + BM25]! += value;
  sums[at + COVERAGE]! += credit;
  if (fields & TITLE_BIT) sums[at + TITLE_COVERAGE]! += credit;
  if (fields & BRAND_CATEGORY_BITS) sums[at + CATEGORY_COVERAGE]! += credit;
}

/** Sets the sums of a product first matched by this concept. */
export function startSums(
  sums: Float64Array,
  doc: number,
  value: number,
  credit: number,
  fields: number,
): void {
  const at = SUMS * doc;
  sums[at + BM25] = value;
  sums[at + COVERAGE] = credit;
  sums[at + TITLE_COVERAGE] = fields & TITLE_BIT ? credit : 0;
  sums[at + CATEGORY_COVERAGE] = fields & BRAND_CATEGORY_BITS ? credit : 0;
}

export interface ConceptScores {
  /**
   * Positions of every product matching at least one concept, in first-touch order: a view of scratch space, as
   * `sums`, valid until the next search (a copy had cost more than the loops that read it); copy what is kept.
   */
  touched: Int32Array;
  /**
   * Per product (valid for `touched` only), at SUMS × position + BM25 / COVERAGE / TITLE_COVERAGE /
   * CATEGORY_COVERAGE: its bm25 and the query's importance it covers, anywhere, in the title, in brand/category.
   */
  sums: Float64Array;
  /** Sum of the concepts' importance (0 when no concept can match). */
  totalImportance: number;
  /** Importance (idf of its best alternative) of each concept; 0 for one the catalogue lacks. */
  importance: Float64Array;
  /** Scratch space indexed by position, free for the caller until the next search. */
  spare: Float64Array;
}

export interface Scratch {
  stamp: Int32Array;
  generation: number;
  conceptStamp: Int32Array;
  conceptGeneration: number;
  sums: Float64Array;
  best: Float64Array;
  bestWeight: Float64Array;
  mask: Uint8Array;
  /** The products one concept meets (score-concepts.ts). */
  members: Int32Array;
  spare: Float64Array;
  touched: Int32Array;
}

const scratches = new WeakMap<TextIndex, Scratch>();

export function scratchOf(index: TextIndex): Scratch {
  let scratch = scratches.get(index);
  if (scratch === undefined) {
    const n = index.size;
    scratch = {
      stamp: new Int32Array(n),
      generation: 0,
      conceptStamp: new Int32Array(n),
      conceptGeneration: 0,
      sums: new Float64Array(SUMS * n),
      best: new Float64Array(n),
      bestWeight: new Float64Array(n),
      mask: new Uint8Array(n),
      members: new Int32Array(n),
      spare: new Float64Array(n),
      touched: new Int32Array(n),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}
