/**
 * A clause giving the conversation's person an age (`queryDefaults.personAge`): "he is 12", "she's 8 years old",
 * "he's twelve", "they're 6 months" after "boots for my son" read as "for my 12 year old son" would be, narrowing
 * to the kids' audience and naming "your 12-year-old son". Left alone, the age had been taken for a clause
 * describing him and nothing narrowed. With no person named before ("he is 12" after "hiking boots"), the
 * pronoun names them: "for a 12 year old boy" (not "they": they may be the products); it had searched the words
 * "he", "is" and "12". Pure.
 */
import { agelessPerson } from './ageless-person.ts';
import { numberOfWords, NUMBER_WORDS } from './number-words.ts';
import { pronounSex, PRONOUN_PERSON } from './pronoun-person.ts';
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, termKey, WORD_START } from './text-tools.ts';

const { personAge, followUpOpeners } = queryDefaults;
const OPENERS = alternation(followUpOpeners);
const AGE = new RegExp(
  `${PHRASE_START}${WORD_START}(?:(?:${OPENERS})[\\s,]+)*(?<subject>${alternation(personAge.subjects)})\\s+` +
    `(?:now\\s+)?(?<age>\\d{1,2}|${NUMBER_WORDS})(?:[\\s-]*(?<unit>years?|yrs?|months?|mos?)(?:[\\s-]*old)?)?` +
    `(?:\\s+now)?(?=\\s*(?:[,;.!?]|$))`,
  'giu',
);

/** "for my 12 year old son": the person of `recipient` ("your son", "her", "he") aged; undefined if none is named. */
function agedPhrase(recipient: string, age: string, unit: string): string | undefined {
  const [lead = '', ...named] = (agelessPerson(recipient) ?? '').split(/\s+/);
  const alone = named.length === 0 ? PRONOUN_PERSON.get(termKey(lead)) : undefined;
  if (named.length === 0 && alone === undefined) return undefined;
  const determiner = lead.toLowerCase() === 'your' ? 'my' : 'a';
  return ['for', determiner, age, unit, 'old', ...(alone === undefined ? named : [alone])].join(' ');
}

/**
 * `input` with an age given to the last search's person ("he is 12") as that person aged ("for my 12 year old
 * son"); with none, as the person its pronoun names ("for a 12 year old boy").
 */
export function withPersonAge(input: string, previous: SearchQuery | undefined): string {
  return input.replace(AGE, (clause, ...args) => {
    const groups = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const { subject = '', age = '', unit = 'year' } = groups;
    const years = /^\d+$/.test(age) ? age : String(numberOfWords(age) ?? '');
    // "he" names a boy; "they" with no one named before may be the products.
    const pronoun = /^\p{L}+/u.exec(subject)?.[0] ?? '';
    const person = previous?.recipient ?? (pronounSex(pronoun) !== undefined ? pronoun : '');
    const aged = years === '' ? undefined : agedPhrase(person, years, /^mo/i.test(unit) ? 'month' : 'year');
    return aged ?? clause;
  });
}
