/**
 * A word no title in the shop is headed by, whose synonym heads some: "duvet" in the demo shop, whose duvets are
 * its "Comforter"s (the lexicon's "duvet" is a comforter). A "Duvet Cover" writes the word, but only before its own
 * head noun: it is a cover, of the compound kind, not the kind asked. The rerank had listed the ten covers first
 * (they hold the word as typed, the comforters only its synonym); now each candidate holding the word only so comes
 * after the last candidate headed by the synonym, their own order kept (rank-candidates.ts). The mirror of the
 * synonym set aside for "comforter" (synonym-aside.ts). A word heading some title keeps the rerank's order. Pure.
 */
import { MAX_MASKED } from './concept-masks.ts';
import type { Concept } from './query-concept.ts';
import { queryHead } from './query-head.ts';
import { synonymOnlyTerms } from './synonym-aside.ts';
import type { TextIndex } from './text-index.ts';
import { headTerms } from './title-heads.ts';

/**
 * Whether the title of `doc` writes one of `terms` right before its own head noun ("Duvet Cover"), not as a word
 * further from it ("Sheetrock 500 ft. Drywall Joint Tape", a brand) or after it.
 */
function titleHolds(index: TextIndex, doc: number, terms: ReadonlySet<number>): boolean {
  const head = index.titleHead[doc]!;
  for (let p = index.titleStart[doc]!, end = index.titleStart[doc + 1]! - 1; p < end; p++)
    if (terms.has(index.titleTerms[p]!) && index.titleTerms[p + 1] === head) return true;
  return false;
}

/**
 * Lowers the rerank scores (`rerank`, per candidate) of the candidates holding the query's head only before their
 * own head noun below the lowest of those headed by its synonym, by one shift keeping their order; no change
 * where the head has no synonym heading a candidate's title, or where the word itself heads a title in the shop.
 */
export function setCompoundsAside(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
  candidates: Int32Array,
  rerank: Float64Array,
): void {
  if (!concepts.some((concept) => concept.alternatives.some(({ synonym }) => synonym === true))) return;
  // The concepts the rerank reads (candidate-features.ts): those weighing something, not relaxed.
  const active = concepts.map((each, c) => c < MAX_MASKED && importance[c]! > 0 && each.relaxed !== true);
  const concept = concepts[queryHead(index, concepts, active)];
  const synonyms = synonymOnlyTerms(concept);
  if (concept === undefined || synonyms.size === 0) return;
  const heads = headTerms(index);
  const own = new Set<number>();
  for (const { terms, synonym } of concept.alternatives) {
    if (synonym === true || terms.length !== 1) continue;
    if (heads[terms[0]!] === 1) return;
    own.add(terms[0]!);
  }
  let lowest = Infinity;
  let highest = -Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const doc = candidates[i]!;
    if (synonyms.has(index.titleHead[doc]!)) lowest = Math.min(lowest, rerank[i]!);
    else if (titleHolds(index, doc, own)) highest = Math.max(highest, rerank[i]!);
  }
  if (lowest === Infinity || highest === -Infinity || highest < lowest) return;
  const shift = highest - lowest + 1e-6;
  for (let i = 0; i < candidates.length; i++) {
    const doc = candidates[i]!;
    if (!synonyms.has(index.titleHead[doc]!) && titleHolds(index, doc, own)) rerank[i] = rerank[i]! - shift;
  }
}
