/**
 * The second stage's inputs: for each candidate product, the features the core's `scoreCandidate` weighs —
 * how much of the query it covers (anywhere, in the title, in the title's main segment, in brand/category),
 * whether the query's word pairs sit next to each other in its title, whether the query's head is in the
 * title and is the title's own head, how much of the title the query accounts for, how likely its language
 * model makes the query, and its popularity. A product whose category names the query's head and whose title holds
 * the query's other words ("Hiking Daypack" in "Bags > Backpacks" for "backpacks for hiking") meets the head as one
 * whose title names it does: it had lost to every "Laptop Backpack", whose title holds the head alone.
 */
import type { CandidateFeatures, RankingDefaults } from '../../../core/index.ts';
import type { CatalogIndex } from '../catalog-index.ts';
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import { categoryHolds, productHolds } from './category-head.ts';
import { conceptMasks, maskOf, MAX_MASKED } from './concept-masks.ts';
import type { Concept } from './query-concept.ts';
import { queryHead } from './query-head.ts';
import { queryLikelihood } from './query-likelihood.ts';
import { synonymOnlyTerms } from './synonym-aside.ts';
import {
  BM25,
  CATEGORY_COVERAGE,
  COVERAGE,
  SUMS,
  TITLE_COVERAGE,
  type ConceptScores,
} from './concept-sums.ts';
import type { TextIndex } from './text-index.ts';
import { TOKEN, titleLayout } from './title-layout.ts';
import { rankScratch } from './rank-scratch.ts';
import {
  AVAILABLE,
  END,
  FIRST,
  HEAD,
  MAIN_END,
  POPULARITY,
  RECORD,
  rerankRecords,
} from './rerank-records.ts';

// Module-level helpers, not closures made per search: tsx (it keeps names) gives each named closure its name with
// Object.defineProperty, about a microsecond each.

/** True when the product at `doc` holds each use word of `bits` somewhere. */
function holdsUse(text: TextIndex, concepts: readonly Concept[], doc: number, bits: number): boolean {
  for (let c = 0; bits !== 0; c++, bits >>>= 1)
    if (bits & 1 && !productHolds(text, concepts[c]!, doc)) return false;
  return true;
}

/** The share of the query's importance (of `total`) the concepts of `bits` carry. */
function shareOf(importance: Float64Array, total: number, bits: number): number {
  let sum = 0;
  for (let c = 0; bits !== 0; c++, bits >>>= 1) if (bits & 1) sum += importance[c]!;
  return total > 0 ? sum / total : 0;
}

/** Calls `visit` with each form id of the concept: its own (the first), then its synonyms'. */
function eachForm(concept: Concept, visit: (form: number) => void): void {
  const { form, synonymForms } = concept;
  if (form >= 0) visit(form);
  for (const synonymForm of synonymForms) if (synonymForm >= 0) visit(synonymForm);
}

/** A title's first word is brand-like when at least this share of the products holding it start with it. */
const BRAND_LEAD_SHARE = 0.5;

const popcount = (bits: number): number => {
  let count = 0;
  for (; bits !== 0; bits &= bits - 1) count++;
  return count;
};

