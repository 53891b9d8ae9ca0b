/** Orders a match set for each sort and picks one page without sorting more than it must. */
import {
  blendedRating,
  type HeadNamed,
  type MeasureSort,
  type SortOrder,
  type SpellingCorrection,
  type UnsoldBrand,
} from '../../core/index.ts';
import { measureValues } from './measure-values.ts';
import { sizedPrice } from './size-prices.ts';
import type { CatalogIndex } from './catalog-index.ts';

/** Compares two entries of a match set by their index `j` into `matches` / `scores`. */
export type Compare = (a: number, b: number) => number;

export interface MatchSet {
  /** Positions in the CatalogIndex. */
  matches: Int32Array;
  /**
   * Relevance order key per entry (lower is better), for text searches: sorted by relevance, their order; sorted
   * otherwise, the order of the entries level on the sort's value (relevance-keys.ts).
   */
  scores?: Float64Array;
  /** Leading entries already in final relevance order (a page inside them needs no sorting). */
  ranked?: number;
  /**
   * Where no relevance score orders them: entries come in the order of their mark, each group in the sort's
   * order (later-tiers.ts: products out of stock after those in stock, children's products after adults' when
   * the request names no audience); under a measure sort, stock and the children's bit come before the measure,
   * the rest of the mark only orders products of the same value.
   */
  later?: Uint8Array;
  /** Words of the query that no product holds (text searches that still matched something). */
  unmatched?: string[];
  /** The best match covers under PARTIAL_COVERAGE of the query's words (text searches, any sort). */
  partial?: boolean;
  /** Filters keep matches, yet none holds the query's head word (text searches, any sort). */
  headMissing?: boolean;
  /** The best match does not hold the query's head word (text searches, any sort). */
  headBuried?: boolean;
  /** What only the chat says of the matches, worked out on first call (text searches). */
  describe?: () => MatchDescription;
  /** Words of the query the catalogue lacks and the catalogue words read for them (text searches). */
  corrections?: SpellingCorrection[];
}

/** What the chat says of a match set (CatalogSearchResult.headNamed, .naming, .unsoldBrand). */
export interface MatchDescription {
  /** The query's head and how many matches name it, when fewer than all do. */
  headNamed?: HeadNamed;
  /** The query's naming phrase as typed, when of more than one word ("running shoes"). */
  naming?: string;
  /** The brands no product is from and the kind shown instead ("adidas shoes"; unsold-brand.ts). */
  unsoldBrand?: UnsoldBrand;
}

export function comparator(
  index: CatalogIndex,
  set: MatchSet,
  sort: SortOrder,
  measureSort?: MeasureSort,
  sizes?: readonly string[],
): Compare {
  const { matches, scores } = set;
  const { id, popularity } = index;
  const byId: Compare = (a, b) => {
    const x = id[matches[a]!]!;
    const y = id[matches[b]!]!;
    return x < y ? -1 : x > y ? 1 : 0;
  };
  /** rating × ln(1 + reviews), then id: the order of an empty text query, and the tie-breaker. */
  const byPopularity: Compare = (a, b) => popularity[matches[b]!]! - popularity[matches[a]!]! || byId(a, b);
  const byScore: Compare =
    scores === undefined ? byPopularity : (a, b) => scores[a]! - scores[b]! || byPopularity(a, b);
  /** NaN (no value) last in either direction; ties (no value on both sides too) by relevance where scored. */
  const byValue = (value: (position: number) => number, direction: 1 | -1, then: Compare): Compare => {
    return (a, b) => {
      const x = value(matches[a]!);
      const y = value(matches[b]!);
      if (Number.isNaN(x)) return Number.isNaN(y) ? then(a, b) : 1;
      if (Number.isNaN(y)) return -1;
      return (x - y) * direction || then(a, b);
    };
  };
  const byNumber = (column: Float64Array, direction: 1 | -1, then: Compare): Compare =>
    byValue((position) => column[position]!, direction, then);
  const { later } = set;
  const tiered = (compare: Compare): Compare =>
    later === undefined ? compare : (a, b) => later[a]! - later[b]! || compare(a, b);
  if (measureSort !== undefined) {
    // "lightest hiking boots": by the measure, products without it last. As under every sort, products in stock
    // come first ("smartwatch with the longest battery life" names one the shopper can buy, not a sold-out one),
    // and, naming no audience, children's products after adults' ("loudest headphones": no kids' headphone first);
    // the other tiers only order products of the same value, then by relevance.
    const values = measureValues(index, measureSort);
    const byValue = byNumber(values, measureSort.order === 'asc' ? 1 : -1, tiered(byScore));
    if (later === undefined) return byValue;
    const gone = (j: number): number => (index.available[matches[j]!] === 1 ? 0 : 1);
    return (a, b) => gone(a) - gone(b) || (later[a]! & 1) - (later[b]! & 1) || byValue(a, b);
  }
  switch (sort) {
    // With sizes asked, at the price of the size asked: a comforter from $81.99 that costs $179.99 in King.
    case 'price_asc':
      return tiered(byNumber(sizedPrice(index, sizes, 1) ?? index.price, 1, byScore));
    case 'price_desc':
      return tiered(byNumber(sizedPrice(index, sizes, -1) ?? index.price, -1, byScore));
    case 'rating':
      // A Bayesian average first (5 stars from 2 reviews is no proof), then the plain rating, then more reviews.
      return tiered(
        byValue(
          (position) => blendedRating(index.rating[position], index.reviewCount[position]),
          -1,
          byNumber(index.rating, -1, byNumber(index.reviewCount, -1, byScore)),
        ),
      );
    case 'newest':
      return tiered(byNumber(index.createdMs, -1, byScore));
    case 'popular':
      return tiered((a, b) => popularity[matches[b]!]! - popularity[matches[a]!]! || byScore(a, b));
    case 'discount':
      // "biggest discount": the most saved off the regular price first, as each pick says it ("save $63").
      return tiered(byNumber(index.saving, -1, byScore));
    default:
      return scores === undefined ? tiered(byPopularity) : byScore;
  }
}

/** Entries `j` of the best `count` matches, best first. */
export function best(size: number, compare: Compare, count: number): number[] {
  if (count <= 0 || size === 0) return [];
  if (count * 4 >= size) {
    const all = Array.from({ length: size }, (_, j) => j);
    return all.sort(compare).slice(0, count);
  }
  // Bounded insertion: keep only the best `count` entries seen so far.
  const kept: number[] = [];
  for (let j = 0; j < size; j++) {
    if (kept.length === count && compare(j, kept[count - 1]!) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(kept[mid]!, j) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, j);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
