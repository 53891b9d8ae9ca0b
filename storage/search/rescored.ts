/**
 * A match set's reranked entries ordered again by new keys (snug-fit.ts, own-colour.ts): lower keys first, equal
 * keys in the rerank's order; the entries past the reranked ones keep theirs. The keys become the entries' scores
 * even where the order stays, as a page past the reranked entries is sorted again by score: kept tied, the exact
 * 3-person tent already first fell behind the 4- and 6-person ones on the tie-breaker.
 */
import type { MatchSet } from './rank-rows.ts';

/** `set` with its first `keys.length` entries (the reranked ones, `scores` given) ordered by `keys`. */
export function rescored(set: MatchSet, keys: readonly number[]): MatchSet {
  const { matches, scores } = set;
  if (scores === undefined) return set;
  const order = Array.from(keys, (_, j) => j).sort((a, b) => keys[a]! - keys[b]! || a - b);
  if (order.every((j, k) => j === k && keys[j] === scores[j])) return set;
  const nextMatches = matches.slice();
  const nextScores = scores.slice();
  order.forEach((j, k) => {
    nextMatches[k] = matches[j]!;
    nextScores[k] = keys[j]!;
  });
  return { ...set, matches: nextMatches, scores: nextScores };
}
