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
import { wordNumber } from '../../../core/index.ts';
import { analyze, type Token } from './analyze.ts';
import { UNIT_BY_SPELLING } from './analyzer-lexicon.ts';
import { commonerSplit, dimensions, gluedRuns, joinedTerm } from './compounds.ts';
import { addAlternative, type Alternative, type Concept, type PlanContext } from './query-concept.ts';
import { pluralForm } from './described-forms.ts';
import { reachesOnlyPastForms } from './past-forms.ts';
import { mainPartEnd } from './query-main-part.ts';
import { neighboursOf, type Neighbours } from './query-neighbours.ts';
import { addCommonerSpellings } from './commoner-spellings.ts';
import { addCompoundEnds } from './compound-ends.ts';
import { repair } from './query-spelling.ts';
import { besideTerms } from './titled-beside.ts';
import { lightForm } from './word-form.ts';
import type { SynonymEntry, SynonymPhrase } from './synonyms.ts';

const NUMBER = /^[\d.]+$/;
const LETTERS = /^[a-z]+$/;

/** Longest query we consider; more words add nothing to ranking but cost time. */
export const MAX_QUERY_TOKENS = 32;

/** The number a word spells ("four" → 4; core's wordNumber). */
const speltCount = (token: Token): number | undefined => (token.numeric ? undefined : wordNumber(token.word));

/** Adds the joined form of glued runs and of adjacent word pairs to each concept it covers. */
function addCompounds(tokens: Token[], concepts: Concept[], context: PlanContext): void {
  const spans: [number, number][] = gluedRuns(tokens);
  for (let i = 0; i + 1 < tokens.length; i++) if (!tokens[i + 1]!.glued) spans.push([i, i + 2]);
  const joined: [number, number, string][] = spans.map(([start, end]) => [
    start,
    end,
    joinedTerm(tokens.slice(start, end)),
  ]);
  // A count in words before the word it counts, where products write it in digits ("four season": "4-season").
  for (let i = 0; i + 1 < tokens.length; i++) {
    const count = speltCount(tokens[i]!);
    const next = tokens[i + 1]!;
    if (count !== undefined && count < 100 && !next.numeric && !next.glued && LETTERS.test(next.word))
      joined.push([i, i + 2, `${count}${UNIT_BY_SPELLING.get(next.word) ?? next.word}`]); // "one piece": "1-Piece"
  }
  for (const [start, end, term] of [...joined, ...dimensions(tokens)]) {
    const id = context.index.terms.get(term);
    // A join that stems to one of its own words is no compound: "silver ring" joined, "silverring", stems to
    // "silver", which would let any silver product stand for the ring.
    if (id === undefined || tokens.slice(start, end).some((token) => token.term === term)) continue;
    for (let i = start; i < end; i++) addAlternative(concepts[i]!, [id], context.defaults.compound);
    if (countsWord(tokens, start, end)) {
      const own = context.index.terms.get(tokens[start]!.term);
      const alone = concepts[start]!.alternatives.find(({ terms }) => terms.length === 1 && terms[0] === own);
      if (alone !== undefined) alone.weight = Math.min(alone.weight, context.defaults.countedNumber);
    }
  }
}

/**
 * Is tokens[start, end) a number before a word it counts ("4 season", "4-season", "2 person"), not a code's
 * digits ("g4 lights"), a gauge's ("6/3 wire"), a unit ("7 inch") or a dimension ("2 x 4")?
 */
function countsWord(tokens: readonly Token[], start: number, end: number): boolean {
  const number = tokens[start]!;
  if (speltCount(number) !== undefined) return end === start + 2;
  const word = tokens[start + 1]!;
  return (
    end === start + 2 &&
    number.numeric &&
    NUMBER.test(number.term) &&
    !number.glued &&
    tokens[start - 1]?.numeric !== true &&
    // A pack's count too ("3 pack", "3-pack": the unit "pack"), or "3" met a kids' tee in size 3T as much.
    (!word.numeric || word.term === 'pack') &&
    word.word.length >= 2 &&
    tokens[end]?.glued !== true
  );
}

