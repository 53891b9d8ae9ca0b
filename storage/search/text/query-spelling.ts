/**
 * Spelling repair of query words against the catalogue: typo corrections and splits for words it lacks,
 * commoner spellings for words it has only rarely or out of the query's company.
 */
import { pluralForm } from '../../../core/index.ts';
import { COMPARATIVES, FUNCTION_WORDS } from './analyzer-lexicon.ts';
import { wordTerm, type Token } from './analyze.ts';
import { splitWord } from './compounds.ts';
import { dialectSpellings } from './dialect-spellings.ts';
import { isEnglishWord } from './english-words.ts';
import { addAlternative, type Concept, type PlanContext } from './query-concept.ts';
import { namedTogether, together, type Neighbours } from './query-neighbours.ts';
import type { TextIndex } from './text-index.ts';
import { titledBeside } from './titled-beside.ts';
import { MAX_WORD_LENGTH } from './typo-index.ts';
import { lightForm } from './word-form.ts';
import { isLikelySlip, slipCost } from './slip-cost.ts';

const LETTERS = /^[a-z]+$/;
const MIN_SPLIT_PART = 3;
/** Corrections weighed per misspelt word (the closest and most frequent), and how close a runner-up must be. */
const MAX_CORRECTIONS = 8;
/** Completions of a word cut short weighed as candidates (the most used first), each costing one slip. */
const MAX_COMPLETIONS = 3;
const COMPLETION_SLIPS = 1;
const RUNNER_UP_MARGIN = 0.5;

/** Derivations read as their plain word: "minimalist", "minimalistic", "minimalism" → minimal; "reddish" → red. */
const DERIVATION = /(?:istic|ist|ism|ish)$/;

/**
 * A superlative the catalogue lacks, read as its plain word when the catalogue writes that: "warmest" → warm,
 * "largest" → large, "comfiest" → comfy, "biggest" → big; a comparative of COMPARATIVES ("something
 * warmer" → warm); and a DERIVATION of 6+ letters ("minimalist watch" → minimal). The term id, or undefined.
 */
