/**
 * A person named with a child's age whose kids' audience gave way: "bigger sizes" after "hiking boots for my 12 yr
 * old son" lists men's boots, past the kids' sizes (grown-into.ts), and "ridge ones" there lists the men's Ridge
 * boots no kids' boot matches. The chat says the boots are adults': "for your 12-year-old son in adult sizes over
 * 5", or else "…, adults' included", in later turns too, where it had said only "in sizes over 5", or nothing, as
 * if they were a boy's. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { isSizeBound } from './size-ranges.ts';
import { termKey } from './text-tools.ts';

const { audience } = queryDefaults;
const KIDS = new Set(['kids', ...(audience.words['kids'] ?? [])].map(termKey));
const CHILD_WORDS = new Set(audience.ageNouns.map(termKey));
/** "your 12-year-old son", "a 6-month-old": the age, its unit and the word after it. */
const AGED = /(?:^|\s)(?<age>\d{1,2})-(?<unit>year|month)-old(?:\s+(?<who>\S+))?\s*$/iu;

/**
 * True when `recipient` is named with an age that names the kids' audience, as audience-phrases.ts reads it: in
 * months, up to `kidsUpToAge` years, or under 18 beside a word for a child ("a 15-year-old boy").
 */
function childByAge(recipient: string): boolean {
  const { age = '', unit = '', who = '' } = AGED.exec(recipient)?.groups ?? {};
  if (age === '') return false;
  const years = Number(age);
  return unit === 'month' || years <= audience.kidsUpToAge || (CHILD_WORDS.has(termKey(who)) && years < 18);
}

/**
 * True when `query` is for a person of a child's age ("your 12-year-old son", "a 10-year-old") with no audience
 * asked and no children's products left out (as a grown person's gave way: no kids' products for "your
 * 30-year-old son"): the kids' audience their age implied gave way.
 */
export function childAudienceGaveWay(query: SearchQuery): boolean {
  const { recipient, filters } = query;
  return (
    recipient !== undefined &&
    childByAge(recipient) &&
    filters.audience === undefined &&
    !(filters.excludeAudience ?? []).some((value) => KIDS.has(termKey(value)))
  );
}

/** True when a child's kids' audience gave way (childAudienceGaveWay) past a size bound: "in adult sizes over 5". */
export const inAdultSizes = (query: SearchQuery): boolean =>
  childAudienceGaveWay(query) && (query.filters.sizes ?? []).some(isSizeBound);
