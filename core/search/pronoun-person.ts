/**
 * Whom a pronoun names (`queryDefaults.personAge.pronouns`: "she" a girl, "he" a boy, "they" a child) and of which
 * sex a person is (`audience.grownInto`, `eitherAge`, `relations`: "your dad" a man, "her" a woman, "your friend"
 * either). A request opening with a pronoun the conversation's person disagrees with is about someone else: "she
 * could use a backpack" after "a gift for my dad under 60" lists backpacks for her under $60 ("Showing backpack for
 * her under $60."), as "for her" would, no longer the dad's men's ones; "she's 8" after "boots for my son" is an
 * 8-year-old girl. They had kept the person ("backpack for your dad", "your 8-year-old son"). With no one named
 * before, one saying what they need or love names them ("she could use a backpack" after "hiking boots": backpacks
 * for her; it had listed every backpack), or describing them by a need ("she hates the cold": warm ones for her;
 * it had found nothing); so does a relation of the person ("his wife needs…"). Pure.
 */
import { byKey } from './audience-words.ts';
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { leftOutUnasked } from './grown-into.ts';
import { needsOfPerson } from './kind-swap.ts';
import { possessivePerson } from './possessive-person.ts';
import { queryDefaults } from './query-defaults.ts';
import { describedNeed } from './recipient-clauses.ts';
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

/** A pronoun anywhere: SUBJECT needs one, and most requests hold none (its lookbehind runs at every character). */
const PRONOUN_SAID = new RegExp(
  `${WORD_START}(?:${alternation([...PRONOUN_PERSON.keys()])})${WORD_END}`,
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
  if (!PRONOUN_SAID.test(input)) return undefined;
  const pronoun = SUBJECT.exec(input)?.groups?.['pronoun'];
  return pronoun === undefined ? undefined : PRONOUN_PERSON.get(termKey(pronoun));
}

/** What withPronounPerson reads: the conversation's last search, and the shop's words to read "for her" with. */
interface Conversation {
  previous?: SearchQuery;
  vocabulary?: CatalogVocabulary;
}

type Parse = (text: string, options: Conversation) => SearchQuery;

/** A conversation with nothing asked yet: a clause naming a person is its first turn ("she could use a backpack"). */
const UNASKED: SearchQuery = { text: '', filters: {}, sort: 'relevance' };

/**
 * `previous` for the person `parse` reads in "for …" (`person`: "her", "his wife"): the last person goes with the
 * audience they implied (and what relaxation left out for it), the new one comes with theirs, the rest (budget,
 * words, sort) staying.
 */
function withPerson(
  previous: SearchQuery,
  person: string,
  vocabulary: CatalogVocabulary | undefined,
  parse: Parse,
) {
  const named = parse(`for ${person}`, vocabulary === undefined ? {} : { vocabulary });
  const { recipient: _person, audienceImplied: _implied, grownInto: _grown, ...rest } = previous;
  const { audience: _audience, excludeAudience, ...filters } = previous.filters;
  const kept = excludeAudience !== undefined && !leftOutUnasked(previous) ? { excludeAudience } : {};
  return {
    ...rest,
    filters: { ...filters, ...kept, ...(named.filters.audience && { audience: named.filters.audience }) },
    ...(named.recipient !== undefined && { recipient: named.recipient }),
    ...(named.audienceImplied === true && { audienceImplied: true }),
    ...(named.grownInto !== undefined && { grownInto: named.grownInto }),
  } satisfies SearchQuery;
}

/**
 * True when the request says what the person of `person` needs or loves ("she could use…", "she's into yoga"),
 * read with them named before, or describes them by a need ("she hates the cold": warm, as "my mom who hates the
 * cold" is read).
 */
const aboutPerson = (input: string, person: SearchQuery, vocabulary?: CatalogVocabulary, parse?: Parse) =>
  needsOfPerson(input) ||
  describedNeed(input) !== undefined ||
  parse?.(input, { previous: person, ...(vocabulary && { vocabulary }) }).interest === true;

/**
 * `options` and the request (`said`) for a request about someone else than the last search's person: a relation
 * of theirs ("his wife needs a backpack": possessive-person.ts, then about "she"); a pronoun they disagree with
 * ("she" after "your dad"); or, with no one named before, a pronoun saying what they need or love ("she could
 * use a backpack" after "hiking boots", or first). That person comes as `parse` reads "for his wife" ("for her"),
 * as withPerson says. Else as they were.
 */
export function withPronounPerson<Options extends Conversation>(
  options: Options,
  input: string,
  parse: Parse,
): { options: Options; said: string } {
  const { previous, vocabulary } = options;
  const relation = possessivePerson(input, personSex);
  if (relation !== undefined) {
    const person = withPerson(previous ?? UNASKED, relation.person, vocabulary, parse);
    return { options: { ...options, previous: person }, said: relation.said };
  }
  const said = subjectPerson(input);
  const sex = said === undefined ? undefined : SEX.get(termKey(said));
  const object = (personAge.pronouns[said ?? ''] ?? []).find((word) => RELATIONS.has(termKey(word)));
  const unchanged = { options, said: input };
  if (sex === undefined || object === undefined) return unchanged;
  // "something warm for my mum, she's always cold": "she" is the person the request names before it.
  const opening = input.slice(0, SUBJECT.exec(input)?.index ?? 0);
  if (
    /\p{L}/u.test(opening) &&
    parse(opening, vocabulary === undefined ? {} : { vocabulary }).recipient !== undefined
  )
    return unchanged;
  if (previous?.recipient === undefined) {
    // No one named before: a clause about them names them (an age does in person-age.ts).
    const person = withPerson(previous ?? UNASKED, object, vocabulary, parse);
    if (!aboutPerson(input, person, vocabulary, parse)) return unchanged;
    return { options: { ...options, previous: person }, said: input };
  }
  const before = personSex(previous.recipient);
  if (before === undefined || before === sex) return unchanged;
  return { options: { ...options, previous: withPerson(previous, object, vocabulary, parse) }, said: input };
}
