/**
 * A comparative of a measure before a part of the list's kind, in a conversation: "smaller face", "a bigger
 * screen", "thinner strap" after "watch" ask for the list's kind ordered by the measure, as the comparative alone
 * does ("smaller": smallest first, by the case sizes the watches state, "38 mm"); it had searched "smaller face"
 * over the whole shop (face serums). It is asked as "which has the smallest face", so where none of the list
 * states the measure the chat says it can't tell ("None of these watches states its strap thickness"). The part is
 * no kind of the shop's ("a smaller backpack": a category), no colour ("lighter blue"), no size ("a bigger size"),
 * no word for the product itself ("a lighter one") and no measure's own noun ("longer battery": measure-sort.ts);
 * nor is the comparative a word the titles name products by ("lighter fluid" where lighters are sold). Pure.
 */
import { MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import type { AskedSuperlative, SearchQuery } from './search-query.ts';
import { alternation, findTerms, termKey } from './text-tools.ts';

const { followUpOpeners, followUpPointers, measures, sizes, pageContext } = queryDefaults;

/** "smaller face", "a bigger screen", "one with a thinner strap", "something a bit smaller face?" ending the request. */
const PART_COMPARATIVE = new RegExp(
  `^(?:(?:${alternation(followUpOpeners)})[\\s,]+)*(?:(?:${alternation(followUpPointers)})\\s+(?:with\\s+)?)?` +
    `(?<comparative>(?:(?:${alternation(measures.comparativeDegrees)})\\s+)?(?:(?:a|an|some)\\s+)?` +
    `(?<word>${alternation([...MEASURE_COMPARATIVES.keys()])}))\\s+(?<part>\\p{L}[\\p{L}'’-]*)` +
    `(?:\\s+(?:please|then|instead))?\\s*[?.!]*\\s*$`,
  'iu',
);

/** Words after a comparative that name no part: the product itself ("one"), a size ("a bigger size"). */
const NO_PART = new Set(
  [...pageContext.measures.impliedBefore, ...sizes.cueWords, ...Object.keys(measures.superlativeNouns)].map(
    termKey,
  ),
);

/** The comparative said ("smaller", "a bit smaller") and the part it is of ("face"), or undefined. */
export function partComparative(
  input: string,
  lexicons: Pick<QueryLexicons, 'categories' | 'colours' | 'adjectiveNameWords'>,
): { comparative: string; part: string; superlative: string } | undefined {
  const groups = PART_COMPARATIVE.exec(input.trim())?.groups;
  const part = groups?.['part']?.toLowerCase();
  const word = groups?.['word']?.toLowerCase().replace(/\s+/g, ' ');
  const superlative = word === undefined ? undefined : MEASURE_COMPARATIVES.get(word)?.superlative;
  if (part === undefined || superlative === undefined || NO_PART.has(termKey(part))) return undefined;
  // "lighter fluid" where the titles name lighters: a product's name, no comparative.
  if (lexicons.adjectiveNameWords.has(word ?? '')) return undefined;
  if (findTerms(part, lexicons.categories.terms).length > 0) return undefined;
  if (findTerms(part, lexicons.colours.terms).length > 0) return undefined;
  return { comparative: (groups?.['comparative'] ?? '').trim(), part, superlative };
}

/**
 * `read` (the comparative read alone against the conversation) asked as which has the most of it in the part:
 * "which has the smallest face", stating "its face size"; as read where it orders by no measure.
 */
export function asPartSuperlative(
  read: SearchQuery,
  { part, superlative }: { part: string; superlative: string },
): SearchQuery {
  const words = read.measureSort?.words;
  // "larger capacity", "lighter weight": the measure itself, no part of the product.
  if (words === undefined || words.some((word) => termKey(word) === termKey(part))) return read;
  const measure = words.includes('size') ? 'size' : (words[0] ?? 'size');
  const asked: AskedSuperlative = {
    said: `${superlative} ${part}`,
    has: true,
    states: `its ${part} ${measure}`,
  };
  return { ...read, superlativeAsked: asked };
}
