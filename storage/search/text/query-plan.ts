/**
 * Turns the query text into concepts for the index: one concept per distinct query word, each satisfied by
 * any of its alternatives (the word itself, its compound forms, a typo correction, a synonym), weighted.
 *
 * - Compounds: words written as one ("t-shirt", "8oz") or next to each other ("water proof") also match
 *   their joined form when the catalogue has it ("tshirt", "waterproof"); a word the catalogue lacks is split
 *   into two it has ("bookshelfspeaker" → bookshelf speaker).
 * - Typos: a word the catalogue lacks is replaced by the catalogue's most frequent words one edit away
 *   (words of `typoMinLength`+ letters), else two edits away (`typo2MinLength`+ letters).
 * - Synonyms: built-in and the tenant's groups, matched on terms, single- or multi-word.
 */
import type { RankingDefaults } from '../../../core/index.ts';
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import { analyze, type Token } from './analyze.ts';
import type { SynonymLexicon } from './synonyms.ts';
import { dimensions, gluedRuns, joinedTerm, splitWord } from './compounds.ts';
import { mainPartEnd } from './query-main-part.ts';
import type { TextIndex } from './text-index.ts';
import { lightForm } from './word-form.ts';
import { isEnglishWord } from './english-words.ts';
import { MAX_WORD_LENGTH, type TypoIndex } from './typo-index.ts';

/** Longest query we consider; more words add nothing to ranking but cost time. */
export const MAX_QUERY_TOKENS = 32;

export interface Alternative {
  /** Term ids that must all be present (one for a word; several for a multi-word synonym). */
  terms: number[];
  weight: number;
}

export interface Concept {
  /** The query word's term, as analyzed. */
  term: string;
  /** The word as the shopper typed it (lower-cased). */
  typed: string;
  numeric: boolean;
  /** A word of its own (2+ letters, not part of a code such as "4412-k" or "x200b"): may be the query's head. */
  word: boolean;
  /** The light form id (word-form.ts) of the word as typed, -1 when no title has it (or for numbers). */
  form: number;
  /**
   * After the "for" or "with" that ends the query's main part ("trim kit for a ge microwave"): says what the
   * product goes with, not what it is, so it is never the query's head.
   */
  modifier: boolean;
  alternatives: Alternative[];
}

export interface PlanContext {
  index: TextIndex;
  typos: TypoIndex;
  synonyms: SynonymLexicon;
  defaults: RankingDefaults;
}

const LETTERS = /^[a-z]+$/;
const MIN_SPLIT_PART = 3;
/** Corrections weighed per misspelt word (the closest and most frequent), and how close a runner-up must be. */
const MAX_CORRECTIONS = 8;
const RUNNER_UP_MARGIN = 0.5;

function addAlternative(concept: Concept, terms: number[], weight: number): void {
  if (!(weight > 0)) return; // a zero weight turns an expansion off
  const key = terms.join(' ');
  const existing = concept.alternatives.find((alternative) => alternative.terms.join(' ') === key);
  if (existing === undefined) concept.alternatives.push({ terms, weight });
  else existing.weight = Math.max(existing.weight, weight);
}

/**
 * Products matching the query's other words: what a correction is checked against ("summit gril" → "grill",
 * which appears with "summit", rather than "grip"). Built on the first word that needs correcting. `contentOnly`
 * leaves out function words ("for", "the"), for the support a real word's correction needs.
 */
type Neighbours = Uint8Array;

function neighboursOf(concepts: readonly Concept[], index: TextIndex, contentOnly = false): Neighbours {
  const marks = new Uint8Array(index.size);
  for (const concept of concepts) {
    if (contentOnly && FUNCTION_WORDS.has(concept.typed)) continue;
    for (const { terms } of concept.alternatives) {
      if (terms.length !== 1) continue;
      const term = terms[0]!;
      for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++) marks[index.postDoc[k]!] = 1;
    }
  }
  return marks;
}

/** How many products holding `term` also hold another word of the query. */
function together(term: number, index: TextIndex, neighbours: Neighbours): number {
  let count = 0;
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
    count += neighbours[index.postDoc[k]!]!;
  return count;
}

