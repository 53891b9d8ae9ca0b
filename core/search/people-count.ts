/**
 * A bare count of people after a product that holds people: "tent for two", "a tent for 2", "sofa for a couple",
 * "a tent that fits 4" ask for room for that many, as "tent for 2 people" does (measures.ts). Read only after a word naming one of
 * the catalogue's categories whose products have a capacity counted in people
 * (CatalogVocabulary.peopleCategories): "a gift set for two" or "a tent for 2 nights" keep their words. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { Draft } from './draft.ts';
import { NUMBER_WORDS, numberOfWords } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import {
  alternation,
  consume,
  findTerms,
  termKey,
  WORD_END,
  WORD_START,
  type FoundTerm,
} from './text-tools.ts';

const { countEnds } = queryDefaults.measures;

/**
 * "for two", "for 2", "for a couple", "for the two of us", "that fits 4", "holds two": the count, then the end of the request, a gap or
 * punctuation, or a word that cannot be what is counted (`countEnds`: "tent for two under 200", "for two that's
 * light"). "for two nights", "for a couple of days" count something else.
 */
export const BARE_COUNT = new RegExp(
  `${WORD_START}(?:for|(?:(?:that|which)\\s+)?(?:fits|fit|holds|hold|accommodates|accommodate))\\s+(?:(?:(?:a|the)\\s+)?(?<couple>couple|pair)(?:\\s+of\\s+(?:us|people|persons|adults))?` +
    `|(?:the\\s+)?(?<num>\\d{1,2}|${NUMBER_WORDS})(?:\\s+of\\s+us)?)${WORD_END}` +
    `(?=\\s*(?:$|[^\\p{L}\\p{N}\\s]|(?:${alternation(countEnds)})${WORD_END}))`,
  'giu',
);

/** Whether a category path named ("outdoor > tents") is, or holds, one whose products count people. */
const holdsPeople = (path: string, peopleCategories: ReadonlySet<string>): boolean =>
  peopleCategories.has(path) || [...peopleCategories].some((people) => people.startsWith(`${path} > `));

/**
 * Does a count at `index` of `asked` follow a product that holds people: the nearest category word before it, else,
 * with no word before it ("for two" after "tents"), the last search's (`draft.priorCategories`)?
 */
export function countsPeopleAt(
  draft: Draft,
  asked: string,
  index: number,
  named: readonly FoundTerm[],
  categories: CategoryLexicon,
  peopleCategories: ReadonlySet<string>,
): boolean {
  const product = named.filter((found) => found.index + found.length <= index).at(-1);
  const alone = !/[\p{L}\p{N}]/u.test(asked.slice(0, index));
  const paths =
    product !== undefined
      ? (categories.paths.get(termKey(product.term)) ?? [])
      : alone
        ? (draft.priorCategories ?? [])
        : [];
  return paths.some((path) => holdsPeople(path, peopleCategories));
}

/**
 * A lower bound of room for `count` people, labelled as "for 2 people" is ("snug": the nearest capacities first);
 * `fewest`: the count is the fewest a party said without all its numbers can be ("us and the kids": "for at least
 * 4 people"), which the chat asks to be told.
 */
export function askRoomFor(draft: Draft, count: number, fewest = false): void {
  const label = `for ${fewest ? 'at least ' : ''}${count} ${count === 1 ? 'person' : 'people'}`;
  draft.filters.measures = [
    ...(draft.filters.measures ?? []),
    { unit: 'person', min: count, label, snug: true, ...(fewest && { fewest }) },
  ];
}

/**
 * Takes a bare count of people after a product of `peopleCategories` out of the text into `filters.measures`, a
 * lower bound labelled as "for 2 people" is ("snug": the nearest capacities first).
 */
export function readPeopleCount(
  draft: Draft,
  categories: CategoryLexicon,
  peopleCategories: ReadonlySet<string>,
): void {
  if (peopleCategories.size === 0) return;
  const asked = draft.rest;
  const named = findTerms(asked, categories.terms);
  draft.rest = consume(asked, BARE_COUNT, (match) => {
    if (!countsPeopleAt(draft, asked, match.index, named, categories, peopleCategories)) return false;
    const groups = match.groups ?? {};
    const digits = groups['num'];
    const count =
      groups['couple'] !== undefined
        ? 2
        : digits === undefined
          ? undefined
          : /^\d/.test(digits)
            ? Number(digits)
            : numberOfWords(digits);
    if (count === undefined || count < 1) return false;
    askRoomFor(draft, count);
    return true;
  });
}
