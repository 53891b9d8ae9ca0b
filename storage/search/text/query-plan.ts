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
import { analyze, type Token } from './analyze.ts';
import { commonerSplit, gluedRuns } from './compounds.ts';
import { addCompounds, addSpeltNumbers, speltCount } from './joined-concepts.ts';
import { addAlternative, type Alternative, type Concept, type PlanContext } from './query-concept.ts';
import { namingForm } from './described-forms.ts';
import { reachesOnlyPastForms } from './past-forms.ts';
import { mainPartEnd } from './query-main-part.ts';
import { neighboursOf, type Neighbours } from './query-neighbours.ts';
import { addCommonerSpellings } from './commoner-spellings.ts';
import { addCompoundEnds } from './compound-ends.ts';
import { repair } from './query-spelling.ts';
import { addWrittenSpelling } from './written-spelling.ts';
import { besideTerms } from './titled-beside.ts';
import { lightForm } from './word-form.ts';
import type { SynonymEntry, SynonymPhrase } from './synonyms.ts';

const LETTERS = /^[a-z]+$/;

/** Longest query we consider; more words add nothing to ranking but cost time. */
export const MAX_QUERY_TOKENS = 32;

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

/** A word's own term; typed as a plural or an "-er" noun, met in a description only as that word (described-forms.ts). */
function ownAlternative(id: number, token: Token, context: PlanContext): Alternative {
  const form = token.numeric ? undefined : namingForm(context.index.described, token.word, token.term);
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
    addWrittenSpelling(tokens[i]!, concept, context);
    return [concept];
  });
  addSynonyms(concepts, context);
  const seen = new Set<string>();
  return concepts.filter((concept) => !seen.has(concept.term) && seen.add(concept.term));
}
