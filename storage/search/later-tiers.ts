/**
 * The `later` tiers of a match set (rank-rows.ts): products out of stock come after those in stock, and, when the
 * request names no audience, children's products after adults' ("cheapest running shoes" lists adults' shoes
 * in stock first, then children's, then those out of stock, each group in the sort's order). `tierOf` orders the
 * products in stock (and those out of it) by another tier instead, 0 to 2 (audience-titled-first.ts), kept off the
 * children's bit (`& 1`) a measure sort reads. `after` puts products behind all of those: a "Duvet Cover" after the
 * comforters, in stock or not, for "comforter" sorted by price (held-within.ts, heldOnlyAside).
 */
export function laterTiers(
  matches: Int32Array,
  available: Uint8Array,
  isChild?: (doc: number) => boolean,
  tierOf?: (doc: number) => number,
  after?: ReadonlySet<number>,
): { later: Uint8Array } | Record<string, never> {
  const behind = after !== undefined && after.size > 0 ? after : undefined;
  const later = Uint8Array.from(
    matches,
    (position) =>
      (tierOf === undefined
        ? (available[position] === 1 ? 0 : 2) + (isChild?.(position) === true ? 1 : 0)
        : (available[position] === 1 ? 0 : 6) + 2 * tierOf(position)) +
      (behind?.has(position) === true ? 12 : 0),
  );
  return later.some((tier) => tier > 0) ? { later } : {};
}
