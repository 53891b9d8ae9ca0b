/**
 * Scratch arrays of the rerank (rank-candidates.ts), one set per text index, sized to the candidates and reused:
 * a typed array of more than 64 bytes lives outside V8's heap, and allocating a handful of them on every search
 * had cost more than the work they held. Searches run one at a time per index, and nothing a search returns
 * points into them.
 */
import { RECORD, type RerankRecords } from './rerank-records.ts';
import type { TextIndex } from './text-index.ts';

export interface RankScratch {
  /** Per heap slot, the index (into the matches) of a candidate. */
  slots: Int32Array;
  /** Per heap slot, the candidate's first-stage score. */
  stage: Float64Array;
  /** Per slot, the candidate's catalogue position. */
  candidates: Int32Array;
  /** Per slot, the candidate's rerank score. */
  rerank: Float64Array;
  /** Slots in final order. */
  order: Int32Array;
  /** Per slot, the candidate's rerank record (rerank-records.ts), copied in one pass (candidate-features.ts). */
  picked: RerankRecords;
  /** Per slot, the term id of the candidate's first title word (-1: none). */
  lead: Int32Array;
  /** query-likelihood.ts: per slot, the log likelihood, the concept's best tf and the length term. */
  logs: Float64Array;
  tfs: Float64Array;
  lengths: Float64Array;
  /** query-likelihood.ts: the candidates in ascending order. */
  ascending: Int32Array;
  /** query-likelihood.ts: per slot, the scaled likelihood. */
  scaled: Float64Array;
}

const scratches = new WeakMap<TextIndex, RankScratch>();

/** The index's scratch, for up to `count` candidates. */
export function rankScratch(text: TextIndex, count: number): RankScratch {
  let scratch = scratches.get(text);
  if (scratch === undefined || scratch.slots.length < count) {
    const picked = new ArrayBuffer(4 * RECORD * count);
    scratch = {
      slots: new Int32Array(count),
      stage: new Float64Array(count),
      candidates: new Int32Array(count),
      rerank: new Float64Array(count),
      order: new Int32Array(count),
      picked: {
        words: new Int32Array(picked),
        doubles: new Float64Array(picked),
        floats: new Float32Array(picked),
      },
      lead: new Int32Array(count),
      logs: new Float64Array(count),
      tfs: new Float64Array(count),
      lengths: new Float64Array(count),
      ascending: new Int32Array(count),
      scaled: new Float64Array(count),
    };
    scratches.set(text, scratch);
  }
  return scratch;
}
