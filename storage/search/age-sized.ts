/**
 * Made in the child's age first: for a request for a child named with an age ("a jacket for my 8 year old": the
 * core's `childAge`), each reranked match sized by age that does not come in it (a jacket in sizes "3T" to "6")
 * loses `rankingDefaults.childAgeSize` of its score, and they are ordered again, so the jackets made up to size 8
 * or beyond come first unless the words match clearly better. Plain number sizes are ages where a reranked product
 * of the same category states a toddler's size or one in years (the core's `ageSpan`); kids' shoe sizes, and
 * products stating no size, keep their places. Matches past the reranked ones keep their order.
 */
import { ageSpan, normalizeCategory, productSizes, saysAges, type Product } from '../../core/index.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

export function preferAgeSized(
  set: MatchSet,
  age: number | undefined,
  productAt: (position: number) => Pick<Product, 'attributes' | 'variants' | 'category'> | undefined,
  weight: number,
): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  if (age === undefined || !(weight > 0) || scores === undefined || ranked < 2) return set;
  const read = Array.from({ length: ranked }, (_, j) => {
    const product = productAt(matches[j]!);
    return {
      sizes: product === undefined ? [] : productSizes(product),
      kind: normalizeCategory(product?.category ?? ''),
    };
  });
  const agedKinds = new Set(read.filter(({ sizes }) => saysAges(sizes)).map(({ kind }) => kind));
  if (agedKinds.size === 0) return set;
  const misfits = read.map(({ sizes, kind }) => {
    const span = ageSpan(sizes, kind !== '' && agedKinds.has(kind));
    return span !== undefined && (age < span.from || age > span.to);
  });
  if (!misfits.includes(true)) return set;
  // Scores are negated (lower first): a misfit only adds to it.
  return rescored(
    set,
    misfits.map((misfit, j) => scores[j]! + (misfit ? weight : 0)),
  );
}