export function candidateFeatures(
  text: TextIndex,
  catalog: CatalogIndex,
  concepts: readonly Concept[],
  scores: ConceptScores,
  candidates: Int32Array,
  defaults: RankingDefaults,
  forChildren?: (doc: number) => boolean,
): CandidateFeatures[] {
  const total = scores.totalImportance;
  const { masks, filter, done } = conceptMasks(text, concepts);
  const active = concepts.map(
    (concept, c) => c < MAX_MASKED && scores.importance[c]! > 0 && concept.relaxed !== true,
  );
  // Adjacent pairs of the concepts that can match, in query order; the head is the last word (not a code)
  // before any "for" / "with" that ends the query's main part.
  const pairs: number[] = [];
  let previous = -1;
  active.forEach((on, c) => {
    if (!on) return;
    if (previous >= 0) pairs.push(previous, c);
    previous = c;
  });
  const head = queryHead(text, concepts, active);
  const headBit = head >= 0 ? 1 << head : 0;
  const headSynonyms = synonymOnlyTerms(concepts[head]);
  const activeCount = active.filter(Boolean).length;
  // The query's other words naming something (not "for", "with"…): a title holding them all, its category the head.
  // Those of the use after "for" / "with" (Concept.modifier) may be held anywhere, the description too.
  let restBits = 0;
  let useBits = 0;
  active.forEach((on, c) => {
    if (!on || c === head || !concepts[c]!.word || FUNCTION_WORDS.has(concepts[c]!.typed)) return;
    restBits |= 1 << c;
    if (concepts[c]!.modifier) useBits |= 1 << c;
  });
  // The query's words as typed, and their one-word synonyms as written. Plain loops into typed arrays, as below:
  // this runs per search, and iterator-based copies (flatMap, Array.from) had cost more than the work.
  let formCount = 0;
  for (let c = 0; c < concepts.length; c++)
    if (scores.importance[c]! > 0) eachForm(concepts[c]!, () => formCount++);
  const formIds = new Int32Array(formCount);
  const formOwners = new Int32Array(formCount);
  let forms = 0;
  for (let c = 0; c < concepts.length; c++) {
    if (!(scores.importance[c]! > 0)) continue;
    eachForm(concepts[c]!, (form) => {
      formIds[forms] = form;
      formOwners[forms++] = c;
    });
  }
  const formSeen = new Uint8Array(concepts.length);
  // Each pair as the bits of its first and second concept.
  const firstBits = new Int32Array(pairs.length / 2);
  const secondBits = new Int32Array(pairs.length / 2);
  for (let k = 0; k < firstBits.length; k++) {
    firstBits[k] = 1 << pairs[2 * k]!;
    secondBits[k] = 1 << pairs[2 * k + 1]!;
  }
  const { tokens } = titleLayout(text);
  const { leadShare } = text;
  const { sums } = scores;
  const { words } = rerankRecords(text, catalog);
  const { picked, lead } = rankScratch(text, candidates.length);
  // One pass copies each candidate's record, reads its title's first word and its sums: reads for different
  // candidates wait on none of each other's, so their cache misses overlap, where the loop below met them in turn.
  let bestBm25 = 0;
  for (let i = 0; i < candidates.length; i++) {
    const doc = candidates[i]!;
    const at = RECORD * doc;
    for (let k = 0; k < RECORD; k++) picked.words[RECORD * i + k] = words[at + k]!;
    const first = words[at + FIRST]!;
    lead[i] = words[at + END]! > first ? tokens[TOKEN * first]! : -1;
    bestBm25 = Math.max(bestBm25, sums[SUMS * doc + BM25]!);
  }
  const likelihood = queryLikelihood(text, concepts, scores.importance, candidates, defaults, picked);

  try {
    const features: CandidateFeatures[] = new Array<CandidateFeatures>(candidates.length);
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i]!;
      const from = picked.words[RECORD * i + FIRST]!;
      const to = picked.words[RECORD * i + END]!;
      const mainEnd = picked.words[RECORD * i + MAIN_END]!;
      let matched = 0;
      let seen = 0;
      let mainSeen = 0;
      let adjacent = 0;
      let previousMask = 0;
      // Whether the title meets the head by a word of its own, or only by a synonym of it (synonym-aside.ts).
      let headOwn = false;
      if (formIds.length > 0) formSeen.fill(0);
      for (let p = from; p < to; p++) {
        // The colour a title gives after "in" ("Duvet Cover in Cream") is no word of its own naming the query's
        // head: the product is not the kind asked by it ("cream for oily skin"; title-colours.ts).
        const term = tokens[TOKEN * p]!;
        const marked = tokens[TOKEN * p + 1]!;
        const colour = (marked & 1) === 1;
        if (formIds.length > 0) {
          const form = marked >> 1;
          for (let f = 0; f < formIds.length; f++)
            if (formIds[f] === form && !(colour && formOwners[f] === head)) formSeen[formOwners[f]!] = 1;
        }
        const mask = maskOf(masks, filter, term) & (colour ? ~headBit : -1);
        if (mask === 0) {
          previousMask = 0;
          continue;
        }
        matched++;
        seen |= mask;
        if ((mask & headBit) !== 0 && !headSynonyms.has(term)) headOwn = true;
        if (p < mainEnd) mainSeen |= mask;
        // A pair is adjacent when its first word ends where its second starts, or one token holds both.
        const before = previousMask | mask;
        for (let k = 0; k < firstBits.length; k++) {
          if ((mask & secondBits[k]!) !== 0 && (before & firstBits[k]!) !== 0) adjacent |= 1 << k;
        }
        previousMask = mask;
      }
      // "Hiking Daypack" in "Bags > Backpacks" for "backpacks for hiking": its category names the head its title
      // lacks, its title the query's other words; the head counts as its title's, in each title feature. So for
      // "headphones for running" do the "Sport Earbuds" of "Electronics > Headphones" whose descriptions say "long
      // runs": the use may be stated anywhere, so they no longer trail every "On-Ear Headphones" saying nothing of it.
      const named =
        headBit !== 0 &&
        (seen & headBit) === 0 &&
        restBits !== 0 &&
        (seen & (restBits & ~useBits)) === (restBits & ~useBits) &&
        categoryHolds(text, concepts[head]!, doc) &&
        holdsUse(text, concepts, doc, useBits & ~seen);
      const headShare = named && total > 0 ? scores.importance[head]! / total : 0;
      if (named) {
        seen |= headBit;
        mainSeen |= headBit;
      }
      // The query's words found in the title as typed (plurals folded), idf-weighted.
      let exact = 0;
      for (const c of formOwners) if (formSeen[c]) exact += scores.importance[c]!;
      const ownHead = picked.words[RECORD * i + HEAD]!;
      // The head met only by a synonym modifying the title's own head noun ("Duvet Cover" for "comforter").
      const aside =
        !named && !headOwn && (seen & headBit) !== 0 && (maskOf(masks, filter, ownHead) & headBit) === 0;
      const at = SUMS * doc;
      features[i] = {
        bm25: sums[at + BM25]!,
        bestBm25,
        coverage: total > 0 ? sums[at + COVERAGE]! / total : 0,
        titleCoverage: total > 0 ? sums[at + TITLE_COVERAGE]! / total + headShare : 0,
        mainCoverage: shareOf(scores.importance, total, mainSeen),
        adjacency: firstBits.length === 0 ? 0 : popcount(adjacent) / firstBits.length,
        head: (seen & headBit) !== 0 && !aside ? 1 : 0,
        titleHead: named || maskOf(masks, filter, ownHead) !== 0 ? 1 : 0,
        category: total > 0 ? sums[at + CATEGORY_COVERAGE]! / total : 0,
        titleWords: activeCount > 0 ? popcount(seen) / activeCount : 0,
        titlePrecision: to > from ? matched / (to - from) : 0,
        exactTitle: total > 0 ? exact / total + headShare : 0,
        exactHead: named || (head >= 0 && formSeen[head] === 1 && !aside) ? 1 : 0,
        brand: maskOf(masks, filter, lead[i]!) !== 0 && leadShare[lead[i]!]! > BRAND_LEAD_SHARE ? 1 : 0,
        likelihood: likelihood[i]!,
        popularity: picked.doubles[(RECORD / 2) * i + POPULARITY]!,
        audienceDefault: forChildren?.(doc) === true ? 0 : 1,
        available: picked.words[RECORD * i + AVAILABLE]!,
      };
    }
    return features;
  } finally {
    done();
  }
}
