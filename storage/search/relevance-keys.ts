/**
 * The relevance order of a match set sorted otherwise ("best rated phone case for iphone 6"), as order keys for
 * MatchSet.scores: products level on the sort's value (all those stating none, too) then come in the order the
 * request lists them in without its sort word, the best text matches first.
 */
import type { MatchSet } from './rank-rows.ts';

/** Below every first-stage key (negated scores, never under -CANDIDATE_TIER's magnitude): the reranked slots. */
const RANKED_BASE = -(2 ** 40);

/**
 * Per entry of `matches`, its key in `relevance` (the same positions in relevance order): the reranked entries by
 * their place (the preferences of find-matches.ts may have moved them without new keys), the rest by their
 * first-stage key, lower first, as the relevance sort's comparator takes them.
 */
export function relevanceKeys(matches: Int32Array, relevance: MatchSet): Float64Array {
  const ranked = relevance.ranked ?? 0;
  const { scores } = relevance;
  const keyOf = new Map<number, number>();
  relevance.matches.forEach((position, j) =>
    keyOf.set(position, j < ranked || scores === undefined ? RANKED_BASE + j : scores[j]!),
  );
  return Float64Array.from(matches, (position) => keyOf.get(position) ?? Number.MAX_VALUE);
}
