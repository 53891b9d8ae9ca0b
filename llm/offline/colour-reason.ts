/**
 * Why a pick meets the colour asked: "comes in red". A product whose own colour is none asked, meeting it only by
 * another of its colours (a variant's), says so: "is charcoal, but also comes in burgundy", as the shopper sees
 * the charcoal one first. Pure.
 */
import type { Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { allValues, productValues } from './product-attributes.ts';

export interface ColourReason {
  reason: string;
  /** The product shows another colour than the ones asked: the reason must be said, whatever else is. */
  needed: boolean;
}

/** The reason of `product` for the colours `asked` (their families included), if it comes in one of them. */
export function colourReason(
  product: Product,
  asked: readonly string[] | undefined,
): ColourReason | undefined {
  if (asked === undefined || asked.length === 0) return undefined;
  const has = new Set(allValues(product, 'color').map((colour) => colour.toLowerCase()));
  const met = asked.filter((colour) => has.has(colour.toLowerCase()));
  if (met.length === 0) return undefined;
  const wanted = new Set(asked.map((colour) => colour.toLowerCase()));
  // The colour shown first: the product's own, else its first variant's.
  const shown = productValues(product, 'color')[0] ?? allValues(product, 'color')[0];
  const comesIn = `comes in ${joinList(met)}`;
  if (shown === undefined || wanted.has(shown.toLowerCase())) return { reason: comesIn, needed: false };
  return { reason: `is ${shown.toLowerCase()}, but also ${comesIn}`, needed: true };
}
