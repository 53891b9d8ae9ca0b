/**
 * Commoner spellings of words the catalogue has only rarely or out of the query's company: the frequent word one
 * edit away joins as an alternative (query-plan.ts, beside query-spelling.ts's repairs of words it lacks).
 */
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import type { Token } from './analyze.ts';
import { addAlternative, type Concept, type PlanContext } from './query-concept.ts';
import { together, togetherWith, type Neighbours } from './query-neighbours.ts';
import { isLikelySlip } from './slip-cost.ts';

const LETTERS = /^[a-z]+$/;

/** Most products a word may share with the query's other words and still be taken for a misspelling. */
const MAX_OWN_TOGETHER = 2;
/** Fewest products the catalogue's spelling must share with the query's other words. */
const MIN_TOGETHER = 3;

/**
 * A word the catalogue has but rarely, next to a far more frequent one a single edit away, is most likely a
 * misspelling of it ("cushon" in a title or two, "cushion" in hundreds): the frequent word joins as an
 * alternative, the word itself stays. Likewise for a word that hardly appears with the query's other words
 * when a word one edit away often does ("phillips coffee maker": the coffee makers say "Philips"; "rigid sander":
 * the sanders say "RIDGID"), that word being one likely slip from it (a real word is never read through an
 * unlikely one: "cage" is no "case").
 */
export function addCommonerSpellings(
  token: Token,
  concept: Concept,
  context: PlanContext,
  others: () => Neighbours,
  otherConcepts: () => readonly Concept[],
): void {
  const { defaults, index } = context;
  if (token.numeric || !LETTERS.test(token.word) || token.word.length < defaults.typoMinLength) return;
  if (FUNCTION_WORDS.has(token.word)) return;
  // The word as typed (a word the catalogue lacks may be here for its compound form only).
  const own = index.terms.get(token.term);
  const frequency = own === undefined ? 0 : index.df[own]!;
  const rare = defaults.rareWord > 0 && frequency <= defaults.rareWord;
  const rareInContext = own !== undefined && frequency <= defaults.rareInContext;
  if (!rare && !rareInContext) return;
  let ownTogether: number | undefined;
  // A word only rare in the query's company takes no correction once it keeps that company itself (keepsCompany):
  // known before looking up its corrections, and without marking the products of the query's other words.
  if (!rare) {
    ownTogether = togetherWith(own!, index, otherConcepts());
    if (ownTogether > MAX_OWN_TOGETHER) return;
  }
  /** The candidate keeps the query's company where the word as typed does not. */
  const keepsCompany = (id: number): boolean => {
    ownTogether ??= together(own!, index, others());
    if (ownTogether > MAX_OWN_TOGETHER) return false;
    const withOthers = together(id, index, others());
    return withOthers >= MIN_TOGETHER && withOthers >= Math.max(1, ownTogether) * defaults.commonerBy;
  };
  for (const candidate of context.typos.lookup(token.word, 1)) {
    const commoner =
      rare && candidate.frequency >= Math.max(defaults.rareWord, frequency) * defaults.commonerBy;
    if (
      commoner ||
      (rareInContext && isLikelySlip(token.word, candidate.word) && keepsCompany(candidate.id))
    ) {
      addAlternative(concept, [candidate.id], defaults.typo1);
      concept.commoner = candidate.id;
      return;
    }
  }
}
