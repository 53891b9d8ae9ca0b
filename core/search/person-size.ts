/**
 * A sentence giving someone's size by a pronoun (`queryDefaults.personSize`): "she wears size m", "he wears a 10",
 * "she's a medium", "her size is 8", "they usually take a ten". It is a size for the products asked, read as "for
 * her in size m" would be: "a rain jacket, she wears size m" lists women's rain jackets in M, and "she wears size m"
 * after "rain jackets" narrows them so. Where the conversation's person already is of the pronoun's sex (or of
 * either: "your friend"), or the pronoun names no sex ("they"), it is the size alone ("he wears a 10" after "boots
 * for my son": "in size 10", still the son's). The sentence had been read as words ("she", "wears") and, after
 * "rain jackets", found nothing. Without "a"/"an" or "size" after "she's", a number is an age (person-age.ts); a
 * size word must end its phrase ("she wears large hoods" keeps its words). A person named by their relation
 * says it so too: "my daughter wears a medium", "my son's shoe size is 10" read as "for my daughter in size medium"
 * (they had kept "wears" a word to search). The sentence may be joined by "and" ("rain jacket and she wears a
 * medium"), describe the person just named ("for my wife who wears a medium": "in size medium", hers), and give
 * two sizes ("she is between a medium and a large": "in size medium or large"); they had echoed "and she wears",
 * "who wears", "between". Pure.
 */
import { SIZE_END } from './describing-words.ts';
import { byKey } from './audience-words.ts';
import { numberOfWords, NUMBER_WORDS } from './number-words.ts';
import { RELATION_WORDS } from './possessive-person.ts';
import { personSex, pronounSex, PRONOUN_PERSON } from './pronoun-person.ts';
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { personSize, personAge, sizes, followUpOpeners, audience } = queryDefaults;

const SPELLINGS = Object.entries(sizes.letters).flatMap(([code, spellings]) => [code, ...spellings]);
const ADVERB = `(?:(?:${alternation(personSize.adverbs)})\\s+)?`;
/** "size" before the value, by a name of its own in each branch ("cue1"…). */
const cue = (name: string) => `(?<${name}>(?:${alternation(sizes.cueWords)})\\s*)`;
const ARTICLE = '(?:(?:a|an)\\s+)';
const value = (name: string) =>
  `(?<${name}>\\d{1,2}(?:\\.5)?|${alternation(SPELLINGS)}|${NUMBER_WORDS})(?![\\p{L}\\p{N}]|\\.\\d)`;
const VALUE = value('size');
/** "between a medium and": the first of two sizes, both asked ("first1"…). */
const pair = (n: number) =>
  `(?:(?:${alternation(personSize.between)})\\s+${ARTICLE}?${cue(`cuePair${n}`)}?${value(`first${n}`)}` +
  `\\s+(?:and|or)\\s+)`;
/** "my daughter", "my little sister", by a name of its own in each branch ("named1"…); "my sons" unwritten "'". */
const named = (name: string) =>
  `(?<${name}>my\\s+(?:(?:${alternation(audience.relationAdjectives)})\\s+)?(?:${alternation(RELATION_WORDS)}))`;
/** "who" of the person just named ("for my wife who wears a medium"), as a pronoun is at a phrase's start. */
const RELATIVES = Object.keys(personSize.relatives);
const SUBJECTS = [...personSize.subjects, ...RELATIVES];
const BEINGS = [...personSize.beings, ...RELATIVES.flatMap((word) => [`${word} is`, `${word}'s`])];
const OWNERS = [...Object.values(personSize.owners).flat(), ...Object.values(personSize.relatives).flat()];
const RELATIVE_WORDS = Object.entries(personSize.relatives).flat(2);
const RELATIVE = new Set(RELATIVE_WORDS.map(termKey));
/** "her size is", "my son's shoe size is", "her usual jacket size is": up to two words between. */
const OWNED =
  `(?:(?<owner>${alternation(OWNERS)})|${named('named3')}['’]?s)` + `\\s+(?:\\p{L}+\\s+){0,2}size\\s+is\\s+`;
/** Where the sentence starts: a phrase's start, a joiner ("rain jacket and she…"), or "who" after the person. */
export const PERSON_CLAUSE_START =
  `(?:${PHRASE_START}${WORD_START}(?<lead>(?:(?:${alternation(followUpOpeners)})[\\s,]+)*)` +
  `|(?<=[\\p{L}\\p{N}])(?<joiner>\\s+(?:${alternation(personSize.joiners)})\\s+)` +
  `|(?<=[\\p{L}\\p{N}])(?<relative>,?\\s+)(?=(?:${alternation(RELATIVE_WORDS)})${WORD_END}))`;