/**
 * A small number spelt as a word also matches its digits, as a synonym would ("one piece toilet" finds the
 * "1-Piece" ones, "three way switch" the "3-Way"). Read from the word as typed: "one" and "on" share a stem.
 */
function addSpeltNumbers(tokens: readonly Token[], concepts: Concept[], context: PlanContext): void {
  tokens.forEach((token, i) => {
    const count = speltCount(token);
    if (count === undefined || count > context.defaults.speltNumberMax) return;
    const id = context.index.terms.get(String(count));
    if (id !== undefined) addAlternative(concepts[i]!, [id], context.defaults.synonym);
  });
}

/** A word the catalogue holds but rarely also matches the two words most products write it as ("lawnmower"). */
function addCommonerSplit(token: Token, concept: Concept, context: PlanContext): void {
  const { index, defaults } = context;
  if (token.numeric || !LETTERS.test(token.word) || defaults.compound <= 0) return;
  const own = index.terms.get(token.term);
  const frequency = own === undefined ? 0 : index.df[own]!;
  if (frequency > defaults.rareInContext) return;
  const parts = commonerSplit(token.word, frequency, index, defaults.commonerBy);
  if (parts !== undefined)
    addAlternative(
      concept,
      parts.map((part) => index.terms.get(part)!),
      defaults.compound,
    );
}

/** Is `typed` the word `form` (a light form), or its plural ("hoodies" of "hoodie", though it folds to "hoody")? */
const writes = (typed: string, form: string): boolean =>
  lightForm(typed) === form || typed === `${form}s` || typed === `${form}es`;

/** Adds the other phrases of every synonym group whose phrase occurs in the query's terms. */
function addSynonyms(concepts: Concept[], context: PlanContext): void {
  const terms = concepts.map((concept) => concept.term);
  terms.forEach((term, start) => {
    for (const { phrase, group, broader } of context.synonyms.byFirstTerm.get(term) ?? []) {
      if (broader === true || !phrase.every((word, k) => terms[start + k] === word)) continue;
      // A one-word phrase is met by its word, not by another word of its stem: "coating" is no "coat". Its other
      // spelling is that word ("moisturiser" took the form of "moisturizer": query-spelling.ts).
      const { typed, form: own } = concepts[start]!;
      if (
        phrase.form !== undefined &&
        !writes(typed, phrase.form) &&
        (own < 0 || context.index.forms.get(phrase.form) !== own)
      )
        continue;
      for (const other of group) {
        if (other === phrase) continue;
        const ids = other.map((word) => context.index.terms.get(word));
        if (ids.some((id) => id === undefined)) continue;
        const form = other.form === undefined ? undefined : context.index.forms.get(other.form);
        for (let i = start; i < start + phrase.length; i++) {
          addAlternative(concepts[i]!, ids as number[], context.defaults.synonym, true);
          if (form !== undefined && context.defaults.synonym > 0) concepts[i]!.synonymForms.push(form);
        }
      }
    }
  });
}

/**
 * For a word no product holds, the broader kind the built-in lexicon gives it (broader-kinds.ts), where some
 * product names that kind: "parka" in a shop of jackets matches "jacket" as a synonym does, and the concept keeps
 * the kind (`broader`) for the chat. True when added; the word is then no slip to correct.
 */
function addBroaderKind(concept: Concept, context: PlanContext): boolean {
  const entries = context.synonyms.byFirstTerm.get(concept.term) ?? [];
  // A word with synonyms of its own the shop holds (its "parka" = "coat") is met by them; one whose synonyms no
  // product holds either ("hoodie" = "hooded sweatshirt" in a shop of sweaters) by its broader kind.
  const held = (other: SynonymPhrase): boolean => other.every((word) => context.index.terms.has(word));
  const own = ({ phrase, group, broader }: SynonymEntry): boolean =>
    broader !== true && phrase.length === 1 && group.some((other) => other !== phrase && held(other));
  if (entries.some(own)) return false;
  // A kind may have several broader kinds, nearest first ("hoodie": a sweatshirt, else a sweater).
  for (const { phrase, group, broader } of entries) {
    const kind = group[1];
    if (broader !== true || phrase.length !== 1 || kind?.form === undefined) continue;
    if (phrase.form !== undefined && !writes(concept.typed, phrase.form)) continue;
    const form = context.index.forms.get(kind.form);
    const ids = kind.map((word) => context.index.terms.get(word));
    if (form === undefined || ids.some((id) => id === undefined)) continue;
    addAlternative(concept, ids as number[], context.defaults.synonym);
    if (concept.alternatives.length === 0) return false; // synonyms turned off
    concept.synonymForms.push(form);
    concept.broader = kind.form;
    return true;
  }
  return false;
}

