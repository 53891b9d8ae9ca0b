/**
 * The words of constraints relaxation dropped (SearchQuery.relaxedWords: "kids" once "for kids" gave way, "red",
 * a brand), put back into the text to rank: marked on their concepts (Concept.relaxed) while another word of the
 * query matches something, so they order that word's matches rather than match alone (score-concepts.ts). Alone,
 * they are the query, and match as any word.
 */
import { analyze } from './analyze.ts';
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';
import type { Concept } from './query-concept.ts';

export function markRelaxed(concepts: readonly Concept[], relaxedWords: readonly string[]): void {
  if (relaxedWords.length === 0) return;
  const relaxed = new Set(analyze(relaxedWords.join(' ')).map((token) => token.term));
  const own = concepts.some(
    (concept) =>
      !relaxed.has(concept.term) && concept.alternatives.length > 0 && !FUNCTION_WORDS.has(concept.typed),
  );
  if (own) for (const concept of concepts) if (relaxed.has(concept.term)) concept.relaxed = true;
}
