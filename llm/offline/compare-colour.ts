/**
 * A colour a comparison asks ("which comes in red?", "which is available in blue?", "which is cheaper in red?"),
 * answered from the products' own colours, their variants' included: which of them comes in it, each said in its
 * own colours, never in the word asked ("burgundy (a shade of red)": colour-met.ts), and the colours of those that
 * don't. Pure.
 */
import {
  askedValues,
  buildVocabulary,
  parseQuery,
  type Product,
  type SearchFilters,
} from '../../core/index.ts';
import type { AskedOfThem } from './compare-asked.ts';
import { colourChoice, optionsLine, type ColourChoice } from './compare-colour-choice.ts';
import { metColours, variantsIn, type ColourMet } from './colour-met.ts';
import { inferCompareFocus } from './compare-focus.ts';
import { capitalise, joinList, joinListCapped } from './english-list.ts';
import type { Line } from './message-length.ts';
import { allValues } from './product-attributes.ts';

type Name = (product: Product) => string;

/** The colours a comparison asks: the shopper's words, and the filters the search would read them as. */
export interface ColoursAsked {
  words: string[];
  filters: SearchFilters;
}

/** The colours the request asks, read against the compared products' own; undefined when it asks none. */
export function coloursAsked(content: string, products: readonly Product[]): ColoursAsked | undefined {
  const filters = parseQuery(content, { vocabulary: buildVocabulary(products) }).filters;
  const words = askedValues(filters, 'colors');
  return words.length === 0 ? undefined : { words, filters };
}

/** Colours the request sets against each other ("the black or the navy?"): compare-colour-choice.ts. */
export const colourChoiceOf = (content: string, products: readonly Product[]): ColourChoice | undefined =>
  colourChoice(content, products, coloursAsked(content, products));

/**
 * How the product meets the colours asked: each met, as it names it, each by its own family ("teal" of "red or
 * teal" is not met by a burgundy); none when it meets none.
 */
export const coloursMet = (product: Product, asked: ColoursAsked): ColourMet[] =>
  metColours(product, asked.words, asked.filters.colors);

/** Whether every variant in the colours met is out of stock (the product itself, when it is). */
export function soldOutIn(product: Product, met: readonly ColourMet[]): boolean {
  if (product.available === false) return true;
  const holding = variantsIn(product, met);
  return holding.length > 0 && holding.every((variant) => variant.available === false);
}

/**
 * "In red: Coastal Puffer Jacket. Coastal Puffer Jacket comes in burgundy (a shade of red); Ridge Puffer Jacket
 * comes in olive, sky blue or black.", "None of them comes in red: …"; a colour met only by sold-out variants is
 * said so.
 */
export function colourLine(
  products: readonly Product[],
  asked: ColoursAsked,
  name: Name,
  stock = true,
): string | undefined {
  const listed = products.map((product) => allValues(product, 'color'));
  if (listed.every((colours) => colours.length === 0)) return undefined;
  const met = products.map((product) => coloursMet(product, asked));
  const meeting = products.filter((_, index) => met[index]!.length > 0);
  const said = joinList(asked.words, 'or');
  const head =
    meeting.length === 0
      ? `None of them comes in ${said}`
      : `In ${said}: ${joinListCapped(meeting.map(name), 3)}`;
  const each = products.map((product, index) => {
    const own = met[index]!;
    if (own.length > 0) {
      const sold = stock && soldOutIn(product, own) ? ', out of stock right now' : '';
      return `${name(product)} comes in ${joinList(own.map((one) => one.said))}${sold}`;
    }
    const colours = listed[index]!;
    return colours.length === 0
      ? `${name(product)} lists no colour`
      : `${name(product)} comes in ${joinList(colours.slice(0, 8), 'or')}`;
  });
  // A name cut short ("Commuter Puffer…") ends the sentence itself.
  const stop = head.endsWith('…') ? '' : '.';
  return `${head}${stop} ${capitalise(each.join('; '))}.`;
}

/** "Which comes in red?", "which is available in blue?": the colour asked, of an overall comparison. */
export function colourAskedOfThem(
  content: string,
  products: readonly Product[],
  name: Name,
): AskedOfThem | undefined {
  if (inferCompareFocus(content) !== 'overall') return undefined;
  const asked = coloursAsked(content, products);
  // "the black or the navy?": the products they name are compared; a product's colour options, their prices.
  const choice = colourChoice(content, products, asked);
  if (choice?.picked !== undefined) return undefined;
  if (choice !== undefined)
    return { on: `in ${joinList(choice.asked.words, 'or')}`, lines: [optionsLine(products, choice, name)] };
  const text = asked && colourLine(products, asked, name);
  if (asked === undefined || text === undefined) return undefined;
  return { on: `in ${joinList(asked.words, 'or')}`, lines: [{ text, priority: 0 }] };
}

/**
 * "Which is cheaper in red?": each one's colours beside the prices in it (compare-colour-prices.ts), its stock
 * left to the note on the asked option.
 */
export function colourPricedLine(
  content: string,
  products: readonly Product[],
  name: Name,
): Line | undefined {
  if (inferCompareFocus(content) !== 'price') return undefined;
  const asked = coloursAsked(content, products);
  const choice = colourChoice(content, products, asked);
  if (choice !== undefined)
    return choice.picked === undefined ? optionsLine(products, choice, name) : undefined;
  const text = asked && colourLine(products, asked, name, false);
  return text === undefined ? undefined : { text, priority: 0 };
}
