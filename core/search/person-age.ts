/**
 * A clause giving the conversation's person an age (`queryDefaults.personAge`): "he is 12", "she's 8 years old",
 * "he's twelve", "they're 6 months" after "boots for my son" read as "for my 12 year old son" would be, narrowing
 * to the kids' audience and naming "your 12-year-old son". Left alone, the age had been taken for a clause
 * describing him and nothing narrowed. With no person named before ("he is 12" after "hiking boots"), the
 * pronoun names them: "for a 12 year old boy"; it had searched the words "he", "is" and "12". So it does when the
 * age cannot be the person's (`grownRelations`, `grownFrom`): "he is 12" after "a gift for my dad" is a 12-year-old
 * boy (it had been "your 12-year-old dad"), "he's 30" after "a 10 year old boy" a 30-year-old man. "They", who
 * may be the products, name a child only by a child's age where no size was asked ("they're 6" after "hiking
 * boots"; it had searched "hiking boots 6"), or by an age said in years or months. A person named by "my" and
 * their relation takes an age so too: "my son is 8", "my daughter's 10" read as "for my 8 year old son" (they had
 * been read as sizes). Pure.
 */
import { agelessPerson } from './ageless-person.ts';
import { byKey } from './audience-words.ts';
import { numberOfWords, NUMBER_WORDS } from './number-words.ts';
import { RELATION_WORDS } from './possessive-person.ts';
import { pronounSex, PRONOUN_PERSON } from './pronoun-person.ts';
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, termKey, WORD_START } from './text-tools.ts';

const { personAge, followUpOpeners, audience } = queryDefaults;
const OPENERS = alternation(followUpOpeners);
/** The verbs of an age after a subject, as `personAge.subjects` give them after "he": " is", "'s", " just turned". */
const VERBS = personAge.subjects.flatMap((subject) =>
  /^he(?=[\s'])/iu.test(subject) ? [subject.slice(2)] : [],
);
const VERB = VERBS.map((verb) =>
  verb.startsWith("'") ? `['’]${alternation([verb.slice(1)])}` : `\\s+${alternation([verb])}`,
).join('|');
/** "my son is", "my little sister's", "my dad just turned": a person named by their relation (possessive-person.ts). */
const NAMED =
  `(?<named>my\\s+(?:(?:${alternation(audience.relationAdjectives)})\\s+)?(?:${alternation(RELATION_WORDS)}))` +
  `(?:${VERB})`;
const AGE = new RegExp(
  `${PHRASE_START}${WORD_START}(?:(?:${OPENERS})[\\s,]+)*(?:(?<subject>${alternation(personAge.subjects)})|${NAMED})\\s+` +
    `(?:now\\s+)?(?<age>\\d{1,2}|${NUMBER_WORDS})(?:[\\s-]*(?<unit>years?|yrs?|months?|mos?)(?:[\\s-]*old)?)?` +
    `(?:\\s+now)?(?=\\s*(?:[,;.!?]|$))`,
  'giu',
);
/** "she" → woman, "him" → man: the person a pronoun names from `grownFrom` years. */
const GROWN_PRONOUN = byKey(personAge.grownPronouns);
const GROWN = new Set(personAge.grownRelations.map(termKey));
const CHILDREN = new Set((audience.relations['kids'] ?? []).map(termKey));
/** "his wife", "her son": a person whose determiner stays as said. */
const KEPT_DETERMINERS = new Set(['his', 'her', 'their']);

/** True when a person named by `word` ("dad", "boy") cannot be of that age: grown, or not, as `grown` says. */
const misfits = (word: string, grown: boolean): boolean => (grown ? CHILDREN : GROWN).has(termKey(word));

interface Age {
  years: string;
  unit: 'year' | 'month';
  /** From `grownFrom` years. */
  grown: boolean;
}

/** "for my 12 year old son", "for his 40 year old wife": the person `recipient` names, aged; undefined if none. */
function agedPerson(recipient: string, { years, unit, grown }: Age): string | undefined {
  const [lead = '', ...named] = (agelessPerson(recipient) ?? '').split(/\s+/);
  const who = named.at(-1);
  if (who === undefined || misfits(who, grown)) return undefined;
  const key = lead.toLowerCase();
  const determiner = key === 'your' ? 'my' : KEPT_DETERMINERS.has(key) ? key : 'a';
  // Adjectives before the age: "for my little 8 year old sister".
  return ['for', determiner, ...named.slice(0, -1), years, unit, 'old', who].join(' ');
}

/** "for a 12 year old boy", "for a 40 year old woman": the person a pronoun names at that age. */
function pronounPerson(pronoun: string, { years, unit, grown }: Age): string | undefined {
  const key = termKey(pronoun);
  const word = grown ? (GROWN_PRONOUN.get(key) ?? '') : PRONOUN_PERSON.get(key);
  return word === undefined ? undefined : ['for a', years, unit, 'old', word].join(' ').trim();
}

/**
 * `input` with an age given to the last search's person ("he is 12") as that person aged ("for my 12 year old
 * son"); with none, or one who cannot be that age, as the person its pronoun names ("for a 12 year old boy").
 */
export function withPersonAge(input: string, previous: SearchQuery | undefined): string {
  return input.replace(AGE, (clause, ...args) => {
    const groups = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const { subject = '', age = '', unit } = groups;
    const years = /^\d+$/.test(age) ? age : String(numberOfWords(age) ?? '');
    if (years === '') return clause;
    const months = unit !== undefined && /^mo/i.test(unit);
    const said: Age = {
      years,
      unit: months ? 'month' : 'year',
      grown: !months && Number(years) >= personAge.grownFrom,
    };
    // "my son is 8": that person, aged; one who cannot be that age ("my dad is 12") stays as said.
    if (groups['named'] !== undefined)
      return agedPerson(groups['named'].replace(/^my/iu, 'your'), said) ?? clause;
    const recipient = previous?.recipient ?? '';
    const named = agedPerson(recipient, said);
    if (named !== undefined) return named;
    // A pronoun alone named them before ("boots for her", then "she's 8"); else the clause's pronoun does.
    const before = recipient.split(/\s+/).length === 1 && PRONOUN_PERSON.has(termKey(recipient));
    const pronoun = before ? recipient : (/^\p{L}+/u.exec(subject)?.[0] ?? '');
    // "They" with no one named may be the products: a child's age where no size was asked, or an age in years.
    const child =
      unit !== undefined ||
      (Number(years) <= audience.kidsUpToAge && (previous?.filters.sizes ?? []).length === 0);
    const them = pronounSex(pronoun) === undefined && recipient === '' && !child;
    return (them ? undefined : pronounPerson(pronoun, said)) ?? clause;
  });
}
