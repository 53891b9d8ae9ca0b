/**
 * The shopper saying what they are, as a clause of its own before or after the request
 * (`queryDefaults.selfDescriptions`): "i'm a nurse, need comfortable shoes", "as a teacher i need a backpack",
 * "shoes, i'm a runner", "i work as a waiter". Named by their work or what they do (`filler.occupations`,
 * `filler.personas`), they are whom the request is for, said after it as the shopper could have typed it ("need
 * comfortable shoes for a nurse", "shoes for a runner"), which the readers of people then read. Their height ("i'm 6
 * feet tall", "I'm 5'4", "i'm tall") and when they work ("i work nights") go: no words to match nor to say. These
 * had been searched as words: "Showing i'm a nurse comfortable shoes. … No product mentions "im" or "nurse"". Who
 * they are goes too where the request is for someone else (`forOthers`: "i'm a nurse, need a gift for my dad"). A
 * role no list names ("i'm a student" is one, "i'm a mom of two" none) is the person clauses' (person-clauses.ts).
 * Pure.
 */
import { indefiniteArticle } from './indefinite-article.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { selfDescriptions, filler } = queryDefaults;

const FOR_OTHERS = new RegExp(`${WORD_START}(?:${alternation(selfDescriptions.forOthers)})${WORD_END}`, 'iu');
const ROLES = [
  ...selfDescriptions.persons,
  ...filler.occupations,
  ...Object.values(filler.personas).flat(),
  ...selfDescriptions.onTheirFeet,
];
const ADVERBS = `(?:(?:${alternation(selfDescriptions.adverbs)})\\s+)*`;
/** Where the clause opens: the request's start, after a mark typed, or after "and", "but", "because". */
const OPEN = `(?<open>^\\s*|[,;.!?:]\\s*|${WORD_START}(?:and|but|because|since|cause)\\s+)`;
/** Where it ends: a mark, the end, or the next clause ("and need shoes", "as a teacher i need…"). */
const END = `(?=\\s*(?:$|[,;.!?:])|\\s+(?:and|but|so|because|i|need|needs|looking)${WORD_END})`;
/** A role, after "a"/"an" up to two words before it ("an ER nurse"); without them, the role alone. */
const ROLE = `(?:(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,2}?)?(?<role>${alternation(ROLES)})`;
/** "6 feet tall", "5'4", "5 ft 10", "6 foot 2 inches", "tall". */
const HEIGHT =
  `(?:\\d\\s*(?:'|’|feet|foot|ft)(?:\\s*\\d{1,2}(?:\\s*(?:"|''|inches|inch|in))?)?(?:\\s+tall)?` +
  `|(?:${alternation(selfDescriptions.heights)}))`;
const WORK = `(?:i|we)\\s+${ADVERBS}work\\s+(?:${alternation(selfDescriptions.workTimes)})`;
const CLAUSE = new RegExp(
  `${OPEN}(?:(?<being>${alternation(selfDescriptions.beings)})\\s+${ADVERBS}(?:${ROLE}|(?<height>${HEIGHT}))` +
    `|(?<work>${WORK}))${WORD_END}${END}`,
  'iu',
);
/** A speaker opening a clause, which most requests lack: tested before the large pattern is run. */
const SAID = /(?<![\p{L}\p{N}])(?:i|we|as)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:im|we're)\s/iu;

/** What joined the clause to the request after it: ", need shoes", "and need shoes". */
const LEADING_JOIN = /^\s*(?:[,;.!?:]+|(?:and|but|so)(?![\p{L}\p{N}]))/iu;

/**
 * `text` without its stretch from `start` to `end` (a mark after it too where it opens the text), `phrase` said
 * after the rest, before a closing mark ("i'm 12, need shoes": "need shoes for a 12 year old").
 */
export function movedToEnd(text: string, start: number, end: number, phrase: string): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const rest = (before.trim() === '' ? after.replace(LEADING_JOIN, '') : `${before}${after}`).trim();
  if (phrase === '') return rest;
  const close = /[.!?]+$/u.exec(rest)?.[0] ?? '';
  return `${rest.slice(0, rest.length - close.length)} ${phrase}${close}`.trim();
}

/** `input` with the shopper's saying what they are read (see above): "need comfortable shoes for a nurse". */
export function withSelfDescription(input: string): string {
  if (!SAID.test(input)) return input;
  const found = CLAUSE.exec(input);
  if (found === null) return input;
  const { being = '', role, height, work } = found.groups ?? {};
  // "as" before a role only: "as a gift" is no one.
  if (being.toLowerCase() === 'as' && role === undefined) return input;
  const start = found.index;
  const end = found.index + found[0].length;
  if (height !== undefined || work !== undefined) return movedToEnd(input, start, end, '');
  // Whom the request is for is someone else ("i'm a nurse, need a gift for my husband"): the clause only goes.
  const rest = `${input.slice(0, start)} ${input.slice(end)}`;
  if (FOR_OTHERS.test(rest)) return movedToEnd(input, start, end, '');
  const who = (role ?? '').toLowerCase();
  const plural = /^we/iu.test(being);
  return movedToEnd(input, start, end, `for ${plural ? '' : `${indefiniteArticle(who)} `}${who}`);
}
