/**
 * Which of the request's words a product holds, for the claims of pick-reasons.ts ("it matches "tent for two"",
 * "it mentions "tent""). A word after a linking word ("two" of "tent for two", "hood" of "jacket with hood") says
 * what the product is for or has: it is held only where the product states it, in its title, brand, category or
 * attributes, or in its description after the same linking word ("for two", "with a detachable hood"). A
 * description's "two doors" holds no "for two", nor "stows in its own hood" a "with hood". The words after the
 * linking word run on past an "and" or "or" ("for gym sessions and long runs"), and there the description may state
 * the word in another form of it (`porterStem`: "runs" holds "running" of "headphones for running"). A number in
 * words is held by its digits too ("2-Person" holds "two"). Pure.
 */
import { inflections, porterStem, wordNumber, type Product } from '../../core/index.ts';
import { containsPhrase, productText, wordsOnly } from './product-attributes.ts';

/** The words that link a product to what it is for or has: "tent for two", "jacket with hood". */
const LINKING = new Set(['for', 'with', 'in', 'on', 'of', 'to', 'from']);
/** Words a description may put between the linking word and the word ("with a detachable hood"). */
const BETWEEN = 2;
/** Words that run the linked words on: "for gym sessions and long runs". */
const RUN_ON = new Set(['and', 'or']);
/** Shorter asked words are held in another form of them only as `formsOf` gives them. */
const STEMMED_LENGTH = 4;
/** One word of letters and digits: whole-word tests of it are a set lookup. */
const WORD = /^[\p{L}\p{N}]+$/u;
/** Words as `queryWords` splits them ("t-shirt" one). */
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;

/** A word's forms in either number, and a number word's digits ("two" → two, twos, 2). */
function formsOf(word: string): string[] {
  const value = wordNumber(word);
  return [...inflections(word), ...(value === undefined ? [] : [String(value)])];
}

/** Whether `text` holds a word (a whole word) or a phrase, in either number, a number word as digits too. */
export function textHolds(text: string): (word: string) => boolean {
  const textWords = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const holds = (form: string) =>
    WORD.test(form) ? textWords.has(form.toLowerCase()) : containsPhrase(text, form);
  return (word) => formsOf(word).some(holds);
}

/** The request's words after a linking word, each with the nearest linking word before it ("two" → "for"). */
export function linkedWords(request: string): Map<string, string> {
  const linked = new Map<string, string>();
  let link: string | undefined;
  for (const word of request.toLowerCase().match(WORDS) ?? []) {
    if (LINKING.has(word)) link = word;
    else if (link !== undefined && !linked.has(word)) linked.set(word, link);
  }
  return linked;
}

/** The positions of `words` linked from `start` on: BETWEEN words apart, and as far past each "and" or "or". */
function linkedPositions(words: readonly string[], start: number): number[] {
  const found: number[] = [];
  let from = start;
  for (let at = start; at < words.length && at <= from + BETWEEN; at += 1) {
    found.push(at);
    if (RUN_ON.has(words[at]!)) from = at + 1;
  }
  return found;
}

/** The stem of an asked word long enough to be held in another form of it ("running" → "run"), else undefined. */
const stemOf = (word: string): string | undefined =>
  WORD.test(word) && word.length >= STEMMED_LENGTH ? porterStem(word.toLowerCase()) : undefined;

/** Whether words-only `said` puts `word` (a form of it) after `link`, as far as linkedPositions reaches. */
function saidAfter(said: string, link: string, word: string): boolean {
  const words = said.split(' ');
  const forms = formsOf(word).map((form) => wordsOnly(form).split(' '));
  const stem = stemOf(word);
  const at = (start: number, form: readonly string[]) => form.every((part, i) => words[start + i] === part);
  const holds = (start: number) =>
    forms.some((form) => at(start, form)) ||
    (stem !== undefined && words[start] !== undefined && porterStem(words[start]) === stem);
  return words.some((linking, index) => linking === link && linkedPositions(words, index + 1).some(holds));
}

/**
 * Whether `product` holds a word of `request` (a word of letters and digits as `queryWords` gives, or a number
 * as written): anywhere in its text, or, for a word after a linking word, where it states it (see above).
 */
export function productHolds(product: Product, request: string): (word: string) => boolean {
  const anywhere = textHolds(productText(product));
  const linked = linkedWords(request);
  if (linked.size === 0) return anywhere;
  const { description, ...stated } = product;
  const inData = textHolds(productText(stated));
  const said = wordsOnly(description ?? '');
  return (word) => {
    const link = linked.get(word.toLowerCase());
    return link === undefined ? anywhere(word) : inData(word) || saidAfter(said, link, word);
  };
}
