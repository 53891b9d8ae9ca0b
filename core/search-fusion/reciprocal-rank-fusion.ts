/**
 * Reciprocal rank fusion (Cormack et al., 2009): each ranking adds 1 / (k + rank) to the ids it lists
 * (rank 1-based), and ids are ordered by their sum. k = 60 damps the head, so agreement between rankings
 * beats a lone first place. Pure and deterministic: ties keep the order of the first ranking, then the next.
 */

export const RRF_K = 60;

export function reciprocalRankFusion(rankings: readonly (readonly string[])[], k = RRF_K): string[] {
  const entries = new Map<string, { score: number; order: number }>();
  let order = 0;
  for (const ranking of rankings) {
    const seen = new Set<string>();
    ranking.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      const gain = 1 / (k + index + 1);
      const entry = entries.get(id);
      if (entry) entry.score += gain;
      else entries.set(id, { score: gain, order: order++ });
    });
  }
  return [...entries.entries()]
    .sort(([, a], [, b]) => b.score - a.score || a.order - b.order)
    .map(([id]) => id);
}
