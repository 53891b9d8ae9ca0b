/**
 * First stage: BM25F over the in-memory postings with OR semantics. Per product it sums, for every query
 * concept, the best of the concept's alternatives (weight × idf × saturated tf), and records which share of
 * the query (idf-weighted) it covers — anywhere, in the title, in the brand or category.
 * Its scratch arrays (concept-sums.ts) are allocated once per index and reused.
 */
import { meetsForm } from './described-forms.ts';
import { findPosting, idf, phraseHits } from './postings.ts';
import type { Concept } from './query-concept.ts';
import { quietConcepts } from './quiet-concepts.ts';
import { addTo, scratchOf, startSums, type ConceptScores } from './concept-sums.ts';
import type { TextIndex } from './text-index.ts';

/**
 * `knobs` (rankingDefaults): a concept whose alternatives are together in more than `commonShare` of the
 * catalogue (and at least `commonMinimum` products) is non-selective ("in", "x", "with"): it adds to the score
 * of products other concepts matched, but matches nothing on its own — unless the query has no selective
 * concept at all. A function word (FUNCTION_WORDS) is always so while the query holds another word, and a
 * relaxed constraint's word (Concept.relaxed), which also weighs only `relaxedWord` of the least own word.
 */
export function scoreConcepts(
  index: TextIndex,
  concepts: readonly Concept[],
  knobs: { commonShare: number; commonMinimum: number; relaxedWord: number },
): ConceptScores {
  const s = scratchOf(index);
  if (s.generation >= 2 ** 30 || s.conceptGeneration >= 2 ** 30) {
    s.stamp.fill(0);
    s.conceptStamp.fill(0);
    s.generation = s.conceptGeneration = 0;
  }
  const generation = ++s.generation;
  const touched = s.touched;
  let touchedCount = 0;
  const importance = new Float64Array(concepts.length);
  let totalImportance = 0;

  const { postStart, postDoc, postSat, postFields } = index;
  const { stamp, conceptStamp, best, bestWeight, mask, members } = s;
  const { sums } = s;
  let generating = true;
  const { quiet: isQuiet, opinion: isOpinion } = quietConcepts(index, concepts, knobs);
  const order = concepts.map((_, c) => c);
  order.sort((a, b) => Number(isQuiet[a]) - Number(isQuiet[b]) || a - b);
  /** The least importance of the words that match on their own (all come before the relaxed ones). */
  let leastOwn = Infinity;

  for (const c of order) {
    const concept = concepts[c]!;
    const { alternatives } = concept;
    if (alternatives.length === 0) continue;
    if (generating && isQuiet[c]) generating = false;
    let conceptImportance = 0;
    const own = index.terms.get(concept.term);
    // A one-word synonym scores no more than the shopper's own word would in the same place: a rare "duvet" had
    // outscored the "comforter" typed (whose stem "comfortable" shares), in every "Duvet Cover".
    const ownIdf = own === undefined ? Infinity : idf(index, concept.commoner ?? own);
    if (!isOpinion[c]) {
      // A word's importance is its own idf (or its commoner spelling's, when it is a rare misspelling of that);
      // its alternatives widen what matches it, not how much it counts: a rare joined form ("martialart") or
      // synonym ("commode") would otherwise outweigh the query's other words.
      if (own !== undefined) conceptImportance = ownIdf;
      else
        for (const { terms } of alternatives) {
          for (const term of terms) conceptImportance = Math.max(conceptImportance, idf(index, term));
        }
    }
    // A relaxed word weighs `relaxedWord` of its idf, and of the least own word's at most: it orders products
    // matching the shopper's words about as well, never one matching fewer of them first.
    let factor = 1;
    if (concept.relaxed === true && conceptImportance > 0) {
      const weighed = knobs.relaxedWord * Math.min(conceptImportance, leastOwn);
      factor = weighed / conceptImportance;
      conceptImportance = weighed;
    } else if (!isQuiet[c] && conceptImportance > 0) leastOwn = Math.min(leastOwn, conceptImportance);
    importance[c] = conceptImportance;
    totalImportance += conceptImportance;

    const only = alternatives[0]!;
    if (alternatives.length === 1 && only.terms.length === 1) {
      // The common case: one word, one posting list, no max over alternatives.
      const term = only.terms[0]!;
      const scale = factor * only.weight * idf(index, term);
      const credit = conceptImportance * only.weight;
      const from = postStart[term]!;
      const to = postStart[term + 1]!;
      const form = only.describedForm;
      // The loops below add to the sums directly (addTo, startSums): a closure called per posting had cost more.
      if (!generating && touchedCount * 16 < to - from) {
        // Few matches so far: look each up rather than walk a long posting list.
        for (let t = 0, n = touchedCount; t < n; t++) {
          const doc = touched[t]!;
          const k = findPosting(postDoc, from, to, doc);
          if (k >= 0 && (form === undefined || meetsForm(index, term, k, form)))
            addTo(sums, doc, scale * postSat[k]!, credit, postFields[k]!);
        }
      } else {
        for (let k = from; k < to; k++) {
          if (form !== undefined && !meetsForm(index, term, k, form)) continue;
          const doc = postDoc[k]!;
          if (stamp[doc] === generation) addTo(sums, doc, scale * postSat[k]!, credit, postFields[k]!);
          else if (generating) {
            stamp[doc] = generation;
            startSums(sums, doc, scale * postSat[k]!, credit, postFields[k]!);
            touched[touchedCount++] = doc;
          }
        }
      }
      continue;
    }
    const conceptGeneration = ++s.conceptGeneration;
    /** Products the concept meets (in first-hit order): members[0 .. memberCount). */
    let memberCount = 0;
    /** The alternative's value for a product, kept when the best of the concept's so far. */
    const hit = (doc: number, value: number, weight: number, fields: number) => {
      if (conceptStamp[doc] !== conceptGeneration) {
        conceptStamp[doc] = conceptGeneration;
        best[doc] = value;
        bestWeight[doc] = weight;
        mask[doc] = fields;
        members[memberCount++] = doc;
      } else {
        if (value > best[doc]!) best[doc] = value;
        if (weight > bestWeight[doc]!) bestWeight[doc] = weight;
        mask[doc]! |= fields;
      }
    };
    for (const { terms, weight, synonym, describedForm } of alternatives) {
      if (terms.length === 1) {
        const term = terms[0]!;
        const scale =
          factor * weight * (synonym === true ? Math.min(idf(index, term), ownIdf) : idf(index, term));
        const from = postStart[term]!;
        const to = postStart[term + 1]!;
        if (!generating && touchedCount * 16 < to - from) {
          // As above: only the products matched so far count, so look each up. The members' order differs from
          // the walk's, but each product's best is the same, and none is new to `touched`.
          for (let t = 0, n = touchedCount; t < n; t++) {
            const doc = touched[t]!;
            const k = findPosting(postDoc, from, to, doc);
            if (k >= 0 && (describedForm === undefined || meetsForm(index, term, k, describedForm)))
              hit(doc, scale * postSat[k]!, weight, postFields[k]!);
          }
          continue;
        }
        for (let k = from; k < to; k++) {
          const doc = postDoc[k]!;
          if (!generating && stamp[doc] !== generation) continue;
          if (describedForm === undefined || meetsForm(index, term, k, describedForm))
            hit(doc, scale * postSat[k]!, weight, postFields[k]!);
        }
      } else {
        for (const [doc, [value, fields]] of phraseHits(index, terms))
          if (generating || stamp[doc] === generation) hit(doc, factor * weight * value, weight, fields);
      }
    }
    for (let m = 0; m < memberCount; m++) {
      const doc = members[m]!;
      const credit = conceptImportance * bestWeight[doc]!;
      if (stamp[doc] === generation) addTo(sums, doc, best[doc]!, credit, mask[doc]!);
      else {
        stamp[doc] = generation;
        startSums(sums, doc, best[doc]!, credit, mask[doc]!);
        touched[touchedCount++] = doc;
      }
    }
  }

  return {
    touched: touched.subarray(0, touchedCount),
    sums: s.sums,
    totalImportance,
    importance,
    spare: s.spare,
  };
}
