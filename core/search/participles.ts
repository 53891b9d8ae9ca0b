/**
 * A participle after the product's name and before a preposition (`queryDefaults.participles`). One that says how
 * the product is made or meant, `plain` ("a jacket made of wool", "headphones built for running", "a tent rated for
 * winter", "shoes made in italy"), is no word to match: it goes and the phrase after it stays ("headphones for
 * running"), which the readers after it take as they would have without it ("for winter": the warm feature). It
 * had been read as the request's kind, the product's name its modifier: "headphones built for running" listed
 * running shoes that mention "built", "tent rated for winter" found nothing. What it is made of goes before the
 * name, as a shopper would say it: "a jacket made of wool" is "wool jacket", "a yoga mat made from cork" "cork yoga
 * mat".
 *
 * Another word of five letters or more ending in "-ed" (not "-eed": "seed", "speed" are nouns) that the catalogue
 * names as a feature, material or colour is asked, and goes before the name: "a jacket insulated with down" is
 * "insulated jacket with down" (the jacket had been read as modifying "insulated"); any other stays ("insulation
 * unfaced for basement"). Never after a verb or particle of a clause ("a jacket that is made of wool") or a
 * negation ("shoes not made of leather": the exclusion reader's), nor a category the catalogue names, nor a phrase
 * of `not` ("built in"). Pure.
 */
import type { Draft } from './draft.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { queryDefaults } from './query-defaults.ts';
import { allMatches, alternation, findTerms, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { participles, useClauses } = queryDefaults;

/** Words before which a participle belongs to a clause or a negation ("not made of leather"), not to the name. */
const CLAUSE_WORDS = new Set(
  [...useClauses.verbs, ...useClauses.particles, ...useClauses.relatives, ...useClauses.negations, 'who'].map(
    (word) => word.toLowerCase(),
  ),
);
const PLAIN = new Set(participles.plain.map((word) => word.toLowerCase()));
const NOT = new Set(participles.not.map((phrase) => phrase.toLowerCase()));
/** A word of five letters or more ending in "-ed", not "-eed" (also read by modifier-category.ts). */
export const ED_WORD = '\\p{L}{3,}(?<!e)ed';
/** The prepositions a participle may stand before, as a pattern. */
export const PREPOSITIONS = alternation(participles.prepositions);
const PARTICIPLE = `(?:${alternation(participles.plain)}|${ED_WORD})`;
const PHRASE = new RegExp(
  `${WORD_START}(?<before>\\p{L}[\\p{L}'’]*)\\s+(?<participle>${PARTICIPLE})(?=\\s+(?<preposition>${PREPOSITIONS})${WORD_END})`,
  'giu',
);
/** "made to order": a phrase of `not` starting at the participle. */
const startsNot = (text: string): boolean =>
  [...NOT].some(
    (phrase) => text.toLowerCase().startsWith(phrase) && !/[\p{L}\p{N}]/u.test(text[phrase.length] ?? ''),
  );
/** A cheap test first: most requests hold no participle before a preposition. */
const MAY_HOLD = new RegExp(
  `(?:ed|${alternation(participles.plain)})\\s+(?:${PREPOSITIONS})${WORD_END}`,
  'iu',
);
/** What the material is made of follows these: "made of wool", "made from recycled nylon", "made out of cork". */
const OF = /^(?:of|from|out\s+of)\s+/iu;

type Lexicons = Pick<QueryLexicons, 'known' | 'categories'>;

const LAST_WORD = /(\p{L}[\p{L}'’-]*)\s+$/u;

/** Where the product's name ending at `at` starts: up to three words back, not past a clause's word or a mark. */
function nameStart(text: string, at: number): number {
  let from = at;
  for (let k = 0; k < 3; k++) {
    const word = LAST_WORD.exec(text.slice(0, from));
    if (word === null || CLAUSE_WORDS.has((word[1] ?? '').toLowerCase())) break;
    from = word.index;
  }
  return from;
}

interface Reading {
  /** Where what is said replaces the text: the phrase's start, or its name's where a word goes before it. */
  from: number;
  said: string;
  end: number;
}

/** What a participle phrase becomes, or undefined to keep it. */
function reading(text: string, match: RegExpExecArray, lexicons: Lexicons): Reading | undefined {
  const { before = '', participle = '' } = match.groups ?? {};
  if (CLAUSE_WORDS.has(before.toLowerCase())) return undefined;
  const end = match.index + match[0].length;
  if (startsNot(text.slice(end - participle.length))) return undefined;
  const word = participle.toLowerCase();
  if (lexicons.categories.paths.has(termKey(word))) return undefined;
  // The name the participle follows: "yoga mat" of "yoga mat made from cork".
  const named = () => {
    const from = nameStart(text, match.index);
    return { from, name: text.slice(from, match.index) + before };
  };
  const isKnown = (phrase: string) =>
    findTerms(phrase, lexicons.known).some((found) => found.index === 0 && found.length === phrase.length);
  // A feature or material the catalogue names is asked: it goes before the name, "insulated jacket with down".
  if (isKnown(word)) {
    const { from, name } = named();
    return { from, said: `${participle} ${name}`, end };
  }
  // "a jacket made of wool" is a wool jacket, as the shopper would have said it.
  const after = text.slice(end).replace(/^\s+/u, '');
  const of = OF.exec(after);
  if (of !== null) {
    const material = findTerms(after.slice(of[0].length), lexicons.known).find((found) => found.index === 0);
    if (material !== undefined) {
      const at = text.length - after.length + of[0].length;
      const { from, name } = named();
      return { from, said: `${text.slice(at, at + material.length)} ${name}`, end: at + material.length };
    }
  }
  // Only a plain participle goes; the word before stays, and the phrase after it.
  return PLAIN.has(word) ? { from: match.index, said: before, end } : undefined;
}

/** Takes out the participles after a product's name (see above). */
export function readParticiples(draft: Draft, lexicons: Lexicons): void {
  const text = draft.rest;
  if (!MAY_HOLD.test(text)) return;
  let out = '';
  let last = 0;
  for (const match of allMatches(text, PHRASE)) {
    if (match.index < last) continue;
    const read = reading(text, match, lexicons);
    if (read === undefined || read.from < last) continue;
    out += text.slice(last, read.from) + read.said;
    last = read.end;
  }
  draft.rest = last === 0 ? text : out + text.slice(last);
}