/**
 * Corrections for a word the catalogue lacks: the catalogue words within one edit (else two, for long
 * words), else a split into two catalogue words. A real English word takes only a correction that appears
 * with the query's other words (`realWordTogether`). Each correction scores ln(1 + products it shares with the
 * query's other words) × `typoContext` + ln(1 + its frequency); the best wins, and a runner-up within
 * RUNNER_UP_MARGIN is kept too.
 */
function repair(
  token: Token,
  concept: Concept,
  context: PlanContext,
  neighbours: () => Neighbours,
  contentNeighbours: () => Neighbours,
): Concept[] {
  const { index, defaults } = context;
  if (token.numeric || token.word.length > MAX_WORD_LENGTH || !LETTERS.test(token.word)) return [concept];
  const length = token.word.length;
  const near = length >= defaults.typoMinLength ? context.typos.lookup(token.word, 1) : [];
  const far =
    near.length === 0 && length >= defaults.typo2MinLength ? context.typos.lookup(token.word, 2) : [];
  const parts =
    near.length === 0 ? splitWord(token.word, index, far.length > 0 ? 4 : MIN_SPLIT_PART) : undefined;
  if (parts !== undefined && defaults.compound > 0) {
    return parts.map((term) => ({
      term,
      typed: term,
      numeric: false,
      word: true,
      form: -1,
      modifier: concept.modifier,
      alternatives: [{ terms: [index.terms.get(term)!], weight: defaults.compound }],
    }));
  }
  const found = near.length > 0 ? near : far;
  if (found.length === 0) return [concept];
  const weight = near.length > 0 ? defaults.typo1 : defaults.typo2;
  // A real word is no misspelling unless the query's other words point to the correction; "for" or "the"
  // next to it point nowhere ("a dress for a wedding" is not bedding).
  const support = isEnglishWord(token.word) ? defaults.realWordTogether : 0;
  const supported = found
    .slice(0, MAX_CORRECTIONS)
    .filter((candidate) => support === 0 || together(candidate.id, index, contentNeighbours()) >= support);
  if (supported.length === 0) return [concept];
  const scored = supported.map((candidate) => ({
    id: candidate.id,
    score:
      defaults.typoContext * Math.log1p(together(candidate.id, index, neighbours())) +
      Math.log1p(candidate.frequency),
  }));
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]!.score;
  for (const { id, score } of scored.slice(0, 2)) {
    if (score >= best - RUNNER_UP_MARGIN) addAlternative(concept, [id], weight);
  }
  return [concept];
}

/** Most products a word may share with the query's other words and still be taken for a misspelling. */
const MAX_OWN_TOGETHER = 2;
/** Fewest products the catalogue's spelling must share with the query's other words. */
const MIN_TOGETHER = 3;

/**
 * A word the catalogue has but rarely, next to a far more frequent one a single edit away, is most likely a
 * misspelling of it ("cushon" in a title or two, "cushion" in hundreds): the frequent word joins as an
 * alternative, the word itself stays. Likewise for a word that hardly appears with the query's other words
 * when a word one edit away often does ("phillips coffee maker": the coffee makers say "Philips").
 */
function addCommonerSpellings(
  token: Token,
  concept: Concept,
  context: PlanContext,
  others: () => Neighbours,
): void {
  const { defaults, index } = context;
  if (token.numeric || !LETTERS.test(token.word) || token.word.length < defaults.typoMinLength) return;
  // The word as typed (a word the catalogue lacks may be here for its compound form only).
  const own = index.terms.get(token.term);
  const frequency = own === undefined ? 0 : index.df[own]!;
  const rare = defaults.rareWord > 0 && frequency <= defaults.rareWord;
  const rareInContext = own !== undefined && frequency <= defaults.rareInContext;
  if (!rare && !rareInContext) return;
  let ownTogether: number | undefined;
  /** The candidate keeps the query's company where the word as typed does not. */
  const keepsCompany = (id: number): boolean => {
    ownTogether ??= together(own!, index, others());
    if (ownTogether > MAX_OWN_TOGETHER) return false;
    const withOthers = together(id, index, others());
    return withOthers >= MIN_TOGETHER && withOthers >= Math.max(1, ownTogether) * defaults.commonerBy;
  };
  for (const candidate of context.typos.lookup(token.word, 1)) {
    const commoner =
      rare && candidate.frequency >= Math.max(defaults.rareWord, frequency) * defaults.commonerBy;
    if (commoner || (rareInContext && keepsCompany(candidate.id))) {
      addAlternative(concept, [candidate.id], defaults.typo1);
      return;
    }
  }
}

