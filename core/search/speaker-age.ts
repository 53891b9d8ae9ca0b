/**
 * The shopper's own age said as a clause of its own ("i'm 30, need a watch", "need a watch, i am 45 years old"):
 * a grown speaker's age narrows nothing (products for adults are any product) and names no word a product holds,
 * so the clause goes. It had been searched as words: "Showing i'm 30 watch. … No product here is from Im". A
 * child's age (from `personAge.speakerChildFrom`, under `grownFrom`) asks for a child of that age, as "for a 12 year
 * old" does after the request ("I'm 12, need running shoes": kids' running shoes; it had said "No product here is
 * from Im"). Younger ones stay as said. Pure.
 */
import { indefiniteArticle } from './indefinite-article.ts';
import { numberOfWords, NUMBER_WORDS } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { movedToEnd } from './self-descriptions.ts';
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
  let child: { at: number; end: number; years: number } | undefined;
  const grownGone = input.replace(SPEAKER_AGE, (clause, ...args) => {
    const { open = '', age = '' } = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const years = /^\d+$/u.test(age) ? Number(age) : numberOfWords(age);
    if (years !== undefined && years >= personAge.grownFrom) return open.replace(/and\s+$/iu, '');
    const at = args.at(-3) as number;
    if (years !== undefined && years >= personAge.speakerChildFrom)
      child ??= { at, end: at + clause.length, years };
    return clause;
  });
  // A child's: the clause (its opening "and" too) said as the child the request is for.
  if (child === undefined || grownGone !== input) return grownGone;
  return movedToEnd(
    input,
    child.at,
    child.end,
    `for ${indefiniteArticle(String(child.years))} ${child.years} year old`,
  );
}
