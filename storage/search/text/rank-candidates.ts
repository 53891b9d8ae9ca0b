/**
 * Relevance order of a text search. The first stage orders every match by bm25 × coverage^coordination
 * (OR semantics that strongly rewards covering more of the query); the best `candidates` are then reranked by
 * the core's pure `scoreCandidate` from features read here: coverage shares, title adjacency of the query's
 * word pairs, the query head in the title, brand/category agreement, title precision and popularity.
 */
import { scoreCandidate, type CandidateFeatures, type RankingDefaults } from '../../../core/index.ts';
import type { CatalogIndex } from '../catalog-index.ts';
import type { Concept } from './query-concept.ts';
import { candidateFeatures } from './candidate-features.ts';
import { setCompoundsAside } from './compound-aside.ts';
import { BM25, COVERAGE, SUMS, type ConceptScores } from './concept-sums.ts';
import type { TextIndex } from './text-index.ts';
import { rankScratch } from './rank-scratch.ts';

export interface RankedMatches {
  /** Positions of the matches; the first `ranked` already in final order. */
  matches: Int32Array;
  /** Order key per entry of `matches`, lower is better: reranked candidates all precede the rest. */
  scores: Float64Array;
  ranked: number;
}

/**
 * Receives every rerank's candidates (product ids and catalogue positions, the final tie-break) and their
 * features: training data for the weights.
 */
export type RerankObserver = (
  ids: readonly string[],
  positions: Int32Array,
  features: readonly CandidateFeatures[],
) => void;
let observer: RerankObserver | undefined;

/** Sets (or with undefined, clears) the one rerank observer; used by `npm run bench:relevance -- --dump`. */
export function observeReranks(next: RerankObserver | undefined): void {
  observer = next;
}

/** Reranked candidates sort ahead of every other match: their keys are offset by this much. */
const CANDIDATE_TIER = 1e6;

/**
 * Fills `heap` with the indices n of the `count` largest `value[n]` (ties: the smaller `items[n]` first), unordered,
 * and `worth` with their values; returns how many (fewer when there are fewer items). A bounded min-heap. The
 * values are dense by index, so that the scan reads them in order rather than at each item's catalogue position.
 */
function topBy(
  items: Int32Array,
  value: Float64Array,
  count: number,
  heap: Int32Array,
  worth: Float64Array,
): number {
  if (items.length <= count) {
    for (let n = 0; n < items.length; n++) {
      heap[n] = n;
      worth[n] = value[n]!;
    }
    return items.length;
  }
  let size = 0;
  for (let n = 0; n < items.length; n++) {
    const v = value[n]!;
    if (size < count) {
      // Sift up while the item ranks below its parent.
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const p = heap[parent]!;
        const pv = worth[parent]!;
        if (!(v < pv || (v === pv && items[n]! > items[p]!))) break;
        heap[i] = p;
        worth[i] = pv;
        i = parent;
      }
      heap[i] = n;
      worth[i] = v;
      continue;
    }
    const weakest = worth[0]!;
    if (!(weakest < v || (weakest === v && items[heap[0]!]! > items[n]!))) continue;
    // Replace the weakest, sift down while a child ranks below the item.
    const item = items[n]!;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      let child = left;
      if (right < size) {
        const rv = worth[right]!;
        const lv = worth[left]!;
        if (rv < lv || (rv === lv && items[heap[right]!]! > items[heap[left]!]!)) child = right;
      }
      const cv = worth[child]!;
      if (!(cv < v || (cv === v && items[heap[child]!]! > item))) break;
      heap[i] = heap[child]!;
      worth[i] = cv;
      i = child;
    }
    heap[i] = n;
    worth[i] = v;
  }
  return size;
}

/**
 * Fills `order` with the candidates' slots in final order: higher rerank score first, then higher first-stage score
 * (`stage`, per slot), then the earlier catalogue position (a total order, the scores being finite). An insertion
 * sort: for the hundred or so candidates it costs a fraction of Array#sort's call per comparison.
 */
function rerankOrder(
  candidates: Int32Array,
  rerank: Float64Array,
  stage: Float64Array,
  order: Int32Array,
  count: number,
): void {
  for (let i = 0; i < count; i++) {
    const doc = candidates[i]!;
    const score = rerank[i]!;
    const own = stage[i]!;
    let j = i;
    for (; j > 0; j--) {
      const other = order[j - 1]!;
      const otherScore = rerank[other]!;
      if (otherScore > score) break;
      if (otherScore === score) {
        const otherDoc = candidates[other]!;
        const otherStage = stage[other]!;
        if (otherStage > own || (otherStage === own && otherDoc < doc)) break;
      }
      order[j] = other;
    }
    order[j] = i;
  }
}

export function rankCandidates(
  text: TextIndex,
  catalog: CatalogIndex,
  concepts: readonly Concept[],
  scores: ConceptScores,
  matches: Int32Array,
  defaults: RankingDefaults,
  forChildren?: (doc: number) => boolean,
): RankedMatches {
  // The first-stage score of matches[i] at first[i]: written and read in order, not at each catalogue position.
  const first = scores.spare;
  const { sums, totalImportance } = scores;
  const exponent = defaults.coordination;
  for (let i = 0; i < matches.length; i++) {
    const at = SUMS * matches[i]!;
    const share = sums[at + COVERAGE]! / totalImportance;
    first[i] = sums[at + BM25]! * (exponent === 2 ? share * share : Math.pow(share, exponent));
  }
  const s = rankScratch(text, defaults.candidates);
  const count = topBy(matches, first, defaults.candidates, s.slots, s.stage);
  const candidates = s.candidates.subarray(0, count);
  for (let c = 0; c < count; c++) candidates[c] = matches[s.slots[c]!]!;
  const features = candidateFeatures(text, catalog, concepts, scores, candidates, defaults, forChildren);
  observer?.(
    Array.from(candidates, (doc) => catalog.id[doc]!),
    candidates.slice(),
    features,
  );
  const rerank = s.rerank;
  for (let i = 0; i < count; i++) rerank[i] = scoreCandidate(features[i]!, defaults.rerank);
  // "duvet": the "Duvet Cover"s after the comforters, the shop's duvets (compound-aside.ts).
  setCompoundsAside(text, concepts, scores.importance, candidates, rerank);
  rerankOrder(candidates, rerank, s.stage, s.order, count);
  const out = new Int32Array(matches.length);
  const keys = new Float64Array(matches.length);
  let n = 0;
  for (let k = 0; k < count; k++) {
    const c = s.order[k]!;
    out[n] = candidates[c]!;
    keys[n++] = -(CANDIDATE_TIER + rerank[c]!);
    first[s.slots[c]!] = NaN; // marks a reranked candidate for the loop below
  }
  for (let i = 0; i < matches.length; i++) {
    const value = first[i]!;
    if (Number.isNaN(value)) continue;
    out[n] = matches[i]!;
    keys[n++] = -value;
  }
  return { matches: out, scores: keys, ranked: count };
}
