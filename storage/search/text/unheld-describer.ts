/**
 * A describing word of the shopper's own that no match of the kind asked for holds, though other products do:
 * "comfortable bag" where descriptions of shoes say "comfortable" and no bag does. The shop sells the kind, so the
 * chat shows it and says the describer was not found among them ('No bag here mentions "comfortable", so these
 * match your other words.'), where it had said "No product here is a comfortable bag" (unsold-kind.ts).
 */
import { isDescribingWord } from './describing-word.ts';
import type { Concept } from './query-concept.ts';
import { holds, weighedHead } from './query-head.ts';
import type { TextIndex } from './text-index.ts';
import { ownTerm } from './unsold-kind.ts';

/**
 * The first describer before the query's head (a word of the shopper's own that describing-word.ts reads so and
 * the catalogue holds) that none of the `matches` naming the head holds, with the head as typed (`describes`);
 * undefined when none is, or no match holds the head.
 */
export function unheldDescriber(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
  matches: Int32Array,
): { word: string; count: 0; describes: string } | undefined {
  const head = weighedHead(index, concepts, importance);
  const headConcept = concepts[head];
  if (headConcept === undefined || ownTerm(index, headConcept, importance[head] ?? 0) === undefined)
    return undefined;
  const kinds = Array.from(matches).filter((position) => holds(index, headConcept, position));
  if (kinds.length === 0) return undefined;
  for (let at = 0; at < head; at++) {
    const concept = concepts[at]!;
    if (ownTerm(index, concept, importance[at] ?? 0) === undefined || !isDescribingWord(concept.typed))
      continue;
    if (!kinds.some((position) => holds(index, concept, position)))
      return { word: concept.typed, count: 0, describes: headConcept.typed };
  }
  return undefined;
}
