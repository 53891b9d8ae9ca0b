/**
 * Shoppers' shorthand read as the full words (queryDefaults.abbreviations): "blk rain jacket" → "black rain
 * jacket", "tent 4 ppl" → "tent 4 people", "tee lg" → "tee large", "tent w/vestibule" → "tent with vestibule".
 * Runs before every reader, so each reads the full word where it reads it. An abbreviation the tenant's catalogue
 * uses as a brand, colour, material or feature (the brand LG), or that two or more of its titles write as a word
 * ("LG Electronics 7.3 cu. ft. Dryer", "Shower w/ Seat": CatalogVocabulary.shorthandNames), is left as typed.
 * A letter size's shorthand ("lg", "med", "sm") is a size only where one is sold: where the request names a kind,
 * one of its kinds sold in letter sizes ("tee lg", "sweater lg"), else a catalogue selling any; "LG headphones" and
 * "headphones by LG" keep "LG" as a word, no size L of headphones sold in none. Typed in small letters it is also
 * the measure its word orders where a kind named states one (`measures.positives`: "sm backpack" is "small
 * backpack", smallest first by volume, as backpacks state litres); in capitals it is a name ("LG watch").
 */
import { kindSpellings } from './kind-states.ts';
import { sellsLetters } from './kind-sizes.ts';
import { measureOf } from './measure-of.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { queryDefaults } from './query-defaults.ts';
import { letterSize } from './size-values.ts';
import { escapeRegExp, findTerms, termKey, WORD_START } from './text-tools.ts';

const entriesOf = (lexicon: Record<string, string[]>) =>
  Object.entries(lexicon).flatMap(([full, shorts]) =>
    shorts.map((short) => [short.toLowerCase(), full] as const),
  );
/** The letter sizes read only as a measure's word (`letterMeasures`: "xl" of large), lower-cased. */
const LETTER_MEASURES = new Set(entriesOf(queryDefaults.letterMeasures).map(([short]) => short));
/** [abbreviation, full words], longest abbreviation first ("w/out" before "w/"). */
const ENTRIES = [...entriesOf(queryDefaults.abbreviations), ...entriesOf(queryDefaults.letterMeasures)].sort(
  ([a], [b]) => b.length - a.length,
);
const FULL = new Map(ENTRIES.map(([short, full]) => [short, full]));
/** The shorthand of a letter size ("lg" of large), lower-cased. */
const SIZE_SHORTHAND = new Set(
  ENTRIES.filter(([, full]) => letterSize(full) !== undefined).map(([short]) => short),
);

/**
 * Is a letter size sold where `input` asks: in a kind it names (any of them), or, naming none, in the catalogue?
 */
function sizeSold(input: string, lexicons: QueryLexicons): boolean {
  const { categories, kindSizes } = lexicons;
  const named = findTerms(input, categories.terms).flatMap(
    (found) => categories.paths.get(termKey(found.term)) ?? [],
  );
  if (named.length > 0) return named.some((path) => sellsLetters(path, kindSizes));
  return [...kindSizes.keys()].some((path) => sellsLetters(path, kindSizes));
}

const { positives, superlatives } = queryDefaults.measures;

/** Does a kind named in `input` state a measure the size word `full` orders ("small": volume, people, length)? */
function measureStated(full: string, input: string, lexicons: QueryLexicons): boolean {
  const units = superlatives[positives[full] ?? '']?.units;
  if (units === undefined) return false;
  const spellings = kindSpellings(input, input.length, lexicons) ?? [];
  return spellings.some((spelling) => units.includes(measureOf(`1 ${spelling}`)?.unit ?? ''));
}

const cache = new WeakMap<QueryLexicons, RegExp | undefined>();

/** The abbreviations this catalogue does not use as a name, as one global regex (undefined: none). */
function abbreviationRegex(lexicons: QueryLexicons): RegExp | undefined {
  if (cache.has(lexicons)) return cache.get(lexicons);
  const named = (short: string) =>
    lexicons.shorthandNames.has(short) ||
    lexicons.brands.canonical.has(termKey(short)) ||
    lexicons.known.canonical.has(termKey(short));
  // A shorthand ending in a letter ends its word ("blk", not "blkx"), and is not joined to the next by a hyphen or
  // an apostrophe ("U-lock", "u's"); "w/" may run into the next ("w/hood").
  const sources = ENTRIES.filter(([short]) => !named(short)).map(
    ([short]) =>
      `${escapeRegExp(short)}${/[\p{L}\p{N}]$/u.test(short) ? "(?![\\p{L}\\p{N}]|['.-][\\p{L}\\p{N}])" : ''}`,
  );
  const regex = sources.length === 0 ? undefined : new RegExp(`${WORD_START}(?:${sources.join('|')})`, 'giu');
  cache.set(lexicons, regex);
  return regex;
}

/** The request with its shorthand written out. Pure. */
export function expandAbbreviations(input: string, lexicons: QueryLexicons): string {
  const regex = abbreviationRegex(lexicons);
  if (regex === undefined) return input;
  let sold: boolean | undefined;
  return input.replace(regex, (short: string, offset: number, whole: string) => {
    const key = short.toLowerCase();
    const full = FULL.get(key) ?? short;
    // A letter size stays one where sold; elsewhere it is its measure's word only where a kind named states it.
    const letter = LETTER_MEASURES.has(key);
    if (letter || SIZE_SHORTHAND.has(key)) {
      if ((sold ??= sizeSold(input, lexicons)) && letter) return short;
      // Shorthand in capitals is a name ("LG headphones", "LG watch"); a letter size is written so.
      const name = !letter && short === short.toUpperCase();
      if (!sold && (name || !measureStated(full, input, lexicons))) return short;
    }
    // "w/hood" → "with hood": a space where the shorthand ran into the next word.
    return /[\p{L}\p{N}]/u.test(whole.charAt(offset + short.length)) ? `${full} ` : full;
  });
}
