/**
 * Who a request is for, named by what they do: "a gift for a runner" searches "running", "tents for campers"
 * "camping tents", "for my dad who is a golfer" "golf". The person is kept as the query's `recipient` ("a
 * runner", "campers") for the chat, but not searched for: a runner's gift is no table runner. Only after "for",
 * "who is" or an article, and only where the phrase ends, so "table runner" and "rug runner for a hallway" stay
 * as they are. People named by what they love likewise: "a gift for a coffee lover" searches "coffee". Run
 * before the gift framing, which then removes "a gift".
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { personas, enthusiasts } = queryDefaults.filler;

const ACTIVITY = new Map<string, string>(
  Object.entries(personas).flatMap(([activity, names]) =>
    names.map((name) => [termKey(name), activity] as const),
  ),
);
const DETERMINER = '(?<det>a|an|my|our|his|her|their|the)\\s+';
const FRAMING = `${WORD_START}(?:(?<for>for|who\\s+is|who's|who\\s+are)\\s+(?:${DETERMINER})?|${DETERMINER.replace('det', 'lone')})`;
const PHRASE_END =
  '(?=\\s*(?:$|[,;.!?]|(?:who|that|under|over|below|above|between|around|with|and|or)(?![\\p{L}\\p{N}])))';
const PERSONA = new RegExp(
  `${FRAMING}(?<who>${alternation(Object.values(personas).flat())})${WORD_END}${PHRASE_END}`,
  'giu',
);
/** "a coffee lover", "tea enthusiasts", "a board game geek": up to three words of what they love. */
const ENTHUSIAST = new RegExp(
  `${FRAMING}(?<who>(?<loves>\\p{L}[\\p{L}'-]*(?:\\s+\\p{L}[\\p{L}'-]*){0,2})\\s+(?:${alternation(enthusiasts)}))` +
    `${WORD_END}${PHRASE_END}`,
  'giu',
);

interface PersonaGroups {
  for?: string;
  det?: string;
  lone?: string;
  who: string;
  loves?: string;
}

/** Keeps what the person does or loves for the text, and who they are for the chat. */
function readPerson(draft: Draft, groups: PersonaGroups, activity: string): void {
  draft.activity ??= activity;
  draft.interest = true;
  // "who is a golfer" describes someone named before ("my dad"), who is the recipient.
  const named = groups.for === undefined || /^for$/i.test(groups.for);
  const spoken = (groups.det ?? groups.lone)?.toLowerCase();
  // "my swim coach" is "your swim coach" to the shopper, as a relation is ("your dad").
  const determiner = spoken === 'my' || spoken === 'our' ? 'your' : spoken;
  if (named) draft.recipient ??= determiner === undefined ? groups.who : `${determiner} ${groups.who}`;
}

/** Takes the persona out of the text; its activity joins the words (see `personaText`). */
export function readPersonas(draft: Draft): void {
  draft.rest = draft.rest.replace(PERSONA, (...args: unknown[]) => {
    const groups = args.at(-1) as PersonaGroups;
    const activity = ACTIVITY.get(termKey(groups.who));
    if (activity === undefined) return String(args[0]);
    readPerson(draft, groups, activity);
    return GAP;
  });
  draft.rest = draft.rest.replace(ENTHUSIAST, (...args: unknown[]) => {
    const groups = args.at(-1) as PersonaGroups;
    const loves = (groups.loves ?? '').trim().toLowerCase();
    if (loves === '') return String(args[0]);
    readPerson(draft, groups, loves);
    return GAP;
  });
}

/** The matched words with the persona's activity in front, unless they already hold it ("hiking boots"). */
export function personaText(text: string, activity: string | undefined): string {
  if (activity === undefined) return text;
  const words = text.split(' ').filter(Boolean);
  return words.some((word) => termKey(word) === termKey(activity)) ? text : [activity, ...words].join(' ');
}
