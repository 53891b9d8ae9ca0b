/**
 * A clause giving the conversation's person an age (`queryDefaults.personAge`): "he is 12", "she's 8 years old",
 * "they're 6 months" after "boots for my son" read as "for my 12 year old son" would be, narrowing to the kids'
 * audience and naming "your 12-year-old son". Left alone, the age had been taken for a clause describing him and
 * nothing narrowed. Pure.
 */
import { agelessPerson } from './ageless-person.ts';
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, termKey, WORD_START } from './text-tools.ts';

const { personAge, followUpOpeners } = queryDefaults;
const { subjects, pronouns } = personAge;
const OPENERS = alternation(followUpOpeners);
const AGE = new RegExp(
  `${PHRASE_START}${WORD_START}(?:(?:${OPENERS})[\\s,]+)*(?:${alternation(subjects)})\\s+(?:now\\s+)?` +
    `(?<age>\\d{1,2})(?:[\\s-]*(?<unit>years?|yrs?|months?|mos?)(?:[\\s-]*old)?)?(?:\\s+now)?` +
    `(?=\\s*(?:[,;.!?]|$))`,
  'giu',
);
const PRONOUN = new Map(
  Object.entries(pronouns).flatMap(([person, words]) =>
    words.map((word) => [termKey(word), person] as const),
  ),
);

/** "for my 12 year old son": the person of `recipient` ("your son", "her") aged; undefined if none is named. */
function agedPhrase(recipient: string, age: string, unit: string): string | undefined {
  const [lead = '', ...named] = (agelessPerson(recipient) ?? '').split(/\s+/);
  const alone = named.length === 0 ? PRONOUN.get(termKey(lead)) : undefined;
  if (named.length === 0 && alone === undefined) return undefined;
  const determiner = lead.toLowerCase() === 'your' ? 'my' : 'a';
  return ['for', determiner, age, unit, 'old', ...(alone === undefined ? named : [alone])].join(' ');
}

/** `input` with an age given to the last search's person ("he is 12") as that person aged ("for my 12 year old son"). */
export function withPersonAge(input: string, previous: SearchQuery | undefined): string {
  const recipient = previous?.recipient;
  if (recipient === undefined) return input;
  return input.replace(AGE, (clause, ...args) => {
    const { age = '', unit = 'year' } = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const aged = agedPhrase(recipient, age, /^mo/i.test(unit) ? 'month' : 'year');
    return aged ?? clause;
  });
}
