/**
 * Names the shop's titles give to words the parser would otherwise read as cues: "no" names ("No-Dig Edging"),
 * sale words ("Metal Sales Roof Panel") and shorthand ("LG"), each counted once two or more titles use it, and a
 * measure's plain adjective or comparative or an everyday-noun colour with a word beside it ("LED Light Bulb",
 * "Butane Lighter", "Olive Oil"), once a title does, so the parser leaves them as words (catalog-vocabulary.ts keeps them in the vocabulary).
 */
import { FEATURE_COMPARATIVES, MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import { allMatches, alternation, escapeRegExp } from './text-tools.ts';

/** A "no" name counts once this many products' titles use it. */
export const NO_PHRASE_MIN_PRODUCTS = 2;

const NO_PHRASE = /(?<![\p{L}\p{N}])no[\s-]+(\p{L}+)(?![\p{L}\p{N}])/giu;

/** The names `namesOf` finds in at least `least` of the titles, sorted. */
function namesUsed(
  titles: Iterable<string>,
  namesOf: (title: string) => string[],
  least = NO_PHRASE_MIN_PRODUCTS,
): string[] {
  const products = new Map<string, number>();
  for (const title of titles) {
    for (const name of new Set(namesOf(title))) {
      products.set(name, (products.get(name) ?? 0) + 1);
    }
  }
  return [...products]
    .filter(([, count]) => count >= least)
    .map(([name]) => name)
    .sort();
}

/** The names `regex` finds (`nameOf` its match) in at least NO_PHRASE_MIN_PRODUCTS of the titles, sorted. */
const namesIn = (
  titles: Iterable<string>,
  regex: RegExp,
  nameOf: (match: RegExpMatchArray) => string,
): string[] => namesUsed(titles, (title) => allMatches(title, regex).map(nameOf));

/**
 * Pure: the "no" names ("no dig" from "No-Dig Edging", "no smoking" from "No Smoking Sign") that at least
 * NO_PHRASE_MIN_PRODUCTS of the titles use, lower-cased, sorted.
 */
export const noPhrasesIn = (titles: Iterable<string>): string[] =>
  namesIn(titles, NO_PHRASE, (match) => `no ${match[1]!.toLowerCase()}`);

const SALE_PHRASE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${alternation(queryDefaults.onSale.phrases)})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The longest word of a phrase ("on sale" → "sale"). */
const longestWord = (phrase: string): string =>
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .reduce((longest, word) => (word.length >= longest.length ? word : longest), '');

/**
 * One word of every sale phrase (its longest), without words that hold another of them ("sales" holds "sale"):
 * a title holding a sale phrase holds one of these, so a store may read only those titles for `saleNamesIn`.
 */
const longestWords = [...new Set(queryDefaults.onSale.phrases.map(longestWord))];
export const SALE_NAME_HINTS: readonly string[] = longestWords.filter(
  (word) => !longestWords.some((other) => other !== word && word.includes(other)),
);

/**
 * Pure: the sale phrases (queryDefaults.onSale) that at least NO_PHRASE_MIN_PRODUCTS of the titles use,
 * lower-cased, sorted: "Metal Sales Roof Panel" and "Metal Sales Drip Cap" make "sales" a name.
 */
export const saleNamesIn = (titles: Iterable<string>): string[] =>
  namesIn(titles, SALE_PHRASE, (match) => match[0].toLowerCase());

/** Every shorthand of queryDefaults.abbreviations, as a whole word ("w/" may run into the next word). */
export const SHORTHAND = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.values(queryDefaults.abbreviations)
    .flat()
    .sort((a, b) => b.length - a.length)
    .map((short) => escapeRegExp(short) + (/[\p{L}\p{N}]$/u.test(short) ? '(?![\\p{L}\\p{N}])' : ''))
    .join('|')})`,
  'giu',
);

/** Pure: the shorthand (queryDefaults.abbreviations) that at least NO_PHRASE_MIN_PRODUCTS of the titles use. */
export const shorthandNamesIn = (titles: Iterable<string>): string[] =>
  namesIn(titles, SHORTHAND, (match) => match[0].toLowerCase());

/** The plain adjectives of a measure (queryDefaults.measures.positives: "light", "thick"), lower-case. */
export const MEASURE_ADJECTIVES: readonly string[] = Object.keys(queryDefaults.measures.positives);

/** The one-word colours that are also everyday nouns (queryDefaults.colours.ambiguous: "olive", "cream"). */
export const NOUN_COLOURS: readonly string[] = queryDefaults.colours.ambiguous.filter(
  (colour) => !/\s/u.test(colour),
);

/**
 * The one-word comparatives of a measure or a feature ("lighter", "warmer"): a title may use one as a noun
 * ("Butane Lighter", "Hand Warmer", "Lighter Fluid").
 */
export const ONE_WORD_COMPARATIVES: readonly string[] = [
  ...MEASURE_COMPARATIVES.keys(),
  ...FEATURE_COMPARATIVES.keys(),
].filter((comparative) => /^\p{L}+$/u.test(comparative));

/**
 * The words whose phrases the titles may give as names: measures' plain adjectives, one-word comparatives,
 * everyday-noun colours.
 */
export const NAMING_WORDS: readonly string[] = [
  ...MEASURE_ADJECTIVES,
  // "New Balance", "New York Strip": a name "new" before a kind leaves a word (new-before-kind.ts).
  'new',
  ...ONE_WORD_COMPARATIVES,
  ...NOUN_COLOURS,
];

const ADJECTIVE = new Set(NAMING_WORDS);
const TITLE_WORD = /[\p{L}\p{N}]+/gu;

/**
 * The two-word phrases of a title holding a measure's plain adjective or comparative or an everyday-noun colour
 * ("led light", "light bulb", "butane lighter", "olive oil", "eye cream"), lower-case.
 */
function adjectivePhrases(title: string): string[] {
  const lower = title.toLowerCase();
  const words = allMatches(lower, TITLE_WORD);
  const phrases: string[] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (next === undefined || !(ADJECTIVE.has(word[0]) || ADJECTIVE.has(next[0]))) return;
    // Only words side by side, as a space or a hyphen joins them ("Light-Up"), not across a comma or a slash.
    const between = lower.slice(word.index + word[0].length, next.index);
    if (/^[\s-]+$/u.test(between)) phrases.push(`${word[0]} ${next[0]}`);
  });
  return phrases;
}

/**
 * Pure: the phrases of a measure's plain adjective or an everyday-noun colour and a word beside it that the titles
 * use ("light bulb", "led light", "heavy duty", "olive oil"), lower-cased, sorted: there "light" names the product,
 * no weight, so "light bulb" stays words (measure-adjectives.ts), as "olive oil" does where olive is a colour the
 * shop sells (colour-phrases.ts). One title is enough: a name read as the adjective would lose its product, the
 * adjective read as a name is only the word it was.
 */
export const adjectiveNamesIn = (titles: Iterable<string>): string[] =>
  namesUsed(titles, adjectivePhrases, 1);
