/**
 * A word the catalogue never writes that still meets products through its stem ("headphons" and "headphones" both
 * stem to "headphon"): the catalogue's written word one likely slip from it is kept as the concept's `written`
 * spelling, which the search reports as a correction (reported-corrections.ts), so the chat echoes "Showing
 * headphones." where it had said "Showing headphons." and 'Only 2 of them have "wireless headphons" in their names'.
 * What the word matches is unchanged. English words ("painting" of "paint") are what they say. Pure.
 */
import type { Token } from './analyze.ts';
import { isEnglishWord } from './english-words.ts';
import type { Concept, PlanContext } from './query-concept.ts';
import { isLikelySlip } from './slip-cost.ts';

export function addWrittenSpelling(token: Token, concept: Concept, context: PlanContext): void {
  const { index, typos, defaults } = context;
  if (token.numeric || concept.correction !== undefined || concept.form !== -1 || !concept.word) return;
  const word = token.word;
  if (word.length < defaults.typoMinLength || index.words.has(word) || !/^[a-z]+$/u.test(word)) return;
  const id = index.terms.get(token.term);
  if (id === undefined || isEnglishWord(word)) return;
  const written = typos
    .lookup(word, 1)
    .find((candidate) => candidate.id === id && isLikelySlip(word, candidate.word));
  if (written !== undefined) concept.written = written.word;
}
