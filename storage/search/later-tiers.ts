/**
 * The `later` tiers of a match set (rank-rows.ts): products out of stock come after those in stock, and, when the
 * request names no audience, children's products after adults' ("cheapest running shoes" lists adults' shoes
 * in stock first, then children's, then those out of stock, each group in the sort's order). `tierOf` orders the
 * products in stock (and those out of it) by any other tier instead, 0 to 2 (audience-titled-first.ts).
 */
export function laterTiers(
  matches: Int32Array,
  available: Uint8Array,
  isChild?: (doc: number) => boolean,
  tierOf?: (doc: number) => number,
): { later: Uint8Array } | Record<string, never> {
  const tier = tierOf ?? ((doc: number) => (isChild?.(doc) === true ? 1 : 0));
  const later = Uint8Array.from(matches, (position) => (available[position] === 1 ? 0 : 3) + tier(position));
  return later.some((value) => value > 0) ? { later } : {};
}
