/**
 * The shopper's party said as a clause of its own (`queryDefaults.measures.partyBeing`, `partyHaving`,
 * `partyChildren`, `partySpeakers`): "we're a family of four, need a tent" (a group), "there are 3 of us, tent
 * please" (a count of "us"), "we have two kids, need a tent" (children, with the speaker's grown-ups: a family of 4)
 * ask room for them all, as "tent for a family of four" does, where the request (or the last search) names a product
 * that holds people (CatalogVocabulary.peopleCategories); else the clause is their situation and leaves the text
 * ("we have two kids, need a backpack": backpacks). It had been read otherwise: "we have two kids" as a budget and an
 * audience ("Showing under two tent. … I relaxed: for kids."), "there are 3 of us" searched. Only a clause between
 * the request's ends and its marks. Run before the party count and the spending reader. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { Draft } from './draft.ts';
import { NUMBER_WORDS, numberOfWords } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, findTerms, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { measures, audience } = queryDefaults;

const NUMBER = `(?:\\d{1,2}|${NUMBER_WORDS})${WORD_END}`;
const BEING = `(?:${alternation(measures.partyBeing)})\\s+(?:(?:just|only)\\s+)?`;
const SPEAKERS = alternation(Object.keys(measures.partySpeakers));
/** "a family of four", "a big family of 5", "3 of us", "the two of us", "4 people". */
const GROUP =
  `(?:(?:a|an)\\s+)?(?:(?:${alternation(measures.partyAdjectives)})\\s+)?(?<group>${alternation(measures.groupWords)})` +
  `\\s+of\\s+(?<num>${NUMBER})`;
const US = `(?:the\\s+)?(?<us>${NUMBER})(?:\\s+of\\s+us|\\s+(?:people|persons|adults)${WORD_END})`;
/** "and a dog", "and two cats" after the children: the clause's too, counted as no one (`audience.party.animals`). */
const PETS = `(?:\\s+and\\s+(?:a|an|one|our|\\d{1,2}|${NUMBER_WORDS})\\s+(?:${alternation(audience.party.animals)})${WORD_END})?`;
/** "we have two kids", "i've got a baby", "we have two kids and a dog". */
const CHILDREN =
  `(?<speaker>${SPEAKERS})\\s*(?:${alternation(measures.partyHaving)})\\s+` +
  `(?:(?<one>a|an|one)|(?<many>\\d{1,2}|${NUMBER_WORDS}))\\s+(?<children>${alternation(measures.partyChildren)})${PETS}`;
/** The clause, from the request's start or a mark to its end, a mark or "and", "so", "but". */
const CLAUSE = new RegExp(
  `(?:^|(?<=[,;.!?:]))\\s*(?:(?:and|so|but|also)\\s+)?(?:${BEING}(?:${GROUP}|${US})|${CHILDREN})` +
    `(?=\\s*(?:$|[,;.!?:]|(?:and|so|but)${WORD_END}))`,
  'giu',
);
/** What every clause holds, which most requests lack: tested before the pattern is run. */
const SAID = new RegExp(
  `${WORD_START}(?:of\\s+us|people|persons|adults|${alternation([...measures.groupWords, ...measures.partyChildren])})${WORD_END}`,
  'iu',
);

const count = (said: string): number | undefined => (/^\d/u.test(said) ? Number(said) : numberOfWords(said));

/** Whether a product named in `text` (or, with none, the last search's) holds people. */
function holdsPeople(
  draft: Draft,
  text: string,
  categories: CategoryLexicon,
  peopleCategories: ReadonlySet<string>,
): boolean {
  const named = findTerms(text, categories.terms).flatMap(
    (found) => categories.paths.get(termKey(found.term)) ?? [],
  );
  const paths = named.length > 0 ? named : (draft.priorCategories ?? []);
  return paths.some(
    (path) =>
      peopleCategories.has(path) || [...peopleCategories].some((people) => people.startsWith(`${path} > `)),
  );
}

/**
 * Whether `text` (or, naming none, the last search) names products and none of them holds people: "backpack for a
 * family of 4" asks no room for four (measures.ts).
 */
export function holdsNoPeople(
  draft: Draft,
  text: string,
  categories: CategoryLexicon,
  peopleCategories: ReadonlySet<string>,
): boolean {
  const named = findTerms(text, categories.terms).length > 0 || (draft.priorCategories ?? []).length > 0;
  return named && !holdsPeople(draft, text, categories, peopleCategories);
}

/** Takes out the clauses of the shopper's party (see above), asking room for them where the product holds people. */
export function readPartyClauses(
  draft: Draft,
  categories: CategoryLexicon,
  peopleCategories: ReadonlySet<string>,
): void {
  if (!SAID.test(draft.rest)) return;
  const asked = draft.rest;
  draft.rest = consume(asked, CLAUSE, (match) => {
    const { num, us, group, speaker, one, many } = match.groups ?? {};
    const grownUps = speaker === undefined ? 0 : (measures.partySpeakers[speaker.toLowerCase()] ?? 0);
    const children = one !== undefined ? 1 : many !== undefined ? count(many) : 0;
    const people = speaker === undefined ? count(num ?? us ?? '') : grownUps + (children ?? 0);
    if (people === undefined || people < 1 || children === undefined) return false;
    const rest = `${asked.slice(0, match.index)} ${asked.slice(match.index + match[0].length)}`;
    if (holdsPeople(draft, rest, categories, peopleCategories)) {
      const family = group ?? (speaker === undefined ? undefined : 'family');
      const label =
        family === undefined
          ? `for ${people} people`
          : `for a ${family.toLowerCase()} of ${group === undefined ? people : num}`;
      draft.filters.measures = [
        ...(draft.filters.measures ?? []),
        { unit: 'person', min: people, label, snug: true },
      ];
    }
    return GAP;
  });
}
