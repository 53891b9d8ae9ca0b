/**
 * Each tenant's products get rowids in a range of their own, `num * 2^32 + 1 ... (num + 1) * 2^32 - 1`,
 * so the full-text index can be restricted to one tenant with a rowid range (which FTS5 seeks to directly)
 * and a rowid can never belong to two tenants.
 */
export const RANGE_SIZE = 2 ** 32;

export interface RowidRange {
  lo: number;
  hi: number;
}

export function tenantRange(num: number): RowidRange {
  return { lo: num * RANGE_SIZE + 1, hi: (num + 1) * RANGE_SIZE - 1 };
}
