/**
 * "Best rated" as a shopper means it: a Bayesian average, each rating blended with `ratingPrior.reviews` reviews
 * of `ratingPrior.rating` stars, so 4.6 from 1,497 reviews outranks 5.0 from 2. The search's rating sort and the
 * comparison's "Best rated" both use it. Pure.
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
  return (rating * reviews + prior.rating * prior.reviews) / (reviews + prior.reviews);
}