const CLAUSE = new RegExp(
  `${PERSON_CLAUSE_START}(?:` +
    `(?:(?<subject>${alternation(SUBJECTS)})|${named('named1')})\\s+${ADVERB}` +
    `(?:${alternation(personSize.verbs)})\\s+${ADVERB}${pair(1)}?${ARTICLE}?${cue('cue1')}?` +
    `|(?:(?<being>${alternation(BEINGS)})|${named('named2')}(?:\\s+is|['’]?s))\\s+${ADVERB}` +
    `(?:${pair(2)}${ARTICLE}?${cue('cue5')}?|${ARTICLE}${cue('cue2')}?|${cue('cue3')})` +
    `|${OWNED}${ARTICLE}?${cue('cue4')}?)${VALUE}`,
  'giu',
);
/**
 * A word every sentence giving a size opens its person with: its pronoun, "who", a possessive or "my" (in the
 * pattern's flags, so each matches as there). Most requests hold none, and skip the large pattern.
 */
const PERSON_WORD = new RegExp(
  `${WORD_START}(?:${alternation([...SUBJECTS, ...BEINGS, ...OWNERS, 'my'].map((said) => said.split(/[\s'’]/)[0] ?? ''))})${WORD_END}`,
  'iu',
);
/** Where a size said without its cue must end: its phrase ("she wears a medium, under 100"), or "in boots". */
const ENDED = new RegExp(`^(?:${SIZE_END}|(?=\\s+(?:in|but|so)${WORD_END}))`, 'iu');
/** "her" → "she": the subject of each possessive. */
const OWNER = byKey(personSize.owners);

/** "a ten" → "10"; "medium", "10.5" as said. */
const sizeSaid = (said: string): string => (/^\d/.test(said) ? said : String(numberOfWords(said) ?? said));

/** "she" → "her", "he" → "him": the words "for" takes of a pronoun's person; undefined for "they". */
function objectOf(pronoun: string): string | undefined {
  if (pronounSex(pronoun) === undefined) return undefined;
  const person = PRONOUN_PERSON.get(termKey(pronoun)) ?? '';
  return personAge.pronouns[person]?.find((word) => personSex(word) !== undefined);
}

/**
 * `input` with a sentence giving a size by a pronoun ("she wears a medium") as "for her in size medium", or as
 * "in size medium" where `previous` (the conversation's last search) is about someone the pronoun may stand for.
 */
export function withPersonSize(input: string, previous: SearchQuery | undefined): string {
  if (!PERSON_WORD.test(input)) return input;
  return input.replace(CLAUSE, (clause, ...args) => {
    const groups = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const offset = args.at(-3) as number;
    const { lead = '', joiner, relative, subject, being, owner, size = '' } = groups;
    const cued = Object.entries(groups).some(([name, said]) => name.startsWith('cue') && said !== undefined);
    if (!cued && !ENDED.test(input.slice(offset + clause.length))) return clause;
    const word = subject ?? /^\p{L}+/u.exec(being ?? '')?.[0] ?? owner ?? '';
    // "who" only of the person just named ("my wife who wears…"), never opening a phrase.
    if (RELATIVE.has(termKey(word)) !== (relative !== undefined)) return clause;
    const opening = joiner !== undefined ? ', ' : relative !== undefined ? ' ' : lead;
    // "a ten" → 10; "medium", "10.5" as said; "between a medium and a large": both.
    const first = groups['first1'] ?? groups['first2'];
    const value = [first, size].flatMap((said) => (said === undefined ? [] : [sizeSaid(said)])).join(' or ');
    // "my daughter wears a medium": for her as "for my daughter" names her.
    const person = groups['named1'] ?? groups['named2'] ?? groups['named3'];
    if (person !== undefined) return `${opening}for ${person} in size ${value}`;
    const sex = pronounSex(OWNER.get(termKey(word)) ?? word);
    const before = previous?.recipient === undefined ? undefined : personSex(previous.recipient);
    // The person named before is this one, or may be (either sex): the size is theirs.
    const theirs = previous?.recipient !== undefined && (before === undefined || before === sex);
    const object = theirs ? undefined : objectOf(OWNER.get(termKey(word)) ?? word);
    return `${opening}${object === undefined ? '' : `for ${object} `}in size ${value}`;
  });
}
