/**
 * Is the word few matches name (query-head.ts, headNamed) the only word left to match? "bike" in a shop selling
 * none, whose backpacks say "bike commuting" in their descriptions, and "kids bike" once the audience is relaxed
 * (its word only ranks, `Concept.relaxed`): the matches hold no other word of the request, so the chat must not
 * say they "match your other words"; they mention the word, not in their names. Function words ("the"), words
 * of opinion or speech ("best": isUnreportedWord) are no such words, a relaxed word neither. Not of a naming
 * phrase, part of which the others hold ("hiking" of "hiking boots"). Pure.
 */
import { FUNCTION_WORDS, isUnreportedWord } from './analyzer-lexicon.ts';
import type { NamingPhrase } from './naming-phrase.ts';
import type { Concept } from './query-concept.ts';

/** True when no concept but `head` is a word of the request left to match. */
export function loneHead(concepts: readonly Concept[], importance: Float64Array, head: Concept): boolean {
  return concepts.every(
    (concept, c) =>
      concept === head ||
      !((importance[c] ?? 0) > 0) ||
      concept.relaxed === true ||
      FUNCTION_WORDS.has(concept.typed) ||
      isUnreportedWord(concept.typed),
  );
}

/** `few` (headNamed's count of the head's word), marked `alone` where that word is the only one left to match. */
export function loneSaid<T extends { word: string; count: number }>(
  few: T | undefined,
  concepts: readonly Concept[],
  importance: Float64Array,
  head: Concept | undefined,
  phrase: NamingPhrase | undefined,
): (T & { alone?: true }) | undefined {
  if (few === undefined || head === undefined) return few;
  if (phrase !== undefined && phrase.terms.length > 1 && phrase.concepts.at(-1) === head) return few;
  return loneHead(concepts, importance, head) ? { ...few, alone: true } : few;
}
