/**
 * Whom a pronoun names (`queryDefaults.personAge.pronouns`: "she" a girl, "he" a boy, "they" a child) and of which
 * sex a person is (`audience.grownInto`, `eitherAge`, `relations`: "your dad" a man, "her" a woman, "your friend"
 * either). A request opening with a pronoun the conversation's person disagrees with is about someone else: "she
 * could use a backpack" after "a gift for my dad under 60" lists backpacks for her under $60 ("Showing backpack for
 * her under $60."), as "for her" would, no longer the dad's men's ones; "she's 8" after "boots for my son" is an
 * 8-year-old girl. They had kept the person ("backpack for your dad", "your 8-year-old son"). Pure.
 */
import { byKey } from './audience-words.ts';
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { leftOutUnasked } from './grown-into.ts';
import { queryDefaults } from './query-defaults.ts';
import { PHRASE_START } from './request-openers.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { audience, personAge, followUpOpeners } = queryDefaults;

/** "she" → girl, "him" → boy, "they" → child: the person each pronoun names. */
export const PRONOUN_PERSON = new Map(
  Object.entries(personAge.pronouns).flatMap(([person, words]) =>
    words.map((word) => [termKey(word), person] as const),
  ),
);

const RELATIONS = byKey(audience.relations);
/** "son", "girl", "dad", "her" → men or women: the words naming a person of one sex (boys and girls too). */
const SEX = new Map(
  [...RELATIONS, ...byKey(audience.eitherAge), ...byKey(audience.grownInto)].filter(
    ([, canonical]) => canonical === 'men' || canonical === 'women',
  ),
);

/** A pronoun opening a phrase, after openers ("ok, she could use…", "actually he's 14"). */
const SUBJECT = new RegExp(
  `${PHRASE_START}${WORD_START}(?:(?:${alternation(followUpOpeners)})[\\s,]+)*` +
    `(?<pronoun>${alternation([...PRONOUN_PERSON.keys()])})${WORD_END}`,
  'iu',
);

/** The sex ("men", "women") of a person as the chat names them ("your dad", "an 8-year-old girl", "her"). */
export const personSex = (person: string): string | undefined =>
  SEX.get(termKey(person.trim().split(/\s+/).at(-1) ?? ''));

/** The sex ("men", "women") of the person a pronoun names ("she": a girl's, women); undefined for "they". */
export const pronounSex = (pronoun: string): string | undefined =>
  SEX.get(PRONOUN_PERSON.get(termKey(pronoun)) ?? '');

/** The person word ("girl", "boy") of the pronoun opening the request's first phrase that opens with one. */
function subjectPerson(input: string): string | undefined {
  const pronoun = SUBJECT.exec(input)?.groups?.['pronoun'];
  return pronoun === undefined ? undefined : PRONOUN_PERSON.get(termKey(pronoun));
}

/** What withPronounPerson reads: the conversation's last search, and the shop's words to read "for her" with. */
interface Conversation {
  previous?: SearchQuery;
  vocabulary?: CatalogVocabulary;
}

/**
 * `options` for a request whose pronoun names someone else than the last search's person ("she" after "your
 * dad"): that person goes with the audience they implied (and what relaxation left out for it), and the pronoun's
 * person comes as `parse` reads "for her" ("for him"), the rest (budget, words, sort) staying. Else as they were.
 */
export function withPronounPerson<Options extends Conversation>(
  options: Options,
  input: string,
  parse: (text: string, options: Conversation) => SearchQuery,
): Options {
  const { previous, vocabulary } = options;
  const said = subjectPerson(input);
  const sex = said === undefined ? undefined : SEX.get(termKey(said));
  const before = previous?.recipient === undefined ? undefined : personSex(previous.recipient);
  if (previous === undefined || sex === undefined || before === undefined || before === sex) return options;
  const object = (personAge.pronouns[said ?? ''] ?? []).find((word) => RELATIONS.has(termKey(word)));
  if (object === undefined) return options;
  const named = parse(`for ${object}`, vocabulary === undefined ? {} : { vocabulary });
  const { recipient: _person, audienceImplied: _implied, grownInto: _grown, ...rest } = previous;
  const { audience: _audience, excludeAudience, ...filters } = previous.filters;
  const kept = excludeAudience !== undefined && !leftOutUnasked(previous) ? { excludeAudience } : {};
  const person: SearchQuery = {
    ...rest,
    filters: { ...filters, ...kept, ...(named.filters.audience && { audience: named.filters.audience }) },
    ...(named.recipient !== undefined && { recipient: named.recipient }),
    ...(named.audienceImplied === true && { audienceImplied: true }),
  };
  return { ...options, previous: person };
}