function plainDegree(word: string, index: TextIndex): number | undefined {
  const superlative = word.length >= 6 && word.endsWith('est');
  const derived = word.length >= 6 ? DERIVATION.exec(word) : null;
  if (!superlative && derived === null && !COMPARATIVES.has(word)) return undefined;
  const stem = word.slice(0, derived !== null ? -derived[0].length : superlative ? -3 : -2);
  const plain = [
    stem,
    `${stem}e`,
    stem.endsWith('i') ? `${stem.slice(0, -1)}y` : '',
    /(.)\1$/.test(stem) ? stem.slice(0, -1) : '',
  ];
  for (const candidate of plain) {
    if (candidate.length < 3 || FUNCTION_WORDS.has(candidate)) continue;
    const id = index.words.get(candidate);
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * "maker" is no misspelling of "make", nor "toaster" of "toast" or "router" of "route": a real word ending in
 * "-er" names the thing that does what its base word says, so the base (term `base`) is not a correction.
 */
function isAgentOf(word: string, base: string): boolean {
  if (!word.endsWith('er')) return false;
  return wordTerm(word.slice(0, -1)) === base || wordTerm(word.slice(0, -2)) === base;
}

/** Is the real word `word` the plural of another real word ("bugs" of "bug")? */
const pluralOfReal = (word: string): boolean => lightForm(word) !== word && isEnglishWord(lightForm(word));

/** `word` is `typed` with another first letter ("pike" of "nike"). */
const otherFirstLetter = (typed: string, word: string): boolean =>
  typed.length === word.length && typed[0] !== word[0] && typed.slice(1) === word.slice(1);

/**
 * Corrections for a word the catalogue lacks: the catalogue words within one edit (else two, for long
 * words), else a split into two catalogue words. A real English word takes only a correction that names
 * products (title, brand or category) holding the query's other words (`realWordTogether`). Each correction scores ln(1 + products it shares with the
 * query's other words) × `typoContext` + ln(1 + its frequency) − its typing slips × `typoSlip`; the best wins,
 * and a runner-up within RUNNER_UP_MARGIN is kept too.
 */
export function repair(
  token: Token,
  concept: Concept,
  context: PlanContext,
  neighbours: () => Neighbours,
  contentNeighbours: () => Neighbours,
  beside: () => ReadonlySet<number>,
): Concept[] {
  const { index, defaults } = context;
  if (token.numeric || token.word.length > MAX_WORD_LENGTH || !LETTERS.test(token.word)) return [concept];
  // A function word is what it says, never a slip: "than" is no misspelt "tan" ("a jacket lighter than my old one").
  if (FUNCTION_WORDS.has(token.word)) return [concept];
  // The other spelling as the catalogue writes it, or another form of it ("moisturisers": its "moisturizer").
  const dialect = dialectSpellings(token.word).flatMap((spelling) => {
    const id = index.words.get(spelling) ?? index.terms.get(wordTerm(spelling));
    const form = index.forms.get(lightForm(spelling));
    return id !== undefined && (index.words.has(spelling) || form !== undefined)
      ? [{ spelling, id, form }]
      : [];
  });
  if (dialect.length > 0) {
    for (const { id } of dialect) addAlternative(concept, [id], 1);
    // It is that word, so a product is of its kind where it writes that word: "moisturiser" is "moisturizer", not
    // "moisture" of the same stem ("Moisture-Wicking" T-shirts), as "moisturizer" typed is (query-head.ts).
    const written = dialect.find(({ form }) => form !== undefined);
    if (written?.form !== undefined) {
      concept.term = wordTerm(written.spelling);
      concept.form = written.form;
    }
    return [concept];
  }
  const plain = defaults.degree > 0 ? plainDegree(token.word, index) : undefined;
  if (plain !== undefined) {
    addAlternative(concept, [plain], defaults.degree);
    return [concept];
  }
  const length = token.word.length;
  const real = isEnglishWord(token.word);
  // A real plural of a real word is a noun as the shopper meant it, no slip, unless the titles write its reading
  // beside the word typed next to it: "a tent that keeps bugs out" is no "bags" (the catalogue's backpacks),
  // though both are one vowel apart, while "running shoos" is "running shoes" (titledBeside).
  const realPlural = real && pluralOfReal(token.word);
  const typed = length >= defaults.typoMinLength ? token.word : '';
  const asTyped = typed === '' ? [] : context.typos.lookup(typed, 1);
  // A plural slips where its singular does: "hiking bots" is "boots", the catalogue writing "Boot" in its names, two
  // edits from "bots" and one from "bot".
  const singular = !real && asTyped.length === 0 && typed !== '' ? lightForm(typed) : typed;
  const near = singular === typed ? asTyped : context.typos.lookup(singular, 1);
  const slipped = near === asTyped ? token.word : singular;
  // A real word is at most one slip from what the shopper meant: "gloves" is no "gives".
  const far =
    near.length === 0 && !real && length >= defaults.typo2MinLength
      ? context.typos.lookup(token.word, 2)
      : [];
  const parts =
    near.length === 0 ? splitWord(token.word, index, far.length > 0 ? 4 : MIN_SPLIT_PART) : undefined;
  if (parts !== undefined && defaults.compound > 0) {
    return parts.map((term) => ({
      term,
      typed: term,
      numeric: false,
      word: true,
      form: -1,
      synonymForms: [],
      modifier: concept.modifier,
      container: false,
      group: false,
      inCode: false,
      alternatives: [{ terms: [index.terms.get(term)!], weight: defaults.compound }],
    }));
  }
  // A function word is never what a word was meant to be: "band" is no misspelt "and", "four" no "for".
  const corrections = (near.length > 0 ? near : far).filter(
    (candidate) => !FUNCTION_WORDS.has(candidate.word),
  );
  // A word two slips from every catalogue word in reach, beside words that match products, is read as one only
  // where it keeps their company: "adidas shoes" is no "acids shoes" (acids in skincare alone), so a brand the
  // shop lacks stays a word no product holds, as a shorter one does (see the first letter below).
  const company =
    near.length === 0 && far.length > 0 && contentNeighbours().any
      ? corrections.filter((candidate) => together(candidate.id, index, contentNeighbours()) > 0)
      : corrections;
  const weight = near.length > 0 ? defaults.typo1 : defaults.typo2;
  const completions =
    !real && length >= defaults.completionMinLength && defaults.completion > 0
      ? context.typos
          .completions(token.word, MAX_COMPLETIONS)
          .filter((c) => !FUNCTION_WORDS.has(c.word) && !corrections.some((k) => k.id === c.id))
      : [];
  const found = [
    ...company.slice(0, MAX_CORRECTIONS).map((c) => ({ ...c, cost: slipCost(slipped, c.word), weight })),
    ...completions.map((c) => ({ ...c, cost: COMPLETION_SLIPS, weight: defaults.completion })),
  ];
  if (found.length === 0) return [concept];
  // A real word is no misspelling unless the query's other words point to the correction, in the names of the
  // products they find; "for" or "the" next to it point nowhere ("a dress for a wedding" is not bedding).
  const support = real ? defaults.realWordTogether : 0;
  const supported = found
    .filter((candidate) => support === 0 || !isAgentOf(token.word, candidate.term))
    .filter((candidate) => !real || isLikelySlip(token.word, candidate.word))
    .filter((candidate) => !realPlural || titledBeside(candidate.id, beside(), index))
    .filter(
      (candidate) => support === 0 || namedTogether(candidate.id, index, contentNeighbours()) >= support,
    );
  if (supported.length === 0) return [concept];
  const scored = supported.map((candidate) => ({
    id: candidate.id,
    word: candidate.word,
    score:
      defaults.typoContext * Math.log1p(together(candidate.id, index, neighbours())) +
      Math.log1p(candidate.frequency) -
      defaults.typoSlip * candidate.cost,
    weight: candidate.weight,
  }));
  scored.sort((a, b) => b.score - a.score);
  // A word too short for two edits whose best reading differs from it only in its first letter, where people seldom
  // slip, is another word, not a slip: "nike" is no "bike" or "pike", nor "bose" "rose", so a brand the shop lacks
  // stays a word no product holds, and the chat says so.
  if (length < defaults.typo2MinLength && otherFirstLetter(slipped, scored[0]!.word)) return [concept];
  const best = scored[0]!.score;
  // Said back as typed, a plural: "hiking bots" is "Showing hiking boots."
  const read = scored[0]!.word;
  concept.correction = slipped === token.word || lightForm(read) !== read ? read : pluralForm(read);
  for (const { id, score, weight: w } of scored.slice(0, 2)) {
    if (score >= best - RUNNER_UP_MARGIN) addAlternative(concept, [id], w);
  }
  return [concept];
}
