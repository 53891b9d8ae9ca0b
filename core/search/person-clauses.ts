/**
 * A clause about the shopper or the person the product is for, by what they do or have
 * (`queryDefaults.personClauses`): "running shoes for someone who runs on trails", "sneakers, i walk a lot",
 * "running shoes, i have wide feet", "for someone with wide feet". It reads as the use it names, as the shopper
 * could have said it: "running shoes for running on trails", "sneakers for walking", "running shoes for wide
 * feet"; a verb no product knows is said so too ("for someone who overpronates": "for overpronating"). Its words
 * had been left as they were ("Showing running shoes who runs on trails.", 'No product mentions "have"'). Run
 * after the clauses of needs, interests and describing ones, which take theirs first. Pure.
 */
import type { Draft } from './draft.ts';
import { gerund } from './inflect.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END, WORD_START } from './text-tools.ts';
import { longUse } from './use-clauses.ts';

const { personClauses, framing, useClauses } = queryDefaults;

const ADVERBS = `(?:(?:${alternation(personClauses.adverbs)})\\s+)*`;
const HAVING = new Set(personClauses.having.map((word) => word.toLowerCase()));
const NOT_VERBS = new Set(personClauses.notVerbs.map((word) => word.toLowerCase()));
const EMPTY_ALONE = new Set(personClauses.emptyAlone.map((word) => word.toLowerCase()));
/** A size as said after "i wear" or "i'm": its article, then a number or a letter size's word ("a 10", "an xl"). */
const SIZE_LEAD = '(?:(?:a|an|size|a size)(?=\\s|$)\\s*)?';
const SIZE_SAID = '(?:\\d+(?:\\.\\d+)?|x*[sml]|x+l|small|medium|large)(?![\\p{L}\\p{N}])';
/** A size said after such a verb, or what the size's reader left of it: "a 10", "size 9.5", "a" of "a medium". */
const SIZE_ONLY = new RegExp(`^\\s*${SIZE_LEAD}(?:${SIZE_SAID}\\s*)?$`, 'iu');
/**
 * The shopper saying their size after a mark typed ("jacket, i'm a medium", "im usually an 8"), or what the size's
 * reader left of it ("i'm a"): the size alone, read before or after.
 */
const BEING_SIZED = new RegExp(
  `(?<=[,;.!?:]\\s*)(?:i['’]?m|i am)\\s+(?:(?:usually|normally|typically|always|generally)\\s+)?${SIZE_LEAD}` +
    `(?:${SIZE_SAID})?(?=\\s*(?:$|[,;.!?:]))`,
  'giu',
);
const BEING_SAID = /[,;.!?:]\s*(?:i['’]?m|i am)\b/iu;
/** The clause ends with its phrase, or before "and", "but", "so" or "because". */
const CLAUSE_END = `(?=\\s*(?:$|[,;.!?:)])|\\s+(?:and|but|so|because)${WORD_END})`;
const HOW_OFTEN = `(?:\\s+(?:${alternation(framing.howOften)}))?`;
/** After a phrase's mark: "i" after one typed ("sneakers, i walk a lot"), never at the start ("i beam"). */
const SUBJECT =
  `(?:(?<=[,.!?:]\\s*)(?:${alternation(personClauses.subjects)})` +
  `|(?<=[,;.!?:]\\s*)(?:${alternation(personClauses.relatives)}))`;
const SAID_OF =
  `${WORD_START}${SUBJECT}\\s+${ADVERBS}` +
  `(?<verb>${alternation(personClauses.having)}|\\p{L}+)${WORD_END}(?<rest>[^,;.!?:]*?)${HOW_OFTEN}${CLAUSE_END}`;
const CLAUSE = new RegExp(SAID_OF, 'giu');
/** "for someone with wide feet": someone unnamed with what they have, the use ("for wide feet"). */
const WITH = new RegExp(
  `${WORD_START}for\\s+(?:${alternation(framing.unnamedPeople)})\\s+with\\s+(?=\\p{L})`,
  'giu',
);
/**
 * What each pattern holds, which most requests lack: a subject after a phrase's mark, someone unnamed before "with".
 * Tested first, without the lookbehinds tried at every character.
 */
const SUBJECT_SAID = new RegExp(
  `[,;.!?:]\\s*(?:${alternation([...personClauses.subjects, ...personClauses.relatives])})\\s`,
  'iu',
);
const WITH_SAID = new RegExp(`(?:${alternation(framing.unnamedPeople)})\\s+with\\s`, 'iu');

/** A pronoun for the product after the verb ("i wear them to work"), or ending the clause ("i run in them"). */
const PRONOUNS = alternation(personClauses.productPronouns);
const OBJECT = new RegExp(`^\\s*(?:${PRONOUNS})${WORD_END}`, 'iu');
const OBJECT_AT_END = new RegExp(
  `(?:\\s+(?:${alternation(useClauses.activityLinks)}))?\\s+(?:${PRONOUNS})\\s*$`,
  'iu',
);
/** Verbs of use (`useClauses.useVerbs`): with the product as object, the use is the place after them ("to work"). */
const USE_VERBS = new Set(useClauses.useVerbs.map((verb) => verb.toLowerCase()));
const PLACE_LEAD = new RegExp(`^\\s*(?:${alternation(useClauses.placeLeads)})${WORD_END}`, 'iu');

/** A verb's plain form from its third person ("runs" → "run", "carries" → "carry", "goes" → "go"). */
function plainForm(verb: string): string {
  const word = verb.toLowerCase();
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|zz|x|ch|sh|o)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

/** Reads the clauses about the person (see above) as the use they name. */
export function readPersonClauses(draft: Draft, features: TermLexicon): void {
  if (WITH_SAID.test(draft.rest)) draft.rest = draft.rest.replace(WITH, 'for ');
  if (BEING_SAID.test(draft.rest)) draft.rest = draft.rest.replace(BEING_SIZED, ' ');
  if (!SUBJECT_SAID.test(draft.rest)) return;
  draft.rest = draft.rest.replace(CLAUSE, (whole: string, ...args: unknown[]) => {
    const { verb = '', rest = '' } = args.at(-1) as Record<string, string | undefined>;
    const said = verb.toLowerCase().replace(/\s+/g, ' ');
    // "i wear a 10": the size alone, read before or after ("Showing shoes in size 10.").
    if (EMPTY_ALONE.has(said) && SIZE_ONLY.test(rest)) return ` ${rest.trim()}`;
    if (NOT_VERBS.has(said) || /[^e]ed$/u.test(said)) return whole;
    // The product said again is no word of the use: "i wear them to work" is "for work", "i run in them" "for running".
    const object = OBJECT.exec(rest);
    const told = (object === null ? rest : rest.slice(object[0].length)).replace(OBJECT_AT_END, '');
    if (object !== null && USE_VERBS.has(plainForm(said))) {
      // "i wear them all day at work": comfortable ones for work, as "shoes i can wear all day at work" are.
      const place = longUse(draft, features, plainForm(said), told).replace(PLACE_LEAD, '').trim();
      return place === '' ? GAP : ` for ${place}`;
    }
    const use = HAVING.has(said) ? told.trim() : `${gerund(plainForm(said))}${told}`;
    return use === '' ? (told === rest ? whole : GAP) : ` for ${use}`;
  });
}
