/**
 * Reciprocal rank fusion: merges a lexical ranking and a vector ranking of ids into one. Each list adds
 * weight / (k + rank) for the ids it contains (rank 1-based); k = 60 damps the head so that a strong
 * agreement of both lists beats a single first place. Pure; ties keep the lexical order, then the vector
 * order, so the result is deterministic.
 */

export interface FusionOptions {
  /** Rank damping constant; default 60. */
  k?: number;
  /** Weight of the vector list against the lexical list's 1; default 1. */
  vectorWeight?: number;
}

export interface FusedHit {
  id: string;
  score: number;
}

export function fuseWithScores(
  lexical: readonly string[],
  vector: readonly string[],
  options: FusionOptions = {},
): FusedHit[] {
  const k = options.k ?? 60;
  const vectorWeight = options.vectorWeight ?? 1;
  const scores = new Map<string, { score: number; order: number }>();
  const add = (ids: readonly string[], weight: number, orderBase: number) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      const entry = scores.get(id);
      const gain = weight / (k + index + 1);
      if (entry) entry.score += gain;
      else scores.set(id, { score: gain, order: orderBase + index });
    });
  };
  add(lexical, 1, 0);
  add(vector, vectorWeight, lexical.length);
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].order - b[1].order)
    .map(([id, entry]) => ({ id, score: entry.score }));
}

export function fuse(
  lexical: readonly string[],
  vector: readonly string[],
  options: FusionOptions = {},
): string[] {
  return fuseWithScores(lexical, vector, options).map((hit) => hit.id);
}
