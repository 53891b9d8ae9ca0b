/**
 * Why a pick meets the colour asked: "comes in red", said of every pick (past the top one too, where one other
 * reason is said), in the pick's own shade ("olive t-shirt": "comes in olive", "comes in dark olive"). A product
 * whose own colour is none asked, meeting it only by another of its colours (a variant's), says so: "is charcoal,
 * but also comes in burgundy", as the shopper sees the charcoal one first. The same facts go to the model's prompt
 * (`colourMatch`). Pure.
 */
import type { Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { allValues, productValues } from './product-attributes.ts';

/** How a product meets the colours asked: the ones it comes in, and the one it is shown in when none asked. */
export interface ColourMatch {
  comesIn: string[];
  /** The colour shown first (the product's own, else its first variant's), when it is none of those asked. */
  shownIn?: string;
}

/** The match of `product` to the colours `asked` (their families included), if it comes in one of them. */
export function colourMatch(product: Product, asked: readonly string[] | undefined): ColourMatch | undefined {
  if (asked === undefined || asked.length === 0) return undefined;
  const has = new Set(allValues(product, 'color').map((colour) => colour.toLowerCase()));
  const comesIn = asked.filter((colour) => has.has(colour.toLowerCase()));
  if (comesIn.length === 0) return undefined;
  const wanted = new Set(asked.map((colour) => colour.toLowerCase()));
  const shown = productValues(product, 'color')[0] ?? allValues(product, 'color')[0];
  if (shown === undefined || wanted.has(shown.toLowerCase())) return { comesIn };
  return { comesIn, shownIn: shown.toLowerCase() };
}

/** The reason of `product` for the colours `asked`, if it comes in one of them. */
export function colourReason(product: Product, asked: readonly string[] | undefined): string | undefined {
  const match = colourMatch(product, asked);
  if (match === undefined) return undefined;
  const comesIn = `comes in ${joinList(match.comesIn)}`;
  return match.shownIn === undefined ? comesIn : `is ${match.shownIn}, but also ${comesIn}`;
}
