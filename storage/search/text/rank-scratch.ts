/**
 * Scratch arrays of the rerank (rank-candidates.ts), one set per text index, sized to the candidates and reused:
 * a typed array of more than 64 bytes lives outside V8's heap, and allocating a handful of them on every search
 * had cost more than the work they held. Searches run one at a time per index, and nothing returned points
 * into them.
 */
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
}

const scratches = new WeakMap<TextIndex, RankScratch>();

/** The index's scratch, for up to `count` candidates. */
export function rankScratch(text: TextIndex, count: number): RankScratch {
  let scratch = scratches.get(text);
  if (scratch === undefined || scratch.slots.length < count) {
    scratch = {
      slots: new Int32Array(count),
      stage: new Float64Array(count),
      candidates: new Int32Array(count),
      rerank: new Float64Array(count),
      order: new Int32Array(count),
    };
    scratches.set(text, scratch);
  }
  return scratch;
}
