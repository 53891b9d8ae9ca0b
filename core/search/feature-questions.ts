/**
 * A yes/no question about the viewed product in words of a feature the catalogue tags (feature-words.ts), not by
 * its name: "does it work on induction?" asks "induction compatible", as "is it induction compatible?" does, and
 * "is it reef safe?" asks "reef-friendly", a qualifier (`useClauses.qualifiers`: "safe", "proof", "ready") standing
 * for the one the feature's name has ("is it oven proof?": oven safe). They had been held as words ("I can't tell:
 * nothing about … mentions "work" or "induction""). A feature denying what its words name ("non-comedogenic":
 * `useClauses.denying`) is asked only with a qualifier said ("is it slip resistant?": non-slip), never as its
 * opposite ("is it comedogenic?"). Read only where every word left is a feature's or a clause's own
 * (`useClauses.verbs`, `particles`: "does it work on induction and gas?" stays), every word naming the feature
 * said ("will it keep me dry?" is no "quick-drying"), and only of a question about it (Draft.aboutIt). Pure.
 */
import { GAP } from './text-tools.ts';
import { addToFilter, type Draft } from './draft.ts';
import { wordStem, wordsOf, type FeatureWords } from './feature-words.ts';
import { queryDefaults } from './query-defaults.ts';

const { useClauses } = queryDefaults;
const CLAUSE_WORDS = new Set(
  [...useClauses.verbs, ...useClauses.particles].map((word) => word.toLowerCase()),
);
const QUALIFIERS = new Set(useClauses.qualifiers.map((word) => wordStem(word)));
const DENYING = new Set(useClauses.denying.map((word) => wordStem(word)));
const CLAUSE_STEMS = new Set([...CLAUSE_WORDS].map((word) => wordStem(word)));

/** The features the question's words name, when all its words are of them or the clause's own (else undefined). */
function askedFeatures(rest: string, words: FeatureWords): string[] | undefined {
  const tokens = wordsOf(rest);
  const named = [...new Set(tokens.flatMap((token) => words.naming.get(wordStem(token)) ?? []))];
  if (named.length === 0) return undefined;
  const stemsOf = (feature: string) => words.stemsOf.get(feature) ?? new Set<string>();
  // Every word naming the feature said, its qualifiers aside: "will it keep me dry?" is not "quick-drying".
  const said = new Set(tokens.map(wordStem));
  const whole = (feature: string) =>
    [...stemsOf(feature)].every((stem) => said.has(stem) || QUALIFIERS.has(stem) || CLAUSE_STEMS.has(stem));
  // "is it comedogenic?" names no "non-comedogenic": a denying qualifier stands only for another qualifier said.
  const qualifierSaid = [...said].some((stem) => QUALIFIERS.has(stem));
  const denies = (feature: string) => [...stemsOf(feature)].some((stem) => DENYING.has(stem));
  if (!named.every(whole) || (!qualifierSaid && named.some(denies))) return undefined;
  const qualified = named.every((feature) => [...stemsOf(feature)].some((stem) => QUALIFIERS.has(stem)));
  const fits = (token: string) =>
    CLAUSE_WORDS.has(token) ||
    named.some((feature) => stemsOf(feature).has(wordStem(token))) ||
    (qualified && QUALIFIERS.has(wordStem(token)));
  return tokens.every(fits) ? named : undefined;
}

/** Reads a question about the viewed product naming a feature by its words (see above) as that feature. */
export function readFeatureQuestion(draft: Draft, words: FeatureWords): void {
  if (draft.aboutIt !== true || words.naming.size === 0) return;
  const features = askedFeatures(draft.rest, words);
  if (features === undefined) return;
  addToFilter(draft.filters, 'features', features);
  draft.rest = GAP;
}
