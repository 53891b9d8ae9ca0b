/**
 * A quality said in the negative whose opposite the shop tags as a feature: "a yoga mat that isn't slippery",
 * "yoga mat not slippery", "that doesn't slip" ask for non-slip mats; "a tent that won't leak" for a waterproof
 * one, "a shirt that never wrinkles" for a wrinkle-resistant one (`queryDefaults.negatedQualities.opposites`, a
 * general-English table, each word by its stem). The phrase becomes the clause "that is non-slip", which the
 * describing reader puts before the product ("non-slip yoga mat"), and the feature reader asks for. Only a feature
 * the catalogue tags counts, in the catalogue's spelling (or a built-in spelling of it: "non-stick" is a shop's
 * "nonstick"); else the words stay as they were said (an exclusion of "slippery", or "slip" to match). Read before
 * the exclusions (negation.ts), which would leave out the very products asked for. Pure.
 */
import type { Draft } from './draft.ts';
import { wordStem } from './feature-words.ts';
import { featureSatisfiers, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { negatedQualities, negatedWishes, useClauses } = queryDefaults;

const WORD = "\\p{L}[\\p{L}'’]*(?:-\\p{L}+)*";
const RELATIVE = `(?:${alternation(useClauses.relatives)})`;
/** "that", "that is", "that's", or a copula of the sentence ("the mat is not slippery"). */
const OPENER = `(?:${RELATIVE}(?:\\s+(?:is|are))?|that's|thats|which's|is|are|it's|its)`;
/** The quality ends its phrase: "isn't slippery", "… for hot yoga", "…, in blue"; not "slippery socks". */
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|(?:${alternation([...negatedWishes.ends, ...useClauses.relatives])})${WORD_END}))`;
const QUALITY = new RegExp(
  `(?<comma>,\\s*)?${WORD_START}(?:(?<opener>${OPENER})\\s+)?(?<cue>${alternation(negatedQualities.cues)})\\s+` +
    `(?:(?:${alternation(negatedQualities.between)})\\s+)?(?<word>${WORD})` +
    `(?:\\s+(?:${alternation(negatedQualities.after)}))?${WORD_END}${PHRASE_END}`,
  'giu',
);
const ANY_CUE = new RegExp(`${WORD_START}(?:${alternation(negatedQualities.cues)})${WORD_END}`, 'iu');

/** A word's key in the table: its stem, or the word itself when hyphenated ("see-through"). */
const keyOf = (word: string): string => (word.includes('-') ? word.toLowerCase() : wordStem(word));

/** Each denied word's key → the features opposing it, in the table's order. */
const OPPOSITES = new Map<string, string[]>();
for (const [feature, words] of Object.entries(negatedQualities.opposites))
  for (const word of words) OPPOSITES.set(keyOf(word), [...(OPPOSITES.get(keyOf(word)) ?? []), feature]);

/** Is `word` one the table knows the opposite of (whether or not the shop tags it)? */
export const hasOpposite = (word: string): boolean => OPPOSITES.has(keyOf(word));

const tagsByKey = new WeakMap<TermLexicon, Map<string, string>>();

/** The catalogue's tag meeting the first feature opposing `word` it tags ("slippery" → "non-slip"). */
function oppositeTag(word: string, features: TermLexicon): string | undefined {
  let tags = tagsByKey.get(features);
  if (tags === undefined) {
    tags = new Map(features.catalogue.map((value) => [termKey(value), value] as const));
    tagsByKey.set(features, tags);
  }
  for (const feature of OPPOSITES.get(keyOf(word)) ?? []) {
    const spellings = [feature, ...featureSatisfiers(feature)];
    const tag = spellings.map((spelling) => tags.get(termKey(spelling))).find((value) => value !== undefined);
    if (tag !== undefined) return tag;
  }
  return undefined;
}

/** Plural cues say "are": "mats that don't slip" → "mats that are non-slip". */
const PLURAL_CUE = /^(?:are|aren|don|do\s)/iu;

/** "that isn't slippery" → "that is non-slip", where the shop tags the opposite (see above). */
export function readNegatedQualities(draft: Draft, features: TermLexicon): void {
  if (features.catalogue.length === 0 || !ANY_CUE.test(draft.rest)) return;
  draft.rest = draft.rest.replace(QUALITY, (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const { comma = '', opener, cue = '', word = '' } = groups;
    const tag = oppositeTag(word, features);
    if (tag === undefined) return whole;
    const copula = PLURAL_CUE.test(cue) ? 'are' : 'is';
    if (opener === undefined) return `${comma === '' ? '' : ' '}that ${copula} ${tag}`;
    const bare = new RegExp(`^${RELATIVE}$`, 'iu').test(opener);
    return `${comma}${opener} ${bare ? `${copula} ` : ''}${tag}`;
  });
}
