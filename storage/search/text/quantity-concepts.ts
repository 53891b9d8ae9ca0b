/**
 * Counts and small numbers in a query ("socks 3 pack", "12 ct", "pack of 6", "galaxy note 3"): they say how many
 * or which size, not what product, so score-concepts.ts lets them rank but not match alone beside a word that
 * could name a product.
 */
import { FUNCTION_WORDS, isOpinionWord, PACK_WORDS, UNIT_BY_SPELLING } from './analyzer-lexicon.ts';
import { wordNumber } from '../../../core/index.ts';
import type { Concept } from './query-concept.ts';

export type Quantity = 'pack' | 'number' | undefined;

/** A number of one or two digits as typed: a count or a size ("3", "10"), never a model number ("4421"). */
const isSmallNumber = (concept: Concept | undefined): boolean =>
  concept !== undefined && ((concept.numeric && /^\d{1,2}$/.test(concept.typed)) || isSpelt(concept));

/** A small number in words ("one", "twelve"; not "a"): it matches its digits too (query-plan.ts). */
const isSpelt = (concept: Concept): boolean => !concept.numeric && (wordNumber(concept.typed) ?? 100) < 100;

/** A pack word (PACK_WORDS) next to a small number, or after "of" one ("pack of 6"). */
const countsPack = (concepts: readonly Concept[], c: number): boolean => {
  if (!PACK_WORDS.has(concepts[c]!.typed)) return false;
  const next = concepts[c + 1];
  return (
    isSmallNumber(concepts[c - 1]) ||
    isSmallNumber(next) ||
    (next?.typed === 'of' && isSmallNumber(concepts[c + 2]))
  );
};

/**
 * What each concept says of a quantity: 'pack' for a pack word and the small number it counts ("socks 3 pack",
 * "12 ct", "pack of 6"), 'number' for another small number ("galaxy note 3", "76 steel door"), else undefined.
 */
export function quantityConcepts(concepts: readonly Concept[]): Quantity[] {
  const pack = concepts.map((_, c) => countsPack(concepts, c));
  return concepts.map((concept, c) => {
    if (pack[c]) return 'pack';
    const counted = pack[c - 1] === true || pack[c + 1] === true;
    if (isSmallNumber(concept) && (counted || (concepts[c - 1]?.typed === 'of' && pack[c - 2] === true)))
      return 'pack';
    // A number joined to its neighbours ("24 in x 24": the title's "24x24") says more than a count.
    // A number in words matches as typed and as digits.
    const own = isSpelt(concept) ? 2 : 1;
    return isSmallNumber(concept) && concept.alternatives.length <= own ? 'number' : undefined;
  });
}

/** A word that can name a product: not a function word, a word of opinion, a unit ("ft", "inch") or a count. */
export const canName = (concept: Concept, quantity: Quantity): boolean =>
  concept.word &&
  quantity === undefined &&
  !FUNCTION_WORDS.has(concept.typed) &&
  !isOpinionWord(concept.typed) &&
  !UNIT_BY_SPELLING.has(concept.typed) &&
  !PACK_WORDS.has(concept.typed);
