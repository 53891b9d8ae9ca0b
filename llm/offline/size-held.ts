/**
 * The viewed product's size options holding an asked size as one of their joined parts ("queen" of "Full/Queen",
 * "M" of "S/M", "king" of "King/California King"), so an answer names the option the shopper would pick rather
 * than the word asked. Pure.
 */
import type { Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { sameSize, sizeOptions, type Option } from './viewed-option.ts';

/** The product's size options that are, or hold, the asked size ("Full/Queen" of "queen"). */
export const optionsHolding = (product: Product, asked: string): Option[] =>
  sizeOptions(product).filter((option) => sameSize(asked, option.name));

/** Whether the option is the asked size itself, not a joined one holding it ("Queen" of "queen"). */
export const isAsked = (option: Option, asked: string): boolean =>
  option.name.trim().toLowerCase() === asked.trim().toLowerCase();

/**
 * How an asked size the product has is said of it: the joined options holding it ("Full/Queen" of "queen", "S/M or
 * M/L" of "M"), else as asked ("queen" of a product in "Queen", "M" of one in "M").
 */
export function sizeAsHeld(product: Product | undefined, asked: string): string {
  if (product === undefined) return asked;
  const holding = optionsHolding(product, asked);
  if (holding.length === 0 || holding.some((option) => isAsked(option, asked))) return asked;
  return joinList(
    holding.map((option) => option.name),
    'or',
  );
}
