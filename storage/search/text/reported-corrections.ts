/**
 * The spelling corrections a text search reports (`CatalogSearchResult.corrections`): each word the catalogue
 * lacks with the catalogue word read for it, marked a guess when the shopper may not know it as their word.
 * Pure.
 */
import type { SpellingCorrection } from '../../../core/index.ts';
import { isEnglishWord } from './english-words.ts';
import type { Concept } from './query-concept.ts';
import { isLikelySlip } from './slip-cost.ts';

/** A correction the shopper would know as their word: one likely slip of it, or the word it begins ("refrig"). */
const knownAsTyped = (typed: string, word: string): boolean =>
  word.startsWith(typed) || isLikelySlip(typed, word);

/**
 * The corrections of `concepts`. A correction is a guess when it is more than one likely slip from the word
 * typed ("correr" → "cover", "rojos" → "rooms"), or when the query also holds a word that is in no product and no
 * English word, so is likely of another language: one matching nothing (`unmatched`: "zapatos para correr",
 * "chaussures de course pas cher" → "chef") or itself guessed ("botas" → "boots" in "botas de lether", so
 * "lether" is a guess too): the search still reads it, but the chat echoes the word as typed.
 */
export function reportedCorrections(
  concepts: readonly Concept[],
  unmatched: readonly string[],
): SpellingCorrection[] {
  const guessed = concepts.flatMap(({ typed, correction }) =>
    correction === undefined || knownAsTyped(typed, correction) ? [] : [typed],
  );
  // A two-letter name ("LG") is no sign of another language.
  const foreign = [...unmatched.filter((word) => word.length > 2), ...guessed].some(
    (word) => !isEnglishWord(word),
  );
  return concepts.flatMap(({ typed, correction, written }) => {
    // A word met through its stem, spelt as the catalogue writes it: one likely slip, never a guess.
    if (written !== undefined) return [{ typed, word: written }];
    if (correction === undefined) return [];
    const guess = foreign || !knownAsTyped(typed, correction);
    return [{ typed, word: correction, ...(guess && { guess: true as const }) }];
  });
}
