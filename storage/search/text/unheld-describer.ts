/**
 * A describing word of the shopper's own that no match of the kind asked for holds, though other products do:
 * "comfortable bag" where descriptions of shoes say "comfortable" and no bag does. The shop sells the kind, so the
 * chat shows it and says the describer was not found among them ('No bag here mentions "comfortable", so these
 * match your other words.'), where it had said "No product here is a comfortable bag" (unsold-kind.ts). So too,
 * when even the best match holds only part of the words, a use after "for" none of them holds: "waterproof jacket
 * for skiing" ('No jacket here mentions "skiing", …'), which a use, ranking only, does not cost the filter, and a
 * likeness after "like": "running shoes like summit but cheaper" ('No shoe here mentions "summit", …').
 */
import { isDescribingWord } from './describing-word.ts';
import type { Concept } from './query-concept.ts';
import { holds, weighedHead } from './query-head.ts';
import type { TextIndex } from './text-index.ts';
import { ownTerm } from './unsold-kind.ts';
import { FUNCTION_WORDS } from './analyzer-lexicon.ts';

/** Words ending the main part before words that rank only: a use ("for skiing"), a likeness ("like summit"). */
const ASIDE = new Set(['for', 'like']);

/** The words of the use after the "for" (or the likeness after the "like") ending the query's main part. */
function useWords(concepts: readonly Concept[], importance: Float64Array): number[] {
  const opens = concepts.findIndex((concept) => concept.modifier);
  if (opens < 0 || !ASIDE.has(concepts[opens]!.typed)) return [];
  return concepts.flatMap((concept, at) =>
    at > opens &&
    concept.word &&
    concept.relaxed !== true &&
    concept.correction === undefined &&
    (importance[at] ?? 0) > 0 &&
    !FUNCTION_WORDS.has(concept.typed)
      ? [at]
      : [],
  );
}

/**
 * The first describer before the query's head (a word of the shopper's own that describing-word.ts reads so and
 * the catalogue holds) that none of the `matches` naming the head holds, with the head as typed (`describes`);
 * undefined when none is, or no match holds the head. With `useToo` (the best match holds only part of the
 * words), the first word of the use after "for" none of them holds likewise.
 */
export function unheldDescriber(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
  matches: Int32Array,
  useToo = false,
): { word: string; count: 0; describes: string } | undefined {
  const head = weighedHead(index, concepts, importance);
  const headConcept = concepts[head];
  if (headConcept === undefined || ownTerm(index, headConcept, importance[head] ?? 0) === undefined)
    return undefined;
  // A head that itself describes names no kind to say: "something warm for camping" had said "No warm here …".
  if (isDescribingWord(headConcept.typed)) return undefined;
  const kinds = Array.from(matches).filter((position) => holds(index, headConcept, position));
  if (kinds.length === 0) return undefined;
  for (let at = 0; at < head; at++) {
    const concept = concepts[at]!;
    if (ownTerm(index, concept, importance[at] ?? 0) === undefined || !isDescribingWord(concept.typed))
      continue;
    if (!kinds.some((position) => holds(index, concept, position)))
      return { word: concept.typed, count: 0, describes: headConcept.typed };
  }
  if (!useToo) return undefined;
  const unheld = useWords(concepts, importance).find(
    (at) => !kinds.some((position) => holds(index, concepts[at]!, position)),
  );
  return unheld === undefined
    ? undefined
    : { word: concepts[unheld]!.typed, count: 0, describes: headConcept.typed };
}
