/**
 * The first part of a text search, shared by matchText (text-search.ts) and countText: the query's concepts, their
 * first-stage scores and the products they match under the filters, before any ranking.
 */
import type { RankingDefaults } from '../../../core/index.ts';
import type { Keep } from '../index-filters.ts';
import { FUNCTION_WORDS, isUnreportedWord } from './analyzer-lexicon.ts';
import { bestCovered } from './best-covered.ts';
import { isEnglishWord } from './english-words.ts';
import type { ConceptScores } from './concept-sums.ts';
import { beyondModifiers, modifierTerms } from './modifier-words.ts';
import { namesProducts, unsoldContainer } from './names-products.ts';
import type { Concept } from './query-concept.ts';
import { headConcept, namingHead } from './query-head.ts';
import { planQuery } from './query-plan.ts';
import { markRelaxed } from './relaxed-concepts.ts';
import { scoreConcepts } from './score-concepts.ts';
import type { TextCatalog } from './text-catalog.ts';

/** Shortest word reported as matching nothing ("for", "a" say nothing about the catalogue). */
const MIN_UNMATCHED_LENGTH = 3;
/**
 * A shorter word of letters that is no English word is a name or code the shopper asked for ("LG" of "LG
 * headphones", "headphones by LG"), reported as any other: "of", "me" are not. Being maybe part of a code
 * ("8fc12t9/cw"), it alone does not leave the other words incidental (names-products.ts).
 */
const SHORT_NAME = /^\p{L}{2}$/u;
const reportedLength = (word: string): boolean =>
  word.length >= MIN_UNMATCHED_LENGTH || (SHORT_NAME.test(word) && !isEnglishWord(word));

/**
 * Words of the query that no product holds, even corrected, as a synonym or a compound: "bottle" in "water
 * bottle" when the shop sells none, "hood" in "tents with hood". The products shown match the other words
 * only, and the chat says so. Function words and words of opinion or speech ("best", "can": OPINION_WORDS,
 * SPEECH_WORDS) are no such detail.
 */
export function unmatchedWords(concepts: readonly Concept[]): string[] {
  return concepts
    .filter(
      (concept) =>
        concept.alternatives.length === 0 &&
        concept.word &&
        reportedLength(concept.typed) &&
        !FUNCTION_WORDS.has(concept.typed) &&
        !isUnreportedWord(concept.typed),
    )
    .map((concept) => concept.typed);
}

export interface TextMatchSet {
  concepts: Concept[];
  /** The first stage's scores (scratch arrays of the index: read them before the next search). */
  scores: ConceptScores;
  /** unmatchedWords of the concepts. */
  unmatched: string[];
  modifiers: ReadonlySet<string>;
  headWord: Concept | undefined;
  /** The products matching the text and passing `keep`, unordered. */
  matches: Int32Array;
  /** `unmatched`, when the result reports it (some other word of substance is in the catalogue). */
  reported: { unmatched?: string[] };
}

/** The text's match set under `keep` (see matchText for the arguments). */
export function textMatchSet(
  catalog: TextCatalog,
  text: string,
  keep: Keep | undefined,
  defaults: RankingDefaults,
  relaxedWords: readonly string[],
  modifierWords: readonly string[],
): TextMatchSet {
  const concepts = planQuery(text, {
    index: catalog.text,
    typos: catalog.typos,
    synonyms: catalog.synonyms,
    defaults,
  });
  markRelaxed(concepts, relaxedWords);
  const scores = scoreConcepts(catalog.text, concepts, defaults);
  const unmatched = unmatchedWords(concepts);
  const headWord = headConcept(catalog.text, concepts, scores.importance);
  // "picnic set" where no title names a picnic: a kind the shop lacks, reported as the pair (names-products.ts).
  const unsold = unsoldContainer(catalog.text, concepts, headWord);
  const incidental =
    unsold !== undefined ||
    (unmatched.some((word) => word.length >= MIN_UNMATCHED_LENGTH) &&
      !namesProducts(catalog.text, concepts, modifierWords));
  const modifiers = modifierTerms(modifierWords);
  const touched = incidental
    ? new Int32Array(0)
    : beyondModifiers(catalog.text, concepts, modifiers, scores.touched);
  const kept = keep === undefined ? touched : touched.filter((position) => keep(position));
  // A kind the shop sells none of, met by its broader kind ("waterproof parka"): the jackets, where some are left,
  // not the boots that are waterproof too.
  const matches = headWord?.broader === undefined ? kept : namingHead(catalog.text, headWord, kept);
  // Reported also when nothing is left ("espresso machine": no product mentions "espresso"), unless no word of
  // the query is in any product (then "I couldn't find any espresso" says it all).
  const others = concepts.some(
    (concept) => concept.alternatives.length > 0 && !FUNCTION_WORDS.has(concept.typed),
  );
  const reported =
    unsold !== undefined ? { unmatched: [unsold] } : unmatched.length > 0 && others ? { unmatched } : {};
  return { concepts, scores, unmatched, modifiers, headWord, matches, reported };
}

/**
 * How many products matchText would return, and the words it would report unmatched, without ranking them:
 * for a probe that asks only whether the words match anything (core's unknownWords). The relevance sort keeps
 * every match; the other sorts only the best-covered, naming the head where some do (as matchText).
 */
export function countText(
  catalog: TextCatalog,
  text: string,
  keep: Keep | undefined,
  rank: boolean,
  defaults: RankingDefaults,
  relaxedWords: readonly string[],
  modifierWords: readonly string[],
): { total: number; unmatched?: string[] } {
  const { scores, headWord, matches, reported } = textMatchSet(
    catalog,
    text,
    keep,
    defaults,
    relaxedWords,
    modifierWords,
  );
  const total = rank
    ? matches.length
    : namingHead(catalog.text, headWord, bestCovered(matches, scores.sums, defaults.sortedCoverage)).length;
  return { total, ...reported };
}
