/**
 * The shopper's own age said as a clause of its own ("i'm 30, need a watch", "need a watch, i am 45 years old"):
 * a grown speaker's age narrows nothing (products for adults are any product) and names no word a product holds,
 * so the clause goes. It had been searched as words: "Showing i'm 30 watch. … No product here is from Im". A
 * child's age (under `personAge.grownFrom`) stays as said. Pure.
 */
import { numberOfWords, NUMBER_WORDS } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { personAge } = queryDefaults;

const SPEAKER_AGE = new RegExp(
  `(?<open>^|[,;.!?]\\s*|(?<![\\p{L}\\p{N}])and\\s+)(?:${alternation(personAge.speakers)})\\s+` +
    `(?<age>\\d{1,3}|${NUMBER_WORDS})(?:\\s+(?:years?|yrs?)(?:\\s+old)?)?${WORD_END}` +
    `(?=\\s*(?:[,;.!?]|$|and\\s))`,
  'giu',
);
const SAID = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(personAge.speakers)})\\s`, 'iu');

/** `input` without a grown shopper's own age ("i'm 30, need a watch": ", need a watch"). */
export function withoutSpeakerAge(input: string): string {
  if (!SAID.test(input)) return input;
  return input.replace(SPEAKER_AGE, (clause, ...args) => {
    const { open = '', age = '' } = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const years = /^\d+$/u.test(age) ? Number(age) : numberOfWords(age);
    return years !== undefined && years >= personAge.grownFrom ? open.replace(/and\s+$/iu, '') : clause;
  });
}
