/**
 * Why a pick meets the colour asked: "comes in red", said of every pick (past the top one too, where one other
 * reason is said), in the pick's own shade as its page and compare say it (colour-met.ts): "olive t-shirt": "comes
 * in olive", "comes in dark olive"; "red t-shirt": "comes in burgundy (a shade of red)". A product whose own colour
 * is none asked, meeting it only by another of its colours (a variant's), says so: "is charcoal, but also comes in
 * burgundy (a shade of red)", as the shopper sees the charcoal one first. The same facts go to the model's prompt
 * (`colourMatch`), the colours as the product names them. Pure.
 */
import { askedValues, colourSpellings, type Product } from '../../core/index.ts';
import { metColours } from './colour-met.ts';
import { joinList } from './english-list.ts';
import { allValues, productValues } from './product-attributes.ts';

/** How a product meets the colours asked: the ones it comes in, and the one it is shown in when none asked. */
export interface ColourMatch {
  /** Its colours meeting those asked ("burgundy"). */
  comesIn: string[];
  /** The same, as said ("burgundy (a shade of red)"). */
  said: string[];
  /** The colour shown first (the product's own, else its first variant's), when it is none of those asked. */
  shownIn?: string;
}

const normal = (text: string): string => text.trim().toLowerCase();

/** The match of `product` to the colours `asked` (the `colors` filter, families included), if it comes in one. */
export function colourMatch(product: Product, asked: readonly string[] | undefined): ColourMatch | undefined {
  if (asked === undefined || asked.length === 0) return undefined;
  const met = metColours(product, askedValues({ colors: [...asked] }, 'colors'), asked);
  if (met.length === 0) return undefined;
  const comesIn = [...new Set(met.flatMap((one) => one.values).map(normal))];
  const said = met.map((one) => one.said);
  const wanted = new Set(asked.map(normal));
  const shown = productValues(product, 'color')[0] ?? allValues(product, 'color')[0];
  if (shown === undefined || colourSpellings(normal(shown)).some((spelling) => wanted.has(spelling)))
    return { comesIn, said };
  return { comesIn, said, shownIn: normal(shown) };
}

/** The reason of `product` for the colours `asked`, if it comes in one of them. */
export function colourReason(product: Product, asked: readonly string[] | undefined): string | undefined {
  const match = colourMatch(product, asked);
  if (match === undefined) return undefined;
  const comesIn = `comes in ${joinList(match.said)}`;
  return match.shownIn === undefined ? comesIn : `is ${match.shownIn}, but also ${comesIn}`;
}
