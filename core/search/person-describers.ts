/**
 * A word describing a person before the word naming them (`queryDefaults.audience.personDescribers`): "for a tall
 * guy", "for a new runner", "i'm a light sleeper", "she's a petite woman". It says who the person is, never what the
 * product is, so it leaves the text and the person stays to be read ("for a guy": men's; "for a runner": running).
 * It had been read of the product: "i'm a light sleeper, need bedding" had listed lightweight bedding, "jacket for a
 * tall guy" said 'No product mentions "tall" or "guy"'. Said of a sleeper it names no one the product is for, and
 * goes whole (`audience.sleepers`: "i'm a light sleeper, need bedding": bedding). Read only after "for", a being
 * ("i'm", "she's", "who is") or "as", up to an article or possessive, and before the person's phrase ends. A pair
 * naming a need is the need's ("hot sleeper": cooling, `framing.clausePeople`), a name of its own a persona's
 * ("new homeowner"), and a relation's own describers stay ("my little sister", "a new mom"). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { movedToEnd } from './self-descriptions.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { audience, framing, filler, selfDescriptions } = queryDefaults;

const normal = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s-]+/gu, ' ')
    .trim();

/** Words naming a relation, whose own describers (`relationAdjectives`) stay. */
const RELATIONS = new Set(
  [...Object.values(audience.relations).flat(), ...Object.values(audience.eitherAge).flat()].map(normal),
);
const RELATION_ADJECTIVES = new Set(audience.relationAdjectives.map(normal));
const PLAIN_PEOPLE = new Set(audience.plainPeople.map(normal));
const SIZING = new Set(audience.sizingDescribers.map(normal));
const SLEEPERS = new Set(audience.sleepers.map(normal));
const PERSONS = [
  ...RELATIONS,
  ...audience.neutralRelations,
  ...selfDescriptions.persons,
  ...Object.values(filler.personas).flat(),
  ...filler.occupations,
  ...audience.sleepers,
  ...audience.describedPeople,
];
/** Pairs that are names of their own: a need ("hot sleeper") or a persona ("new homeowner"). */
const OWN_NAMES = new Set([...framing.clausePeople, ...PERSONS].map(normal));
const LEAD =
  `(?<lead>(?:for|as|i'm|i’m|im|i am|we're|we’re|we are|he's|he’s|he is|she's|she’s|she is|they're|they’re|they are|` +
  `who's|who’s|who is|who are)\\s+(?:(?:a|an|my|our|his|her|their|the|some)\\s+)?)`;
const DESCRIBER = `(?:${alternation(audience.personDescribers)})`;
const PHRASE =
  `${WORD_START}${LEAD}(?<describers>${DESCRIBER}(?:(?:[\\s,]+|\\s+and\\s+)${DESCRIBER})?)\\s+(?<person>${alternation(PERSONS)})` +
  `${WORD_END}(?=\\s*(?:$|[,;.!?)]|(?:and|who|with|need|needs|looking|i|so|but|in|under|that|which|to|for)${WORD_END}))`;
const DESCRIBED = new RegExp(PHRASE, 'iu');
/** A describer, which most requests lack: tested before the large pattern is run. */
const DESCRIBER_SAID = new RegExp(`${WORD_START}${DESCRIBER}${WORD_END}`, 'iu');

/** The describers of `person` that go: all but a relation's own; none of a pair naming a need or persona. */
function goneOf(describers: string, person: string): boolean[] | undefined {
  const words = describers.split(/[\s,]+(?:and\s+)?/u).filter(Boolean);
  if (OWN_NAMES.has(normal(`${describers} ${person}`)) || OWN_NAMES.has(normal(`${words.at(-1)} ${person}`)))
    return undefined;
  const relation = RELATIONS.has(normal(person)) && !PLAIN_PEOPLE.has(normal(person));
  const gone = words.map((word) => !(relation && RELATION_ADJECTIVES.has(termKey(word))));
  return gone.some(Boolean) ? gone : undefined;
}

/**
 * `input` with each describer of a person taken out (see above): "jacket for a guy", "bedding"; `sized` when one
 * that went says a build (`audience.sizingDescribers`: "t shirt for a big guy"), whose size the chat asks.
 */
export function readPersonDescribers(input: string): { text: string; sized: boolean } {
  let sized = false;
  if (!DESCRIBER_SAID.test(input)) return { text: input, sized };
  let text = input;
  for (let guard = 0; guard < 4; guard++) {
    const found = DESCRIBED.exec(text);
    if (found === null) break;
    const { lead = '', describers = '', person = '' } = found.groups ?? {};
    const gone = goneOf(describers, person);
    if (gone === undefined) break;
    const start = found.index;
    const end = start + found[0].length;
    if (SLEEPERS.has(normal(person))) {
      text = movedToEnd(text, start, end, '');
      continue;
    }
    const words = describers.split(/[\s,]+(?:and\s+)?/u).filter(Boolean);
    if (words.some((word, index) => gone[index] === true && SIZING.has(normal(word)))) sized = true;
    const kept = words.filter((_, index) => gone[index] !== true).join(' ');
    text = `${text.slice(0, start)}${lead}${kept === '' ? '' : `${kept} `}${person}${text.slice(end)}`;
  }
  return { text, sized };
}

/** `input` with each describer of a person taken out (see `readPersonDescribers`). */
export const withoutPersonDescribers = (input: string): string => readPersonDescribers(input).text;
