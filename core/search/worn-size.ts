/**
 * A size of the body a product is worn on, said with its size: "a watch for a small wrist", "for small hands",
 * "petite wrist watch" (`queryDefaults.measures.worn`) ask for the product's own size, smallest first, as "small
 * watch" does; "for big hands", biggest first. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { worn } = queryDefaults.measures;

/** termKey(size word) → the superlative it orders as ("petite": smallest). */
const SUPERLATIVE_OF = new Map(
  Object.entries(worn.sizes).flatMap(([superlative, words]) =>
    words.map((word) => [termKey(word), superlative] as const),
  ),
);

/** "for a small wrist", "for her petite wrists", "small hands": the size and the part, "for" and its article too. */
export const WORN_SIZE = new RegExp(
  `${WORD_START}(?:for\\s+(?:(?:a|an|the|${alternation(queryDefaults.framing.possessives)})\\s+)?)?` +
    `(?<size>${alternation(Object.values(worn.sizes).flat())})\\s+(?<part>${alternation(worn.parts)})${WORD_END}`,
  'giu',
);
/** A part alone, which most requests lack: tested before WORN_SIZE, whose lookbehind is tried at every character. */
export const WORN_PART_SAID = new RegExp(alternation(worn.parts), 'iu');

/** The superlative a worn size's word orders as ("small": smallest), or undefined. */
export const wornSuperlative = (size: string): string | undefined => SUPERLATIVE_OF.get(termKey(size));
