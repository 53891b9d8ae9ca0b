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
 * been read as sizes), "my sons 8" too. An age said of the person the request has just named is theirs where
 * the pronoun may be them: "boots for my son, he is 12" (or "and he is 12", "who is 12") reads "boots for my 12
 * year old son"; it had been "a 12-year-old boy", or lost. The relation just named wins over a pronoun of the other
 * sex, which gives only the age: "boots for my daughter, he is 12" is "boots for my 12 year old daughter" (it had
 * said "a 12-year-old boy" while keeping the daughter's audience). Pure.
 */
import { agelessPerson } from './ageless-person.ts';
import { byKey } from './audience-words.ts';
import { numberOfWords, NUMBER_WORDS } from './number-words.ts';
import { RELATION_WORDS } from './possessive-person.ts';
import { pronounSex, PRONOUN_PERSON } from './pronoun-person.ts';
import { queryDefaults } from './query-defaults.ts';
import { PERSON_CLAUSE_START } from './person-size.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { personAge, personSize, audience } = queryDefaults;
/** The verbs of an age after a subject, as `personAge.subjects` give them after "he": " is", "'s", " just turned". */
const VERBS = personAge.subjects.flatMap((subject) =>
  /^he(?=[\s'])/iu.test(subject) ? [subject.slice(2)] : [],
);
const VERB = VERBS.map((verb) =>
  verb.startsWith("'") ? `['’]${alternation([verb.slice(1)])}` : `\\s+${alternation([verb])}`,
).join('|');
const RELATION = `(?:(?:${alternation(audience.relationAdjectives)})\\s+)?(?:${alternation(RELATION_WORDS)})`;
/** "my son is", "my little sister's", "my dad just turned", "my sons 8" (its "'" unwritten). */
const NAMED = `(?<named>my\\s+${RELATION})(?:${VERB}|s(?=\\s))`;
/** "who is", "who's", "who just turned": of the person just named ("boots for my son who is 12"). */
const RELATIVES = Object.keys(personSize.relatives).flatMap((word) => VERBS.map((verb) => `${word}${verb}`));
const AGE = new RegExp(
  `${PERSON_CLAUSE_START}(?:(?<subject>${alternation([...personAge.subjects, ...RELATIVES])})|${NAMED})\\s+` +
    `(?:now\\s+)?(?<age>\\d{1,2}|${NUMBER_WORDS})(?:[\\s-]*(?<unit>years?|yrs?|months?|mos?)(?:[\\s-]*old)?)?` +
    `(?:\\s+now)?(?=\\s*(?:[,;.!?]|$))`,
  'giu',
);
/** "my son", "his wife": a person named in the request, as the chat names them ("your son"). */
const NAMED_BEFORE = new RegExp(`${WORD_START}(?:my|your|his|her|their)\\s+${RELATION}${WORD_END}`, 'giu');
const RELATIVE = new Set(Object.keys(personSize.relatives).map(termKey));

/** The last person named in `text` ("boots for my son, …"): where, and as the chat names them ("your son"). */
function namedIn(text: string): { at: number; said: string; person: string } | undefined {
  const found = [...text.matchAll(NAMED_BEFORE)].at(-1);
  if (found === undefined) return undefined;
  return { at: found.index, said: found[0], person: found[0].replace(/^my(?=\s)/iu, 'your') };
}

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

/** The age a clause says ("12", "twelve years", "6 months"); undefined if its number is none. */
function ageOf(groups: Record<string, string | undefined>): Age | undefined {
  const { age = '', unit } = groups;
  const years = /^\d+$/.test(age) ? age : String(numberOfWords(age) ?? '');
  if (years === '') return undefined;
  const months = unit !== undefined && /^mo/i.test(unit);
  return { years, unit: months ? 'month' : 'year', grown: !months && Number(years) >= personAge.grownFrom };
}

/** The pronoun of a clause ("he", "who"), or undefined where "who" opens a phrase (it is of a person just named). */
function pronounOf(groups: Record<string, string | undefined>): string | undefined {
  const word = /^\p{L}+/u.exec(groups['subject'] ?? '')?.[0] ?? '';
  return RELATIVE.has(termKey(word)) === (groups['relative'] !== undefined) ? word : undefined;
}

/**
 * `input` with the first age clause about the person it has just named, where the pronoun may be them ("boots
 * for my son, he is 12", "… and he is 12", "… who is 12"; "boots for my daughter, he is 12" too, the relation
 * winning over the pronoun's sex), as that person aged ("boots for my 12 year old son"); undefined if none.
 */
function withAgeOfNamed(input: string): string | undefined {
  for (const match of input.matchAll(AGE)) {
    const groups = match.groups ?? {};
    const said = ageOf(groups);
    const pronoun = pronounOf(groups);
    const just = namedIn(input.slice(0, match.index));
    if (said === undefined || pronoun === undefined || groups['named'] !== undefined || just === undefined)
      continue;
    // A pronoun of the other sex is a slip: the relation named wins the audience, the pronoun gives only the age.
    const aged = agedPerson(just.person, said)?.replace(/^for\s+/u, '');
    if (aged === undefined) continue;
    const between = input.slice(just.at + just.said.length, match.index).replace(/[\s,;]+$/u, '');
    return input.slice(0, just.at) + aged + between + input.slice(match.index + match[0].length);
  }
  return undefined;
}

/** A digit or a number in words ("8", "twelve"): without one, no age is said. */
const HAS_NUMBER = new RegExp(`\\d|${WORD_START}(?:${NUMBER_WORDS})${WORD_END}`, 'iu');
/**
 * The first word of each way AGE opens ("he", "she", "they", "who", "my"), where a word starts: every clause
 * starts so (after a phrase's start, a joiner or a space), so without one AGE finds nothing and is not run.
 */
const SUBJECT_SAID = new RegExp(
  `${WORD_START}(?:${alternation(['my', ...[...personAge.subjects, ...RELATIVES].map((said) => /^\p{L}+/u.exec(said)?.[0] ?? said)])})`,
  'iu',
);

/**
 * `input` with an age given to the person just named ("boots for my son, he is 12": "boots for my 12 year old
 * son"), else to the last search's person ("he is 12": "for my 12 year old son"); with none, or one who cannot be
 * that age, as the person its pronoun names ("for a 12 year old boy").
 */
export function withPersonAge(input: string, previous: SearchQuery | undefined): string {
  // An age needs a number, in digits or words: most requests have none, and its patterns are not run.
  if (!HAS_NUMBER.test(input) || !SUBJECT_SAID.test(input)) return input;
  const named = withAgeOfNamed(input);
  if (named !== undefined) return withPersonAge(named, previous);
  return input.replace(AGE, (clause, ...args) => {
    const groups = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const said = ageOf(groups);
    const word = pronounOf(groups);
    if (said === undefined || word === undefined) return clause;
    const opening = groups['joiner'] !== undefined || groups['relative'] !== undefined ? ', ' : '';
    // "my son is 8": that person, aged; one who cannot be that age ("my dad is 12") stays as said.
    if (groups['named'] !== undefined) {
      const aged = agedPerson(groups['named'].replace(/^my/iu, 'your'), said);
      return aged === undefined ? clause : opening + aged;
    }
    const recipient = previous?.recipient ?? '';
    const aged = agedPerson(recipient, said);
    if (aged !== undefined) return opening + aged;
    // A pronoun alone named them before ("boots for her", then "she's 8"); else the clause's pronoun does.
    const before = recipient.split(/\s+/).length === 1 && PRONOUN_PERSON.has(termKey(recipient));
    const pronoun = before ? recipient : word;
    // "They" with no one named may be the products: a child's age where no size was asked, or an age in years.
    const child =
      groups['unit'] !== undefined ||
      (Number(said.years) <= audience.kidsUpToAge && (previous?.filters.sizes ?? []).length === 0);
    const them = pronounSex(pronoun) === undefined && recipient === '' && !child;
    const person = them ? undefined : pronounPerson(pronoun, said);
    return person === undefined ? clause : opening + person;
  });
}
