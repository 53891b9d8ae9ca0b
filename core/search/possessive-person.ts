/**
 * A relation of the conversation's person opening a clause ("his wife needs a backpack", "her son is 8", "their
 * friend loves yoga" after "a gift for my dad"): someone else, named as "for his wife" names them. The clause is
 * then about them by the pronoun their sex takes (`queryDefaults.personAge.subjectPronouns`: "she needs a
 * backpack"), read as such a clause is (pronoun-person.ts). It had been taken for a clause describing the dad, whose
 * picks stayed. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { audience, personAge, followUpOpeners } = queryDefaults;

/** Pronouns are no relation: "her" in "her son" is whose. */
const PRONOUNS = new Set(Object.values(personAge.pronouns).flat().map(termKey));
/** "wife", "son", "friend": the words naming a person by what they are to someone. */
export const RELATION_WORDS = [
  ...Object.values(audience.relations).flat(),
  ...Object.values(audience.eitherAge).flat(),
  ...audience.neutralRelations,
].filter((word) => !PRONOUNS.has(termKey(word)));

/** "his wife", "ok, her little sister" where a phrase starts; not "his wife's" (whose, not who). */
const POSSESSIVE = new RegExp(
  `${PHRASE_START}${WORD_START}(?:(?:${alternation(followUpOpeners)})[\\s,]+)*` +
    `(?<person>(?:his|her|their)\\s+(?:(?:${alternation(audience.relationAdjectives)})\\s+)?` +
    `(?:${alternation(RELATION_WORDS)}))${WORD_END}(?!['’]s${WORD_END})`,
  'iu',
);

/** The words POSSESSIVE names a person with, where a word starts: without one it finds nothing. */
const WHOSE_SAID = new RegExp(`${WORD_START}(?:his|her|their)\\s`, 'iu');

export interface PossessivePerson {
  /** As "for …" names them: "his wife". */
  person: string;
  /** The request with the person as the pronoun `sexOf` gives them ("she needs a backpack"). */
  said: string;
}

/**
 * The relation of the person opening the request's first phrase that opens with one ("his wife"), and the
 * request about them by their pronoun; `sexOf` gives the sex ("men", "women") of a person so named, if any.
 */
export function possessivePerson(
  input: string,
  sexOf: (person: string) => string | undefined,
): PossessivePerson | undefined {
  // A plain test of the words first: most requests hold none, and POSSESSIVE's lookbehind runs at every character.
  if (!WHOSE_SAID.test(input)) return undefined;
  const found = POSSESSIVE.exec(input);
  const person = found?.groups?.['person'];
  if (found === null || person === undefined) return undefined;
  const pronoun = personAge.subjectPronouns[sexOf(person) ?? ''] ?? personAge.subjectPronouns['anyone'] ?? [];
  const subject = pronoun[0] ?? 'they';
  const end = found.index + found[0].length;
  // "their friend is 12": "they are 12".
  const rest = input.slice(end).replace(/^\s+is(?![\p{L}\p{N}])/iu, subject === 'they' ? ' are' : '$&');
  const start = end - person.length;
  return { person: person.toLowerCase(), said: `${input.slice(0, start)}${subject}${rest}` };
}
