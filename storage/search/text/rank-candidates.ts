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

/** The `count` items with the largest `value[item]` (ties: smaller item first), unordered; a bounded min-heap. */
function topBy(items: Int32Array, value: Float64Array, count: number): Int32Array {
  if (items.length <= count) return items.slice();
  const heap = new Int32Array(count);
  /** True when item a ranks below item b. */
  const below = (a: number, b: number) => value[a]! < value[b]! || (value[a] === value[b] && a > b);
  let size = 0;
  for (const item of items) {
    if (size < count) {
      // Sift up.
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!below(item, heap[parent]!)) break;
        heap[i] = heap[parent]!;
        i = parent;
      }
      heap[i] = item;
    } else if (below(heap[0]!, item)) {
      // Replace the weakest, sift down.
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= size) break;
        const right = left + 1;
        const child = right < size && below(heap[right]!, heap[left]!) ? right : left;
        if (!below(heap[child]!, item)) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = item;
    }
  }
  return heap;
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
  for (const doc of matches) {
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
  const rerank = features.map((candidate) => scoreCandidate(candidate, defaults.rerank));

  const order = Array.from(candidates.keys()).sort(
    (a, b) =>
      rerank[b]! - rerank[a]! ||
      first[candidates[b]!]! - first[candidates[a]!]! ||
      candidates[a]! - candidates[b]!,
  );
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
