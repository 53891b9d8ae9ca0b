/**
 * Whether a product matches the whole request, the claim "it matches "running shoes"": it holds every meaningful
 * word of the request (queryWords), its numbers and one-letter words, the naming phrase, and is of no other kind
 * than asked. Never states anything not in the data.
 */
import {
  inflections,
  type KindAsked,
  type Product,
  type SearchChatInput,
  type SearchQuery,
} from '../../core/index.ts';
import { productHolds } from './held-words.ts';
import { containsPhrase, productText, wordsOnly } from './product-attributes.ts';
import { ofOtherKind } from './other-kind.ts';

const STOPWORDS = new Set(
  (
    'a an the and or of in on to is it for with without that this some any are you your have has show find ' +
    'need want looking like best good great nice cheap new one ones under over than from about please ' +
    'something me my'
  ).split(' '),
);

/**
 * Words that still tell products apart ("over ear" from "on ear", "under desk", "without laces"): a product is
 * said to match the whole request only when it holds them too.
 */
const TELLING = new Set(['over', 'under', 'without']);
const CLAIM_STOPWORDS = new Set([...STOPWORDS].filter((word) => !TELLING.has(word)));

/** The meaningful words of the query text, lowercased, in order, without repeats. */
export function queryWords(text: string, stopwords: ReadonlySet<string> = STOPWORDS): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= 2 && !stopwords.has(word)))];
}

/** A possessive's "'s" ("chef's"): the word alone. */
const POSSESSIVE = /(?<=\p{L})['’]s(?![\p{L}\p{N}])/gu;

/**
 * The naming phrase's forms, its last word in either number; a word before it said with a possessive ("chef's
 * knives") or as a plural ("chefs knives", "chef knife") is held by a possessive in the product's text too.
 */
function namingForms(naming: string): string[] {
  const words = wordsOnly(naming.replace(POSSESSIVE, '')).split(' ');
  const last = words.pop() ?? '';
  const head = words.map((word) => (word.length > 3 && /[^s]s$/u.test(word) ? word.slice(0, -1) : word));
  return inflections([...head, last].join(' '));
}

/** Whether the product's text holds the naming phrase, its last word in either number ("running shoe"). */
function holdsNaming(text: string, naming: string | undefined): boolean {
  if (naming === undefined) return true;
  const words = wordsOnly(text);
  if (inflections(wordsOnly(naming)).some((form) => containsPhrase(words, form))) return true;
  // "chefs knives", "chef knife": a "Chef's Knife" holds them.
  const plain = wordsOnly(text.replace(POSSESSIVE, ''));
  return namingForms(naming).some((form) => containsPhrase(plain, form));
}

/** Numbers as written, decimals whole: "3.5 qt" holds 3.5, not 5; "2-Person" holds 2. */
const NUMBER = /\p{N}+(?:\.\p{N}+)?/gu;
/** A one-letter word ("M" of "rain jacket M"), too short for `queryWords`. */
const LETTER = /(?<![\p{L}\p{N}'’-])\p{L}(?![\p{L}\p{N}'’-])/gu;

/**
 * Whether the product holds what `queryWords` leaves out of the request: its numbers ("1" of "1 person tent",
 * which a "2-Person Tent" lacks though it has "person") and one-letter words (a size "M" among its sizes).
 */
function holdsShortParts(
  request: string,
  text: string,
  textWords: ReadonlySet<string>,
  holds: (word: string) => boolean,
): boolean {
  const numbers = new Set(text.match(NUMBER) ?? []);
  const letters = request.toLowerCase().match(LETTER) ?? [];
  return (
    (request.match(NUMBER) ?? []).every((number) => numbers.has(number) && holds(number)) &&
    letters.every((letter) => STOPWORDS.has(letter) || textWords.has(letter))
  );
}

/** What a product matching the whole request must be besides holding its words. */
export interface WholeRequest {
  /** The words naming what was asked (SearchChatInput.naming): "over ear headphones". */
  naming?: string;
  /** The kinds asked ("dry skin"), also when relaxed: a "Moisturizer for Oily Skin" is of another. */
  kinds?: readonly KindAsked[];
}

/**
 * What a match of the whole request must be besides holding its words, from the chat input: the naming phrase, and
 * the kinds asked, which stay asked once relaxed (a pick of another is not said to match the whole request).
 */
export function wholeRequestOf(
  input: Pick<SearchChatInput, 'query' | 'askedFilters' | 'naming'>,
): WholeRequest {
  const kinds = (input.askedFilters ?? input.query.filters).kinds;
  return {
    ...(input.naming !== undefined && { naming: input.naming }),
    ...(kinds !== undefined && { kinds }),
  };
}

/**
 * Whether the product matches the whole request: every word but the emptiest ("over" too), the naming phrase
 * ("over ear headphones": an "On-Ear Headphones" only mentions "ear" and "headphones") and no other kind than
 * asked; undefined when the request has no words to match. Pure.
 */
export function matchesWholeRequest(
  product: Product,
  query: SearchQuery,
  { naming, kinds }: WholeRequest = {},
): boolean | undefined {
  if (queryWords(query.text).length === 0) return undefined;
  const text = productText(product);
  const textWords = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const holds = productHolds(product, query.text);
  return (
    queryWords(query.text, CLAIM_STOPWORDS).every(holds) &&
    holdsShortParts(query.text.trim(), text, textWords, holds) &&
    holdsNaming(text, naming) &&
    !ofOtherKind(product, kinds)
  );
}