/** A word's own term; typed as a plural, met in a description only as that word (described-forms.ts). */
function ownAlternative(id: number, token: Token, context: PlanContext): Alternative {
  const form = token.numeric ? undefined : pluralForm(context.index.described, token.word);
  return form === undefined ? { terms: [id], weight: 1 } : { terms: [id], weight: 1, describedForm: form };
}

/** The concepts but the i-th. */
const allBut = (concepts: Concept[], i: number): Concept[] => concepts.filter((_, k) => k !== i);

/** The query's concepts, in query order, one per distinct term. */
export function planQuery(text: string, context: PlanContext): Concept[] {
  const tokens = analyze(text).slice(0, MAX_QUERY_TOKENS);
  const inCode = new Set<number>();
  for (const [start, end] of gluedRuns(tokens)) {
    if (tokens.slice(start, end).some((token) => token.numeric))
      for (let i = start; i < end; i++) inCode.add(i);
  }
  const mainEnd = mainPartEnd(tokens, context.defaults.mainPartBreaks);
  const own = tokens.map((token, i): Concept => {
    const stemmed = context.index.terms.get(token.term);
    // "rug" is no "rugged": a short word matches nothing rather than an "-ed" word it begins (past-forms.ts).
    const id =
      stemmed !== undefined &&
      !token.numeric &&
      reachesOnlyPastForms(token.word, stemmed, context.index, context.defaults.pastFormMinLength)
        ? undefined
        : stemmed;
    return {
      term: token.term,
      typed: token.word,
      numeric: token.numeric,
      word: !token.numeric && token.word.length >= 2 && !inCode.has(i) && speltCount(token) === undefined,
      form: token.numeric ? -1 : (context.index.forms.get(lightForm(token.word)) ?? -1),
      synonymForms: [],
      modifier: i >= mainEnd,
      container: context.defaults.containerWords.includes(lightForm(token.word)),
      group: context.defaults.groupWords.includes(lightForm(token.word)),
      inCode: inCode.has(i),
      alternatives: id === undefined ? [] : [ownAlternative(id, token, context)],
    };
  });
  addCompounds(tokens, own, context);
  addCompoundEnds(tokens, own, context);
  addSpeltNumbers(tokens, own, context);
  // The neighbours are worked out when a correction first asks for them. The thunks are passed inline: a named
  // closure costs a call to Object.defineProperty under tsx (it keeps names), several per query.
  let neighbours: Neighbours | undefined;
  let contentNeighbours: Neighbours | undefined;
  const concepts = own.flatMap((concept, i) => {
    if (concept.alternatives.length === 0)
      return !concept.numeric && addBroaderKind(concept, context)
        ? [concept]
        : repair(
            tokens[i]!,
            concept,
            context,
            () => (neighbours ??= neighboursOf(own, context.index, 'all')),
            () => (contentNeighbours ??= neighboursOf(own, context.index, 'content', true)),
            () => besideTerms(own, i),
          );
    let othersOnly: Neighbours | undefined;
    let otherConcepts: Concept[] | undefined;
    addCommonerSpellings(
      tokens[i]!,
      concept,
      context,
      () => (othersOnly ??= neighboursOf((otherConcepts ??= allBut(own, i)), context.index, 'rest')),
      () => (otherConcepts ??= allBut(own, i)),
    );
    addCommonerSplit(tokens[i]!, concept, context);
    return [concept];
  });
  addSynonyms(concepts, context);
  const seen = new Set<string>();
  return concepts.filter((concept) => !seen.has(concept.term) && seen.add(concept.term));
}