/** Adds the joined form of glued runs and of adjacent word pairs to each concept it covers. */
function addCompounds(tokens: Token[], concepts: Concept[], context: PlanContext): void {
  const spans: [number, number][] = gluedRuns(tokens);
  for (let i = 0; i + 1 < tokens.length; i++) if (!tokens[i + 1]!.glued) spans.push([i, i + 2]);
  const joined: [number, number, string][] = spans.map(([start, end]) => [
    start,
    end,
    joinedTerm(tokens.slice(start, end)),
  ]);
  for (const [start, end, term] of [...joined, ...dimensions(tokens)]) {
    const id = context.index.terms.get(term);
    if (id === undefined) continue;
    for (let i = start; i < end; i++) addAlternative(concepts[i]!, [id], context.defaults.compound);
  }
}

/** Adds the other phrases of every synonym group whose phrase occurs in the query's terms. */
function addSynonyms(concepts: Concept[], context: PlanContext): void {
  const terms = concepts.map((concept) => concept.term);
  terms.forEach((term, start) => {
    for (const { phrase, group } of context.synonyms.byFirstTerm.get(term) ?? []) {
      if (!phrase.every((word, k) => terms[start + k] === word)) continue;
      for (const other of group) {
        if (other === phrase) continue;
        const ids = other.map((word) => context.index.terms.get(word));
        if (ids.some((id) => id === undefined)) continue;
        for (let i = start; i < start + phrase.length; i++) {
          addAlternative(concepts[i]!, ids as number[], context.defaults.synonym);
        }
      }
    }
  });
}

/** The query's concepts, in query order, one per distinct term. */
export function planQuery(text: string, context: PlanContext): Concept[] {
  const tokens = analyze(text).slice(0, MAX_QUERY_TOKENS);
  const inCode = new Set<number>();
  for (const [start, end] of gluedRuns(tokens)) {
    if (tokens.slice(start, end).some((token) => token.numeric))
      for (let i = start; i < end; i++) inCode.add(i);
  }
  const mainEnd = mainPartEnd(tokens);
  const own = tokens.map((token, i): Concept => {
    const id = context.index.terms.get(token.term);
    return {
      term: token.term,
      typed: token.word,
      numeric: token.numeric,
      word: !token.numeric && token.word.length >= 2 && !inCode.has(i),
      form: token.numeric ? -1 : (context.index.forms.get(lightForm(token.word)) ?? -1),
      modifier: i >= mainEnd,
      alternatives: id === undefined ? [] : [{ terms: [id], weight: 1 }],
    };
  });
  addCompounds(tokens, own, context);
  let neighbours: Neighbours | undefined;
  let contentNeighbours: Neighbours | undefined;
  const others = () => (neighbours ??= neighboursOf(own, context.index));
  const contentOthers = () => (contentNeighbours ??= neighboursOf(own, context.index, true));
  const concepts = own.flatMap((concept, i) => {
    if (concept.alternatives.length === 0) return repair(tokens[i]!, concept, context, others, contentOthers);
    let othersOnly: Neighbours | undefined;
    const rest = () =>
      (othersOnly ??= neighboursOf(
        own.filter((_, k) => k !== i),
        context.index,
      ));
    addCommonerSpellings(tokens[i]!, concept, context, rest);
    return [concept];
  });
  addSynonyms(concepts, context);
  const seen = new Set<string>();
  return concepts.filter((concept) => !seen.has(concept.term) && seen.add(concept.term));
}
