/**
 * A count asked as it is (`rankingDefaults.exactFitUnits`: "tent that sleeps 2") that no product shown has: the
 * closest fit is said plainly ("waterproof tent that sleeps 2 under 100" showing only a 6-person tent: "Nothing here
 * is exactly 2-person; the closest fit is 6-person."), not only as the pick's "has 6-person capacity". Products of
 * exactly the count come first, so the top pick tells. Not for a bound relaxed, which the relaxation note names, nor
 * under a measure's order ("tent for 2" → "the biggest": the 8-person tent first is no closest fit) or another sort
 * ("cheapest tent for 2 people" had said "Nothing here is exactly 2-person" over the cheapest, a 4-person), nor for a
 * count this turn did not ask exactly (count-asked.ts: "in green" after "tent that sleeps 2", "sleeps 3 or more").
 * Pure.
 */
import { measureOf, rankingDefaults, type Product, type SearchChatInput } from '../../core/index.ts';
import { countAskedExactly } from './count-asked.ts';
import { toList } from './product-attributes.ts';

/** The product's values of the unit's family, as written, nearest the count first (those meeting it first). */
function countsOf(attributes: Product['attributes'], unit: string, count: number): string[] {
  const found: { text: string; off: number }[] = [];
  for (const value of Object.values(attributes ?? {}))
    for (const item of toList(value)) {
      const measure = measureOf(item);
      if (measure === undefined || measure.unit !== unit) continue;
      const off = measure.value >= count ? measure.value - count : 1e6 + count - measure.value;
      found.push({ text: item, off });
    }
  return found.sort((a, b) => a.off - b.off).map(({ text }) => text);
}

/** The count asked as the offline message says it ("2-person") and the top pick's closest value ("6-person"). */
export interface ClosestCount {
  asked: string;
  closest: string;
}

/**
 * The count asked that the top pick does not have exactly, with its closest value, or undefined (no such count
 * asked, the top pick exactly it, or a later page). One reading for the offline message and the model's prompt.
 */
export function closestCount(
  input: Pick<SearchChatInput, 'query' | 'products' | 'request'>,
): ClosestCount | undefined {
  const top = input.products[0];
  // Ordered by a measure ("biggest first") or another sort ("cheapest tent for 2 people": the 4-person tent is the
  // cheapest, while the shop has 2-person ones), the top pick is no closest fit.
  const sorted = input.query.measureSort !== undefined || (input.query.sort ?? 'relevance') !== 'relevance';
  if (top === undefined || input.request.page > 1 || sorted) return undefined;
  for (const bound of input.query.filters.measures ?? []) {
    const count = bound.min;
    if (bound.snug !== true || count === undefined || !rankingDefaults.exactFitUnits.includes(bound.unit))
      continue;
    const closest = countsOf(top.attributes, bound.unit, count)[0];
    if (closest === undefined || measureOf(closest)?.value === count) continue;
    if (!countAskedExactly(input.request.content, bound.unit, count, input.products)) continue;
    return { asked: `${count}-${bound.unit}`, closest };
  }
  return undefined;
}

/** "Nothing here is exactly 2-person; the closest fit is 6-person.", or undefined. */
export function closestCountSentence(
  input: Pick<SearchChatInput, 'query' | 'products' | 'request'>,
): string | undefined {
  const found = closestCount(input);
  return found === undefined
    ? undefined
    : `Nothing here is exactly ${found.asked}; the closest fit is ${found.closest}.`;
}
