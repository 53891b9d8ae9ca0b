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
import { BM25, COVERAGE, SUMS, type ConceptScores } from './concept-sums.ts';
import type { TextIndex } from './text-index.ts';

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
 * The `count` items with the largest `value[item]` (ties: smaller item first), unordered; a bounded min-heap. Each
 * heap entry's value is kept beside it (`worth`), so that a comparison reads no `value[item]` at random.
 */
function topBy(items: Int32Array, value: Float64Array, count: number): Int32Array {
  if (items.length <= count) return items.slice();
  const heap = new Int32Array(count);
  const worth = new Float64Array(count);
  let size = 0;
  for (let n = 0; n < items.length; n++) {
    const item = items[n]!;
    const v = value[item]!;
    if (size < count) {
      // Sift up while the item ranks below its parent.
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const p = heap[parent]!;
        const pv = worth[parent]!;
        if (!(v < pv || (v === pv && item > p))) break;
        heap[i] = p;
        worth[i] = pv;
        i = parent;
      }
      heap[i] = item;
      worth[i] = v;
      continue;
    }
    const weakest = worth[0]!;
    if (!(weakest < v || (weakest === v && heap[0]! > item))) continue;
    // Replace the weakest, sift down while a child ranks below the item.
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      let child = left;
      if (right < size) {
        const rv = worth[right]!;
        const lv = worth[left]!;
        if (rv < lv || (rv === lv && heap[right]! > heap[left]!)) child = right;
      }
      const cv = worth[child]!;
      if (!(cv < v || (cv === v && heap[child]! > item))) break;
      heap[i] = heap[child]!;
      worth[i] = cv;
      i = child;
    }
    heap[i] = item;
    worth[i] = v;
  }
  return heap;
}

/**
 * The candidates' slots in final order: higher rerank score first, then higher first-stage score, then the
 * earlier catalogue position (a total order, the scores being finite). An insertion sort: for the hundred or so
 * candidates it costs a fraction of Array#sort's call per comparison.
 */
function rerankOrder(candidates: Int32Array, rerank: Float64Array, first: Float64Array): Int32Array {
  const order = new Int32Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const doc = candidates[i]!;
    const score = rerank[i]!;
    const stage = first[doc]!;
    let j = i;
    for (; j > 0; j--) {
      const other = order[j - 1]!;
      const otherScore = rerank[other]!;
      if (otherScore > score) break;
      if (otherScore === score) {
        const otherDoc = candidates[other]!;
        const otherStage = first[otherDoc]!;
        if (otherStage > stage || (otherStage === stage && otherDoc < doc)) break;
      }
      order[j] = other;
    }
    order[j] = i;
  }
  return order;
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
  const first = scores.spare;
  const { sums, totalImportance } = scores;
  const exponent = defaults.coordination;
  for (let i = 0; i < matches.length; i++) {
    const doc = matches[i]!;
    const at = SUMS * doc;
    const share = sums[at + COVERAGE]! / totalImportance;
    first[doc] = sums[at + BM25]! * (exponent === 2 ? share * share : Math.pow(share, exponent));
  }
  const candidates = topBy(matches, first, defaults.candidates);
  const features = candidateFeatures(text, catalog, concepts, scores, candidates, defaults, forChildren);
  observer?.(
    Array.from(candidates, (doc) => catalog.id[doc]!),
    candidates,
    features,
  );
  // A plain loop: Float64Array.from with a mapping function had cost more than the scoring.
  const rerank = new Float64Array(features.length);
  for (let i = 0; i < features.length; i++) rerank[i] = scoreCandidate(features[i]!, defaults.rerank);
  const order = rerankOrder(candidates, rerank, first);
  const out = new Int32Array(matches.length);
  const keys = new Float64Array(matches.length);
  let n = 0;
  for (const c of order) {
    const doc = candidates[c]!;
    out[n] = doc;
    keys[n++] = -(CANDIDATE_TIER + rerank[c]!);
    first[doc] = NaN; // marks a reranked candidate for the loop below
  }
  for (const doc of matches) {
    if (Number.isNaN(first[doc])) continue;
    out[n] = doc;
    keys[n++] = -first[doc]!;
  }
  return { matches: out, scores: keys, ranked: order.length };
}
