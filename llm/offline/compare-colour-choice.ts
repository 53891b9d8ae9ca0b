/**
 * Colours a comparison sets against each other to choose between ("which is better, the black or the navy?",
 * "black vs navy?"), not asked after "in" as a colour to come in ("which comes in black or navy?":
 * compare-colour.ts).
 * A demanding shopper means one of two things, told apart by the products' own colours, variants' included:
 * - each compared product comes in one of the colours: they name the products ("the black one" is the black
 *   jacket), which are compared as without a colour, said with it ("Harbor Rain Jacket (black)");
 * - a product comes in several of them: they name its colour options, set apart in their data only by price and
 *   stock ("Coastal Puffer Jacket costs $98 in black and $110 in navy (out of stock right now)"). Pure.
 */
import { colourSpellings, type Product } from '../../core/index.ts';
import { coloursMet as eachColourMet, metColours } from './colour-met.ts';
import type { ColoursAsked } from './compare-colour.ts';
import { capitalise, joinList } from './english-list.ts';
import type { Line } from './message-length.ts';
import { allValues } from './product-attributes.ts';
import { optionPrice } from './viewed-option-price.ts';
import { escapeRegExp } from './escape-regexp.ts';

type Name = (product: Product) => string;

export interface ColourChoice {
  asked: ColoursAsked;
  /** The products the colours name, in the order of the colours, each with its colour as it names it. */
  picked?: { product: Product; said: string }[];
}

/** Whether two or more of the colours are named, none of them after "in" ("in black or navy"). */
function setAgainst(content: string, words: readonly string[]): boolean {
  let text = ` ${content.toLowerCase()} `;
  const spellings = words.flatMap((word) => colourSpellings(word.toLowerCase()));
  for (const spelling of [...new Set(spellings)].sort((a, b) => b.length - a.length))
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(spelling)}(?![\\p{L}\\p{N}])`, 'gu'),
      '\uE000',
    );
  const named = text.split('\uE000').length - 1;
  return named >= 2 && !/(?<![\p{L}\p{N}])in\s+(?:the\s+)?\uE000/u.test(text);
}

/**
 * The colours the request sets against each other, and the products they name; undefined when it sets none, or
 * when they name no product and are no product's options.
 */
export function colourChoice(
  content: string,
  products: readonly Product[],
  asked: ColoursAsked | undefined,
): ColourChoice | undefined {
  if (asked === undefined || asked.words.length < 2 || !setAgainst(content, asked.words)) return undefined;
  const met = products.map((product) =>
    eachColourMet(product, asked.words, asked.filters.colors).filter((one) => one.said),
  );
  // A product in two of them: the colours are its options.
  if (met.some((one) => one.length > 1)) return { asked };
  const picked = asked.words.flatMap((colour) =>
    products.flatMap((product, index) => {
      const one = met[index]![0];
      return one?.colour === colour && one.met !== undefined ? [{ product, said: one.met.said }] : [];
    }),
  );
  // A colour none of them comes in is said as for "which comes in …" (compare-colour.ts).
  const each = asked.words.every((colour) => met.some((one) => one[0]?.colour === colour));
  return each && picked.length >= 2 ? { asked, picked } : undefined;
}

/**
 * "Black or navy: Coastal Puffer Jacket costs $98 in black and $110 in navy (out of stock right now); Harbor Rain
 * Jacket costs $90 in black and doesn't come in navy. Nothing else in their data sets the colours apart."
 */
export function optionsLine(products: readonly Product[], choice: ColourChoice, name: Name): Line {
  const { asked } = choice;
  const each = products.map((product) => {
    if (metColours(product, asked.words, asked.filters.colors).length === 0) {
      const colours = allValues(product, 'color');
      return colours.length === 0
        ? `${name(product)} lists no colour`
        : `${name(product)} comes in ${joinList(colours.slice(0, 8), 'or')}`;
    }
    const price = optionPrice(product, '', asked.filters);
    const lacking = eachColourMet(product, asked.words, asked.filters.colors)
      .filter((one) => one.met === undefined)
      .map((one) => one.colour);
    const not = lacking.length > 0 ? ` and doesn't come in ${joinList(lacking, 'or')}` : '';
    const said = metColours(product, asked.words, asked.filters.colors).map((one) => one.said);
    const priced = price === undefined ? `comes in ${joinList(said)}` : `costs ${price}`;
    return `${name(product)} ${priced}${not}`;
  });
  const head = capitalise(joinList(asked.words, 'or'));
  return {
    text: `${head}: ${each.join('; ')}. Nothing else in their data sets the colours apart.`,
    priority: 0,
  };
}
