/**
 * Who a request is for, named by what they do: "a gift for a runner" searches "running", "tents for campers"
 * "camping tents", "for my dad who is a golfer" "golf". The person is kept as the query's `recipient` ("a
 * runner", "campers") for the chat, but not searched for: a runner's gift is no table runner. Only after "for",
 * "who is" or an article, and only where the phrase ends, so "table runner" and "rug runner for a hallway" stay
 * as they are. People named by what they love likewise: "a gift for a coffee lover" searches "coffee", and "a
 * gift for a coffee fan" too, but a word that also names products ("fan", "nut") only in a person's phrase
 * ("for a/my …", "gifts for … fans", "who is a …") and never as the shop's product ("remote for a ceiling fan"
 * where ceiling fans are sold; fan-names.ts). Run before the gift framing, which then removes "a gift".
 */
import type { Draft } from './draft.ts';
import { FAN_NAME_HINT, FAN_WORDS, isFanName } from './fan-names.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { personas, enthusiasts, giftWords, keenness } = queryDefaults.filler;

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
const LOVES = `(?:(?:${alternation(keenness)})\\s+)?(?<loves>\\p{L}[\\p{L}'-]*(?:\\s+\\p{L}[\\p{L}'-]*){0,2})\\s+`;
const ENTHUSIAST = new RegExp(
  `${FRAMING}(?<who>${LOVES}(?:${alternation(enthusiasts)}))${WORD_END}${PHRASE_END}`,
  'giu',
);
/** "a coffee fan", "star wars fans": read only in a person's phrase, and not where they name a product. */
const FAN = new RegExp(
  `${FRAMING}(?<who>${LOVES}(?<fan>${alternation(FAN_WORDS.keys())}))${WORD_END}${PHRASE_END}`,
  'giu',
);
/**
 * The words naming the person in two patterns (a persona, an enthusiast; a fan's is FAN_NAME_HINT), which most
 * requests lack: each is tested before its larger pattern runs, in its flags.
 */
const wordSaid = (words: Iterable<string>) =>
  new RegExp(`${WORD_START}(?:${alternation(words)})${WORD_END}`, 'iu');
const PERSONA_SAID = wordSaid(Object.values(personas).flat());
const ENTHUSIAST_SAID = wordSaid(enthusiasts);
/** A gift word just before "for": "gifts for star wars fans" names people, as "for a star wars fan" does. */
const GIFT_BEFORE = new RegExp(`${WORD_START}(?:${alternation(giftWords)})\\s*$`, 'iu');

interface PersonaGroups {
  for?: string;
  det?: string;
  lone?: string;
  who: string;
  loves?: string;
  fan?: string;
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
export function readPersonas(draft: Draft, fanNames: ReadonlySet<string> = new Set()): void {
  if (PERSONA_SAID.test(draft.rest)) readPersonaWords(draft);
  if (ENTHUSIAST_SAID.test(draft.rest)) readEnthusiasts(draft);
  if (FAN_NAME_HINT.test(draft.rest)) readFans(draft, fanNames);
}

function readPersonaWords(draft: Draft): void {
  draft.rest = draft.rest.replace(PERSONA, (...args: unknown[]) => {
    const groups = args.at(-1) as PersonaGroups;
    const activity = ACTIVITY.get(termKey(groups.who));
    if (activity === undefined) return String(args[0]);
    readPerson(draft, groups, activity);
    return GAP;
  });
}

function readEnthusiasts(draft: Draft): void {
  draft.rest = draft.rest.replace(ENTHUSIAST, (...args: unknown[]) => {
    const groups = args.at(-1) as PersonaGroups;
    const loves = (groups.loves ?? '').trim().toLowerCase();
    if (loves === '') return String(args[0]);
    readPerson(draft, groups, loves);
    return GAP;
  });
}

function readFans(draft: Draft, fanNames: ReadonlySet<string>): void {
  draft.rest = draft.rest.replace(FAN, (...args: unknown[]) => {
    const groups = args.at(-1) as PersonaGroups;
    const before = String(args.at(-2)).slice(0, Number(args.at(-3)));
    const loves = (groups.loves ?? '').trim().toLowerCase();
    if (!isPersonPhrase(groups, before)) return String(args[0]);
    if (isFanName(fanNames, loves.split(/\s+/).at(-1) ?? '', groups.fan ?? '')) return String(args[0]);
    readPerson(draft, groups, loves);
    return GAP;
  });
}

/**
 * Does the phrase of a fan word name a person: "who is a …", "for a/my …" (not "for the …", as of a product), or
 * "for …" after a gift word ("gifts for star wars fans")? An article alone ("a ceiling fan") names no one.
 */
function isPersonPhrase(groups: PersonaGroups, before: string): boolean {
  if (groups.for === undefined) return false;
  if (!/^for$/i.test(groups.for)) return true;
  if (groups.det !== undefined) return !/^the$/i.test(groups.det);
  return GIFT_BEFORE.test(before);
}

/** The matched words with the persona's activity in front, unless they already hold it ("hiking boots"). */
export function personaText(text: string, activity: string | undefined): string {
  if (activity === undefined) return text;
  const words = text.split(' ').filter(Boolean);
  return words.some((word) => termKey(word) === termKey(activity)) ? text : [activity, ...words].join(' ');
}
