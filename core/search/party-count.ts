/**
 * A party said by its members after a product that holds people: "a tent for me and my wife" (2), "for me and 3
 * friends" (4), "for my wife, my son and me" (3), "for 2 adults and 2 kids" (4), "for us and our dog" (3: `party.pairs` two) ask room for them all, as "tent for
 * 4 people" does (people-count.ts), not a product for the one person named ("for your wife": women's tents). Each
 * member counts one, a count before a plural that many (`queryDefaults.audience.party`); a plural without a count
 * ("us and the kids", "me and my friends") the fewest it can be (`party.uncounted`), the room then at least that
 * many and the chat asking how many they are ("for at least 4 people"); a word naming no one leaves the words to
 * the other readers. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { Draft } from './draft.ts';
import { NUMBER_WORDS, numberOfWords } from './number-words.ts';
import { askRoomFor, countsPeopleAt } from './people-count.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, findTerms, termKey, WORD_END, type FoundTerm } from './text-tools.ts';

const { audience, measures } = queryDefaults;
const { party } = audience;

const SELVES = new Set(party.selves);
const PAIRS = new Set(party.pairs);
/** Words naming one person: the singulars of the relations and the party's own members. */
const ONE = new Set(
  [
    ...Object.values(audience.relations).flat(),
    ...Object.values(audience.eitherAge).flat(),
    ...audience.neutralRelations,
    ...party.members,
  ]
    .map(termKey)
    .filter((word) => !party.counted.includes(word) && !word.endsWith('s') && word !== 'family'),
);
const COUNTED = new Set(party.counted.map(termKey));

/** "for " and what follows it, up to a break or a word that cannot be one of the party (`countEnds` but "and"). */
const FOR = /(?:^|[^\p{L}\p{N}])for\s+/giu;
const SPAN_END = new RegExp(
  `[.;:!?()]|\\s(?:${alternation(measures.countEnds.filter((word) => word !== 'and'))})${WORD_END}`,
  'iu',
);
const SEPARATOR = /\s*,\s*(?:and\s+)?|\s+and\s+|\s*[&+]\s*/u;
const ADJECTIVES = `(?:${alternation(audience.relationAdjectives)})\\s+`;
const PERSON = new RegExp(`^(?:(?:my|our|a|an|the)\\s+)?(?:${ADJECTIVES})?(?<who>\\p{L}[\\p{L}'-]*)$`, 'iu');
const COUNT = new RegExp(
  `^(?:(?:my|our|the)\\s+)?(?<num>\\d{1,2}|${NUMBER_WORDS})\\s+(?:${ADJECTIVES})?(?<who>\\p{L}[\\p{L}'-]*)$`,
  'iu',
);

/** "the kids", "my friends": a plural without a count, the fewest it can be (`audience.party.uncounted`). */
const PLURAL = new RegExp(
  `^(?:(?:my|our|the|his|her|their)\\s+)?(?:${ADJECTIVES})?(?<who>\\p{L}[\\p{L}'-]*)$`,
  'iu',
);

/** One member of a party: how many it counts ("me", "my wife": 1; "3 friends": 3) and the word naming them. */
export interface PartyMember {
  said: string;
  who: string;
  count: number;
  /** A plural said without its count ("the kids"): `count` is the fewest it can be. */
  uncounted?: boolean;
}

/** One member of a party as said ("me", "my wife", "3 friends"), else undefined. */
function memberOf(member: string): PartyMember | undefined {
  const said = member.trim();
  const lower = said.toLowerCase();
  if (SELVES.has(lower)) return { said, who: lower, count: 1 };
  if (PAIRS.has(lower.replace(/\s+/gu, ' '))) return { said, who: lower, count: 2 };
  const person = PERSON.exec(lower)?.groups?.['who'];
  if (person !== undefined && ONE.has(termKey(person))) return { said, who: person, count: 1 };
  const counted = COUNT.exec(lower)?.groups;
  const who = counted?.['who'] ?? '';
  const plural = counted === undefined ? PLURAL.exec(lower)?.groups?.['who'] : undefined;
  if (plural !== undefined && COUNTED.has(termKey(plural)))
    return { said, who: plural, count: party.uncounted, uncounted: true };
  if (counted === undefined || !COUNTED.has(termKey(who))) return undefined;
  const digits = counted['num'] ?? '';
  const count = /^\d/.test(digits) ? Number(digits) : numberOfWords(digits);
  return count !== undefined && count >= 1 ? { said, who, count } : undefined;
}

/** The members of a party, when each of two or more is one or a count of them, two people or more in all. */
function partyOf(span: string): PartyMember[] | undefined {
  const said = span.split(SEPARATOR);
  if (said.length < 2) return undefined;
  const members: PartyMember[] = [];
  for (const one of said) {
    const member = memberOf(one);
    if (member === undefined) return undefined;
    members.push(member);
  }
  return members.reduce((total, member) => total + member.count, 0) >= 2 ? members : undefined;
}

/** A party after "for" in `asked`: its members, where "for" starts (`from`) and where the party ends (`to`). */
export interface PartySaid {
  members: PartyMember[];
  from: number;
  to: number;
}

/** The parties said after "for" in `asked`, in order ("for me and my wife", "for 2 adults and 2 kids"). */
export function* partiesIn(asked: string): Generator<PartySaid> {
  if (!/\bfor\s/iu.test(asked)) return;
  for (const match of asked.matchAll(FOR)) {
    const start = match.index + match[0].length;
    const after = asked.slice(start);
    const end = SPAN_END.exec(after)?.index ?? after.length;
    const members = partyOf(after.slice(0, end));
    if (members === undefined) continue;
    yield { members, from: match.index + match[0].length - match[0].trimStart().length, to: start + end };
  }
}

/**
 * Takes a party after a product of `peopleCategories` out of the text into `filters.measures`, room for them all
 * ("for me and my wife": for 2 people).
 */
export function readPartyCount(
  draft: Draft,
  categories: CategoryLexicon,
  peopleCategories: ReadonlySet<string>,
): void {
  if (peopleCategories.size === 0) return;
  const asked = draft.rest;
  let named: FoundTerm[] | undefined;
  for (const { members, from, to } of partiesIn(asked)) {
    named ??= findTerms(asked, categories.terms);
    if (!countsPeopleAt(draft, asked, from, named, categories, peopleCategories)) continue;
    draft.rest = `${asked.slice(0, from)} ${asked.slice(to)}`;
    askRoomFor(
      draft,
      members.reduce((total, member) => total + member.count, 0),
      members.some((member) => member.uncounted === true),
    );
    return;
  }
}
