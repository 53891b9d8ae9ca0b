/**
 * Words for a person that also name products (queryDefaults.filler.fans: "a coffee fan", "a history buff"; "ceiling
 * fan", "hex nut"): the shop's titles tell which. A title giving such a word with a word before it ("Hunter 52 in.
 * Ceiling Fan", "Stainless Hex Nuts") makes that pair a product there ("ceiling fan", "hex nut"), so "remote for a
 * ceiling fan" keeps its fan where one is sold, while "gift for a coffee fan" reads a person who loves coffee
 * (CatalogVocabulary.fanNames; persona-phrases.ts). One title is enough: a product read as a person would lose its
 * products, a person read as a product only searches the word they said. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { allMatches, alternation, WORD_END, WORD_START } from './text-tools.ts';

/** Each spelling of a fan word ("fans") → its singular ("fan"), lower-cased. */
export const FAN_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(queryDefaults.filler.fans).flatMap(([singular, spellings]) =>
    [singular, ...spellings].map((spelling) => [spelling.toLowerCase(), singular] as const),
  ),
);

/** A title that may hold a fan word: only those need a closer look for `fanNamesIn`. */
export const FAN_NAME_HINT = new RegExp(`${WORD_START}(?:${alternation(FAN_WORDS.keys())})${WORD_END}`, 'iu');

const TITLE_WORD = /[\p{L}\p{N}]+/gu;

/** The pairs of a title's word and a fan word after it, as a space or a hyphen joins them ("ceiling fan"). */
function fanPairs(title: string): string[] {
  const lower = title.toLowerCase();
  const words = allMatches(lower, TITLE_WORD);
  const pairs: string[] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    const fan = next === undefined ? undefined : FAN_WORDS.get(next[0]);
    if (next === undefined || fan === undefined) return;
    const between = lower.slice(word.index + word[0].length, next.index);
    if (/^[\s-]+$/u.test(between)) pairs.push(`${word[0]} ${fan}`);
  });
  return pairs;
}

/** Pure: the pairs of a word and a fan word the titles give ("ceiling fan", "hex nut"), singular, sorted. */
export function fanNamesIn(titles: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const title of titles) for (const pair of fanPairs(title)) found.add(pair);
  return [...found].sort();
}

/** Is "<before> <fan word>" ("ceiling fans") a product of the shop's (`fanNames`, from `fanNamesIn`)? */
export function isFanName(fanNames: ReadonlySet<string>, before: string, fan: string): boolean {
  const singular = FAN_WORDS.get(fan.toLowerCase());
  return singular !== undefined && fanNames.has(`${before.toLowerCase()} ${singular}`);
}
