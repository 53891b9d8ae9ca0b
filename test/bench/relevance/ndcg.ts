/** nDCG@k with exponential gains: DCG = Σ (2^g − 1) / log2(i + 1), i from 1; unjudged products count 0. */

const discounted = (gains: readonly number[], k: number): number => {
  let dcg = 0;
  for (let i = 0; i < Math.min(k, gains.length); i++) dcg += (2 ** gains[i]! - 1) / Math.log2(i + 2);
  return dcg;
};

/** True when the query has at least one positive judgement (others are skipped by the metric). */
export const isEvaluable = (judgements: ReadonlyMap<string, number>): boolean =>
  [...judgements.values()].some((gain) => gain > 0);

/** nDCG@k of a ranked list of ids; the ideal order is the query's judged gains, best first. */
export function ndcgAt(
  k: number,
  ranked: readonly string[],
  judgements: ReadonlyMap<string, number>,
): number {
  const ideal = discounted(
    [...judgements.values()].sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return 0;
  return (
    discounted(
      ranked.slice(0, k).map((id) => judgements.get(id) ?? 0),
      k,
    ) / ideal
  );
}
