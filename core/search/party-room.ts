/**
 * A group named without a count after a product that holds people: "tent for a family", "tent for the whole
 * family", "sofa for a big family" ask for room, the roomiest first, as "one for a family" does after "tents"
 * (`queryDefaults.measures.partyComparative`, measure-sort.ts): "Showing tent, roomiest capacity first.". They had
 * read the family as whom the tent is for and listed the smallest first. Its count unsaid, the chat asks it ("Tell
 * me how many of you there are…": MeasureSort.uncounted). Read only after a word naming a category
 * whose products count people (CatalogVocabulary.peopleCategories), as a party's count is (party-count.ts): "gift
 * for my family" stays for the family; a count after the group ("for a family of 5") is the measures' own. Pure.
 */
import type { Draft } from './draft.ts';
import { orderOf } from './measure-order.ts';
import { countsPeopleAt } from './people-count.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import type { MeasureSort } from './search-query.ts';
import { alternation, consume, findTerms, WORD_END, WORD_START } from './text-tools.ts';

const { measures } = queryDefaults;

const GROUP = `(?:${alternation(measures.groupWords)})${WORD_END}`;
/** "for a family", "for the whole family", "for a big family", ending its phrase or before a word no count ends. */
const PARTY = new RegExp(
  `${WORD_START}for\\s+(?:(?:a|an|the|my|our|your|his|her|their)\\s+)?(?:(?:${alternation(measures.partyAdjectives)})\\s+)*` +
    `${GROUP}(?=\\s*(?:$|[^\\p{L}\\p{N}\\s]|(?:${alternation(measures.countEnds)})${WORD_END}))`,
  'giu',
);
/** The group's word, which most requests lack: tested before the pattern is run. */
const GROUP_SAID = new RegExp(`${WORD_START}${GROUP}`, 'iu');

/** Takes such a group out of the text, the roomiest first (see above), where the catalogue can order so. */
export function readPartyRoom(
  draft: Draft,
  lexicons: Pick<QueryLexicons, 'categories' | 'peopleCategories' | 'measuredAttributes'>,
): MeasureSort | undefined {
  if (lexicons.peopleCategories.size === 0 || !GROUP_SAID.test(draft.rest)) return undefined;
  const asked = draft.rest;
  let sort: MeasureSort | undefined;
  let named: ReturnType<typeof findTerms> | undefined;
  draft.rest = consume(asked, PARTY, (match) => {
    if (sort !== undefined) return false;
    named ??= findTerms(asked, lexicons.categories.terms);
    if (!countsPeopleAt(draft, asked, match.index, named, lexicons.categories, lexicons.peopleCategories))
      return false;
    const typed = match[0].trim().replace(/\s+/g, ' ');
    const order = orderOf({ word: measures.partyComparative }, lexicons.measuredAttributes, typed);
    sort = order === undefined ? undefined : { ...order, uncounted: true };
    return sort !== undefined;
  });
  return sort;
}
