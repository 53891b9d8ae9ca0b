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
 * (they had kept "wears" a word to search). Pure.
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
const VALUE =
  `(?<size>\\d{1,2}(?:\\.5)?|${alternation(SPELLINGS)}|${NUMBER_WORDS})` + `(?![\\p{L}\\p{N}]|\\.\\d)`;
/** "my daughter", "my little sister", by a name of its own in each branch ("named1"…). */
const named = (name: string) =>
  `(?<${name}>my\\s+(?:(?:${alternation(audience.relationAdjectives)})\\s+)?(?:${alternation(RELATION_WORDS)}))`;
/** "her size is", "my son's shoe size is", "her usual jacket size is": up to two words between. */
const OWNED =
  `(?:(?<owner>${alternation(Object.values(personSize.owners).flat())})|${named('named3')}['’]s)` +
  `\\s+(?:\\p{L}+\\s+){0,2}size\\s+is\\s+`;
const CLAUSE = new RegExp(
  `${PHRASE_START}${WORD_START}(?<lead>(?:(?:${alternation(followUpOpeners)})[\\s,]+)*)(?:` +
    `(?:(?<subject>${alternation(personSize.subjects)})|${named('named1')})\\s+${ADVERB}` +
    `(?:${alternation(personSize.verbs)})\\s+${ADVERB}${ARTICLE}?${cue('cue1')}?` +
    `|(?:(?<being>${alternation(personSize.beings)})|${named('named2')}(?:\\s+is|['’]s))\\s+${ADVERB}` +
    `(?:${ARTICLE}${cue('cue2')}?|${cue('cue3')})` +
    `|${OWNED}${ARTICLE}?${cue('cue4')}?)${VALUE}`,
  'giu',
);
/** Where a size said without its cue must end: its phrase ("she wears a medium, under 100"), or "in boots". */
const ENDED = new RegExp(`^(?:${SIZE_END}|(?=\\s+(?:in|but|so)${WORD_END}))`, 'iu');
/** "her" → "she": the subject of each possessive. */
const OWNER = byKey(personSize.owners);

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
  return input.replace(CLAUSE, (clause, ...args) => {
    const groups = (args.at(-1) ?? {}) as Record<string, string | undefined>;
    const offset = args.at(-3) as number;
    const { lead = '', subject, being, owner, size = '' } = groups;
    const cued = ['cue1', 'cue2', 'cue3', 'cue4'].some((name) => groups[name] !== undefined);
    if (!cued && !ENDED.test(input.slice(offset + clause.length))) return clause;
    // "a ten" → 10; "medium", "10.5" as said.
    const value = /^\d/.test(size) ? size : String(numberOfWords(size) ?? size);
    // "my daughter wears a medium": for her as "for my daughter" names her.
    const person = groups['named1'] ?? groups['named2'] ?? groups['named3'];
    if (person !== undefined) return `${lead}for ${person} in size ${value}`;
    const word = subject ?? /^\p{L}+/u.exec(being ?? '')?.[0] ?? OWNER.get(termKey(owner ?? '')) ?? '';
    const sex = pronounSex(word);
    const before = previous?.recipient === undefined ? undefined : personSex(previous.recipient);
    // The person named before is this one, or may be (either sex): the size is theirs.
    const theirs = previous?.recipient !== undefined && (before === undefined || before === sex);
    const object = theirs ? undefined : objectOf(word);
    return `${lead}${object === undefined ? '' : `for ${object} `}in size ${value}`;
  });
}
