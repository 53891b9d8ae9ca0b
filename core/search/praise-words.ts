/**
 * Words of vague praise (queryDefaults.filler.praise): "something nice for mom under 50" had searched "nice" ("No
 * product here mentions "nice""), "something special for my girlfriend" "special". A request whose words are only
 * praise, a degree beside them ("really nice"), names no product: its person, price and other constraints are what
 * it asks, as "a gift for my wife" does. A praise word a title of the shop holds ("Good Grips", "Cool Mist") is a
 * name there, and stays a word to match (CatalogVocabulary.praiseNames). One title is enough, as for tier names
 * (tier-names.ts). Pure.
 */
import { queryDefaults } from './query-defaults.ts';

const { praise, describingClause } = queryDefaults.filler;

/** Praise, and the superlatives of opinion ("best": best-opinion.ts), which a title may hold as a name too. */
const PRAISE: ReadonlySet<string> = new Set(praise);
const NAMED: ReadonlySet<string> = new Set([
  ...praise,
  ...queryDefaults.rating.best.filter((word) => !word.includes(' ')),
]);
const DEGREES: ReadonlySet<string> = new Set(describingClause.degrees);

/** A title that may hold a praise word: only those need a closer look for `praiseNamesIn`. */
export const PRAISE_NAME_HINT = new RegExp(`\\b(?:${[...NAMED].join('|')})\\b`, 'iu');

/** The praise words the titles hold as words ("good" of "Good Grips Peeler"), lower-cased, sorted. */
export function praiseNamesIn(titles: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const title of titles)
    for (const word of title.toLowerCase().split(/[^\p{L}]+/u)) if (NAMED.has(word)) found.add(word);
  return [...found].sort();
}

/**
 * True when `words` (the request's words left to match) are praise and degrees only, with one praise word at
 * least, and none of them a name of the shop's (`praiseNames`).
 */
export function isPraiseOnly(words: string, praiseNames: ReadonlySet<string>): boolean {
  const said = words.toLowerCase().split(/\s+/).filter(Boolean);
  const praised = said.filter((word) => PRAISE.has(word));
  return (
    praised.length > 0 &&
    said.every((word) => PRAISE.has(word) || DEGREES.has(word)) &&
    !praised.some((word) => praiseNames.has(word))
  );
}
