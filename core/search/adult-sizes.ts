/**
 * A person named with their age whose sizes moved past what any audience for them holds: "bigger sizes" after
 * "hiking boots for my 12 yr old son" lists men's boots, their kids' audience given way (grown-into.ts). The chat
 * says the sizes are adults' ("for your 12-year-old son in adult sizes over 5"), in later turns too, where it had
 * said only "in sizes over 5", as if they were a boy's. Pure.
 */
import { agelessPerson } from './ageless-person.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { isSizeBound } from './size-ranges.ts';
import { termKey } from './text-tools.ts';

const KIDS = new Set(['kids', ...(queryDefaults.audience.words['kids'] ?? [])].map(termKey));

/**
 * True when `query` is for a person of an age ("your 12-year-old son", "a 10-year-old") past a size bound with no
 * audience asked, and no children's products left out (as a grown person's gave way: no kids' products for "your
 * 30-year-old son"): the kids' audience their age implied gave way.
 */
export function inAdultSizes(query: SearchQuery): boolean {
  const { recipient, filters } = query;
  return (
    recipient !== undefined &&
    agelessPerson(recipient) !== recipient &&
    filters.audience === undefined &&
    !(filters.excludeAudience ?? []).some((value) => KIDS.has(termKey(value))) &&
    (filters.sizes ?? []).some(isSizeBound)
  );
}
