/**
 * Children's clothes are often sized by age ("2T", "3T", "5", "6", "8", "10"; "5-6 years"): for a child named with
 * an age ("a jacket for my 8 year old"), a product whose sizes are ages it does not reach ("3T" to "6") fits less
 * well than one made in that age (storage: age-sized.ts orders them so). A scale is read as ages only where it says
 * so: a toddler size ("3T") or sizes in years ("5-6 years") among the product's sizes, or, for plain numbers, such a
 * size among the products of its kind; kids' shoe sizes ("13", "1", "2") never are. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';

/** "your 8-year-old son", "a 6-month-old": the age and its unit, at the recipient's end (as the chat names them). */
const AGED = /(?:^|\s)(?<age>\d{1,2})-(?<unit>year|month)-old(?:\s+\S+)?\s*$/iu;
/** "3T", "4t": a toddler's size, its number the age. */
const TODDLER = /^(?<age>\d{1,2})\s*t$/iu;
/** "5-6 years", "8 yrs", "10-12 y.o.": an age or a range of ages in years. */
const YEARS = /^(?<from>\d{1,2})(?:\s*(?:-|to)\s*(?<to>\d{1,2}))?\s*(?:years?|yrs?|y\.?o\.?)$/iu;
/** "8", "10": a plain number, an age only on a scale that says it is one. */
const PLAIN = /^\d{1,2}$/u;

/**
 * The child's age in whole years the request's recipient is named with ("your 8-year-old son": 8; "a 6-month-old":
 * 0), when it is a child's (up to `audience.kidsUpToAge` years); undefined otherwise.
 */
export function childAge(query: Pick<SearchQuery, 'recipient'>): number | undefined {
  const { age, unit } = AGED.exec(query.recipient ?? '')?.groups ?? {};
  if (age === undefined) return undefined;
  if (unit?.toLowerCase() === 'month') return Math.floor(Number(age) / 12);
  const years = Number(age);
  return years <= queryDefaults.audience.kidsUpToAge ? years : undefined;
}

/** True when some of `sizes` is a toddler's ("3T") or in years ("5-6 years"): the scale says it is one of ages. */
export const saysAges = (sizes: readonly string[]): boolean =>
  sizes.some((size) => TODDLER.test(size.trim()) || YEARS.test(size.trim()));

/**
 * The ages `sizes` span, youngest to oldest, where they are ages: with a toddler's or a size in years among them,
 * or `ofAgedKind` (a product of its kind says ages), plain numbers too; undefined for any other scale.
 */
export function ageSpan(
  sizes: readonly string[],
  ofAgedKind: boolean,
): { from: number; to: number } | undefined {
  if (!ofAgedKind && !saysAges(sizes)) return undefined;
  const ages: number[] = [];
  for (const raw of sizes) {
    const size = raw.trim();
    const toddler = TODDLER.exec(size)?.groups?.['age'];
    const years = YEARS.exec(size)?.groups;
    if (toddler !== undefined) ages.push(Number(toddler));
    else if (years?.['from'] !== undefined)
      ages.push(Number(years['from']), Number(years['to'] ?? years['from']));
    else if (PLAIN.test(size)) ages.push(Number(size));
  }
  if (ages.length === 0) return undefined;
  return { from: Math.min(...ages), to: Math.max(...ages) };
}
