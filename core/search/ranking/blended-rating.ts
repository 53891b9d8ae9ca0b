/**
 * "Best rated" as a shopper means it: a Bayesian average, each rating blended with `ratingPrior.reviews` reviews
 * of `ratingPrior.rating` stars, so 4.6 from 1,497 reviews outranks 5.0 from 2. A rating under the prior's is taken
 * as it is: few reviews never lift a poor rating past a higher one with more (2.5 from 29 is not better rated than
 * 2.6 from 298), so a higher rating with at least as many reviews always comes first. The search's rating sort and
 * the comparison's "Best rated" both use it. Pure.
 */
import { rankingDefaults } from './ranking-defaults.ts';

/**
 * The blended rating of a product (1..5), or NaN without a rating. An unknown review count counts as none; when a
 * catalogue gives no counts at all, every rating blends alike and callers fall back to the plain rating.
 */
export function blendedRating(
  rating: number | null | undefined,
  reviewCount: number | null | undefined,
  prior: Readonly<{ reviews: number; rating: number }> = rankingDefaults.ratingPrior,
): number {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return Number.NaN;
  const reviews = reviewCount !== null && reviewCount !== undefined && reviewCount > 0 ? reviewCount : 0;
  const toward = Math.min(prior.rating, rating);
  return (rating * reviews + toward * prior.reviews) / (reviews + prior.reviews);
}
