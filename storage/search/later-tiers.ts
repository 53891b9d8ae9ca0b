/**
 * The `later` tiers of a match set (rank-rows.ts): products out of stock come after those in stock, and, when the
 * request names no audience, children's products after adults' ("cheapest running shoes" lists adults' shoes
 * in stock first, then children's, then those out of stock, each group in the sort's order).
 */
export function laterTiers(
  matches: Int32Array,
  available: Uint8Array,
  isChild?: (doc: number) => boolean,
): { later: Uint8Array } | Record<string, never> {
  const later = Uint8Array.from(
    matches,
    (position) => (available[position] === 1 ? 0 : 2) + (isChild?.(position) === true ? 1 : 0),
  );
  return later.some((tier) => tier > 0) ? { later } : {};
}
