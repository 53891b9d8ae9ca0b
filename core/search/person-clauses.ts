/**
 * A clause about the shopper or the person the product is for, by what they do or have
 * (`queryDefaults.personClauses`): "running shoes for someone who runs on trails", "sneakers, i walk a lot",
 * "running shoes, i have wide feet", "for someone with wide feet". It reads as the use it names, as the shopper
 * could have said it: "running shoes for running on trails", "sneakers for walking", "running shoes for wide
 * feet"; a verb no product knows is said so too ("for someone who overpronates": "for overpronating"). Its words
 * had been left as they were ("Showing running shoes who runs on trails.", 'No product mentions "have"'). Said
 * first, before a mark and the request, it is read so too, its use after the request ("i have wide feet, need
 * running shoes": "running shoes for wide feet"; it had searched "i have wide feet running shoes"). A thing the
 * shopper has (`personClauses.situations`: "i have a dog") is their situation: said as a use only where the
 * catalogue names a word of it ("a small kitchen"), else gone ("i have a dog, need a backpack": backpacks). Run
 * after the clauses of needs, interests and describing ones, which take theirs first. Pure.
 */
import type { Draft } from './draft.ts';
import { gerund } from './inflect.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { alternation, findTerms, GAP, WORD_END, WORD_START } from './text-tools.ts';
import { longUse } from './use-clauses.ts';

const { personClauses, framing, useClauses } = queryDefaults;

const ADVERBS = `(?:(?:${alternation(personClauses.adverbs)})\\s+)*`;
const HAVING = new Set(personClauses.having.map((word) => word.toLowerCase()));
const NOT_VERBS = new Set(personClauses.notVerbs.map((word) => word.toLowerCase()));
const EMPTY_ALONE = new Set(personClauses.emptyAlone.map((word) => word.toLowerCase()));
const SITUATION = new RegExp(`^\\s*(?:${alternation(personClauses.situations)})\\s`, 'iu');
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
/** The clause opening the request, before a mark and the words of the request: "i have wide feet, need shoes". */
const LEADING = new RegExp(
  `^(?<before>[^\\p{L}\\p{N}]*)(?:${alternation(personClauses.subjects)})\\s+${ADVERBS}` +
    `(?<verb>${alternation(personClauses.having)}|\\p{L}+)${WORD_END}(?<rest>[^,;.!?:]*?)${HOW_OFTEN}` +
    `(?=\\s*[,;.!?:][^\\p{L}\\p{N}]*[\\p{L}\\p{N}])`,
  'diu',
);
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

export type Named = Pick<QueryLexicons, 'categories' | 'known' | 'brands' | 'audiences' | 'features'>;

/** Whether the catalogue names a word of `text`: a category, feature, material, colour, brand or audience. */
export function namesAny(text: string, lexicons: Named): boolean {
  if (
    [lexicons.categories.terms, lexicons.known, lexicons.brands].some(
      (terms) => findTerms(text, terms).length > 0,
    )
  )
    return true;
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return lexicons.audiences.some((audience) => words.has(audience.toLowerCase()));
}

/**
 * What a clause of `verb` and `rest` is said as: " for" its use, a size alone, nothing (a situation the catalogue
 * names no word of), or undefined where it says no use (wanting, being, the past).
 */
function clauseSaid(verb: string, rest: string, lexicons: Named, draft: Draft): string | undefined {
  const said = verb.toLowerCase().replace(/\s+/g, ' ');
  // "i wear a 10": the size alone, read before or after ("Showing shoes in size 10.").
  if (EMPTY_ALONE.has(said) && SIZE_ONLY.test(rest)) return ` ${rest.trim()}`;
  if (NOT_VERBS.has(said) || /[^e]ed$/u.test(said)) return undefined;
  // The product said again is no word of the use: "i wear them to work" is "for work", "i run in them" "for running".
  const object = OBJECT.exec(rest);
  const told = (object === null ? rest : rest.slice(object[0].length)).replace(OBJECT_AT_END, '');
  if (object !== null && USE_VERBS.has(plainForm(said))) {
    // "i wear them all day at work": comfortable ones for work, as "shoes i can wear all day at work" are.
    const place = longUse(draft, lexicons.features, plainForm(said), told).replace(PLACE_LEAD, '').trim();
    return place === '' ? GAP : ` for ${place}`;
  }
  const having = HAVING.has(said);
  if (having && SITUATION.test(told) && !namesAny(told, lexicons)) return '';
  const use = having ? told.trim() : `${gerund(plainForm(said))}${told}`;
  return use === '' ? (told === rest ? undefined : GAP) : ` for ${use}`;
}

/** Reads the clauses about the person (see above) as the use they name. */
export function readPersonClauses(draft: Draft, lexicons: Named): void {
  if (WITH_SAID.test(draft.rest)) draft.rest = draft.rest.replace(WITH, 'for ');
  if (BEING_SAID.test(draft.rest)) draft.rest = draft.rest.replace(BEING_SIZED, ' ');
  const lead = LEADING.exec(draft.rest);
  const { before = '', verb = '', rest = '' } = lead?.groups ?? {};
  // Never of a word the catalogue names ("i beam, 10 ft"), nor a size alone, which the size's reader leaves there.
  // A verb alone may be a product's name there ("i beam, 10 ft"): words after it say it is one ("i walk a lot").
  const verbEnd = lead?.indices?.groups?.['verb']?.[1] ?? 0;
  const alone =
    !HAVING.has(verb.toLowerCase()) && !/\p{L}/u.test(draft.rest.slice(verbEnd, lead?.[0].length));
  const first =
    lead === null || alone || namesAny(verb, lexicons) ? undefined : clauseSaid(verb, rest, lexicons, draft);
  if (lead !== null && (first === '' || first?.startsWith(' for ') === true)) {
    const after = draft.rest.slice(lead[0].length);
    // Its use after the request, as the shopper could have typed it ("running shoes for wide feet").
    draft.rest = `${before}${after}${first}`;
  }
  if (!SUBJECT_SAID.test(draft.rest)) return;
  draft.rest = draft.rest.replace(CLAUSE, (whole: string, ...args: unknown[]) => {
    const { verb = '', rest = '' } = args.at(-1) as Record<string, string | undefined>;
    return clauseSaid(verb, rest, lexicons, draft) ?? whole;
  });
}
