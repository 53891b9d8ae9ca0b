/**
 * A clause saying what the product does, in words of a feature the catalogue tags (feature-words.ts): "a dutch oven
 * that works on induction" asks for "induction compatible", "king size sheets that keep you cool" for "cooling",
 * "a jacket to keep me warm" for "warm". The clause opens with a relative ("that", "which"), a speaker and a modal
 * ("I can", "so we can") or "to" before one of its verbs (`queryDefaults.useClauses`). Read only where each of its
 * other words is one of those verbs, a pronoun, article, preposition or adverb (`particles`), a time (`times`) or
 * another word of that feature ("that is induction compatible"): the clause then leaves the text, as its feature
 * says it, where its words had been held against the products ("None of them has everything you asked for"). A
 * part joined by "and" or "or" that says more ("and fits a laptop") stays, with the opener; a negated clause
 * ("that don't keep you warm") is left to the words. Pure.
 */
import { forOccasion, occasionOf } from './clause-occasion.ts';
import { addToFilter, type Draft } from './draft.ts';
import { wordStem, wordsOf, type FeatureWords } from './feature-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { useClauses } = queryDefaults;

const SPEAKER = `(?:${alternation(useClauses.speakers)})`;
const NOT_AFTER = `(?<!${WORD_START}(?:${alternation(useClauses.notAfter)})\\s+)`;
const OPENER =
  `${NOT_AFTER}${WORD_START}(?<opener>(?:(?:${alternation(useClauses.relatives)})(?:\\s+${SPEAKER})?` +
  `|(?:(?:${alternation(useClauses.purposes)})\\s+)?${SPEAKER}` +
  `|to(?=\\s+(?:${alternation(useClauses.verbs)})${WORD_END}))${WORD_END})`;
/** The opener, then its words up to punctuation, a gap or "but". */
const CLAUSE = new RegExp(`${OPENER}(?<body>(?:\\s+(?!but${WORD_END})[^\\s,;.!?()[\\]]+)+)`, 'giu');
const JOINS = /\s+(?:and|or)\s+/iu;
const TIMES = new RegExp(`${WORD_START}(?:${alternation(useClauses.times)})${WORD_END}`, 'giu');
const NEGATED = new RegExp(`${WORD_START}(?:${alternation(useClauses.negations)})${WORD_END}`, 'iu');
const CLAUSE_WORDS = new Set(
  [...useClauses.verbs, ...useClauses.particles].map((word) => word.toLowerCase()),
);

/** The features a part names, when all its other words are the clause's own (else undefined). */
function featuresOf(part: string, words: FeatureWords): string[] | undefined {
  const tokens = wordsOf(part.replace(TIMES, ' '));
  const named = [...new Set(tokens.flatMap((token) => words.naming.get(wordStem(token)) ?? []))];
  if (named.length === 0) return undefined;
  const ofNamed = (token: string) =>
    named.some((feature) => words.stemsOf.get(feature)?.has(wordStem(token)) === true);
  return tokens.every((token) => CLAUSE_WORDS.has(token) || ofNamed(token)) ? named : undefined;
}

/** Takes out the clauses naming a feature (see above), asking for it. */
export function readFeatureClauses(draft: Draft, words: FeatureWords): void {
  if (words.naming.size === 0) return; // a catalogue tagging no features: the words rank alone
  draft.rest = draft.rest.replace(CLAUSE, (whole: string, ...args: unknown[]) => {
    const { opener = '', body = '' } = args.at(-1) as Record<string, string | undefined>;
    if (NEGATED.test(body)) return whole;
    const parts = body.trim().split(JOINS);
    // The last part may end in an occasion, what the product is for ("keep me warm on a hike").
    const last = parts.at(-1) ?? '';
    const ending = featuresOf(last, words) === undefined ? occasionOf(last) : undefined;
    if (ending !== undefined && featuresOf(ending.head, words) !== undefined)
      parts[parts.length - 1] = ending.head;
    else if (ending !== undefined) return whole;
    const read = parts.map((part) => featuresOf(part, words));
    if (read.every((features) => features === undefined)) return whole;
    for (const features of read) if (features !== undefined) addToFilter(draft.filters, 'features', features);
    const kept = parts.filter((_, index) => read[index] === undefined);
    return kept.length === 0
      ? forOccasion(ending?.occasion)
      : ` ${opener} ${kept.join(' and ')}${forOccasion(ending?.occasion)}`;
  });
}
