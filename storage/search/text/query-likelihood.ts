/**
 * The rerank's `likelihood` feature: how likely the product's language model makes the query. Each product is
 * a bag of its words, title words counting `likelihood.titleWeight` times, smoothed towards the catalogue's
 * (Dirichlet, `likelihood.mu`): Σ over the query's concepts of ln((tf + mu × p) / (length + mu)). Unlike BM25's
 * saturated counts, it rewards products whose words are mostly the query's. Scaled to 0..1 over the candidates.
 */
import type { RankingDefaults } from '../../../core/index.ts';
import type { Concept } from './query-concept.ts';
import { gallopTo } from './postings.ts';
import type { TextIndex } from './text-index.ts';
import { rankScratch } from './rank-scratch.ts';
import { MASS, RECORD, type RerankRecords } from './rerank-records.ts';

/** A posting list up to this many times the candidates is walked; a longer one is searched per candidate. */
const SCAN_FACTOR = 8;

/** Per index, each product's 1-based slot among the current candidates (0: not one); zero between searches. */
const slotScratch = new WeakMap<TextIndex, Int32Array>();
function slotsOf(text: TextIndex): Int32Array {
  let slots = slotScratch.get(text);
  if (slots === undefined) slotScratch.set(text, (slots = new Int32Array(text.size)));
  return slots;
}

/**
 * Per candidate, the query's likelihood min-max scaled to 0..1 over its range, or over `minRange` when the range
 * is smaller (all 0 when every candidate scores the same). `picked` holds the candidates' records in order
 * (rerank-records.ts); the array returned is scratch (rank-scratch.ts), valid until the next search.
 */
export function queryLikelihood(
  text: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
  candidates: Int32Array,
  defaults: RankingDefaults,
  picked: RerankRecords,
): Float64Array {
  const { mu, minRange } = defaults.likelihood;
  const { postStart, postDoc, postTf, termMass } = text;
  const total = Math.max(1, text.massTotal);
  const count = candidates.length;
  const scratch = rankScratch(text, count);
  const logs = scratch.logs.subarray(0, count);
  const tfs = scratch.tfs.subarray(0, count);
  logs.fill(0);
  const slots = slotsOf(text);
  for (let i = 0; i < count; i++) slots[candidates[i]!] = i + 1;
  // The candidates in ascending order (a numeric sort, no comparator); `slots` gives each one's index.
  const ascending = scratch.ascending.subarray(0, count);
  ascending.set(candidates);
  ascending.sort();
  // Each candidate's length term, from its record (rerank-records.ts), read once rather than per concept.
  const lengths = scratch.lengths;
  for (let i = 0; i < count; i++) lengths[i] = picked.floats[RECORD * i + MASS]! + mu;
  // Plain loops, no closures or filtered copies: this runs per concept of every search.
  for (let c = 0; c < concepts.length; c++) {
    const concept = concepts[c]!;
    // A relaxed constraint's word (Concept.relaxed) ranks by its importance alone.
    if (!(importance[c]! > 0) || concept.relaxed === true) continue;
    // The concept's one-word alternatives; its share of the catalogue is that of its commonest one.
    let single = 0;
    let mass = 0;
    for (const { terms, weight } of concept.alternatives) {
      if (terms.length !== 1) continue;
      single++;
      mass = Math.max(mass, weight * termMass[terms[0]!]!);
    }
    if (single === 0) continue;
    const prior = (mu * (mass + 0.5)) / total;
    tfs.fill(0);
    for (const { terms, weight } of concept.alternatives) {
      if (terms.length !== 1) continue;
      const term = terms[0]!;
      const from = postStart[term]!;
      const to = postStart[term + 1]!;
      if (to - from <= SCAN_FACTOR * candidates.length) {
        // A short posting list: walk it, finding candidates by their slot.
        for (let k = from; k < to; k++) {
          const slot = slots[postDoc[k]!]!;
          if (slot > 0) tfs[slot - 1] = Math.max(tfs[slot - 1]!, weight * postTf[k]!);
        }
      } else {
        // A long one: the candidates in ascending order, each searched from where the last was found (postings
        // are sorted by product), so successive searches read nearby postings rather than the whole list's.
        let at = from;
        for (let n = 0; n < ascending.length && at < to; n++) {
          const doc = ascending[n]!;
          at = gallopTo(postDoc, at, to, doc);
          if (at < to && postDoc[at] === doc) {
            const i = slots[doc]! - 1;
            tfs[i] = Math.max(tfs[i]!, weight * postTf[at]!);
          }
        }
      }
    }
    for (let i = 0; i < candidates.length; i++) {
      logs[i]! += Math.log((tfs[i]! + prior) / lengths[i]!);
    }
  }
  for (const doc of candidates) slots[doc] = 0;
  let low = Infinity;
  let high = -Infinity;
  for (const value of logs) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  const scaled = scratch.scaled.subarray(0, count);
  scaled.fill(0);
  const range = Math.max(high - low, minRange);
  if (high > low) for (let i = 0; i < logs.length; i++) scaled[i] = (logs[i]! - low) / range;
  return scaled;
}
