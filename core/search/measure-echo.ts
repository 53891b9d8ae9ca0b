/**
 * How the echo names a superlative right behind another measure's word ("lighter", "heaviest"): as its plain word, which is how
 * the search matched it where no product states the measure ("lighter ones" after "the thickest socks": "Showing
 * lighter thick socks", not "lighter thickest socks"). The search's words stay as they are. Pure.
 */
import { MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { superlatives, positives } = queryDefaults.measures;

/** A superlative's plain word: "thickest" → "thick", "biggest" → "big", "heaviest" → "heavy", "most powerful" → "powerful". */
export const plainOf = (superlative: string): string =>
  Object.entries(positives).find(([, of]) => of === superlative)?.[0] ??
  (superlative.startsWith('most ')
    ? superlative.slice(5)
    : superlative
        .replace(/iest$/u, 'y')
        .replace(/([bdgmnpt])\1est$/u, '$1')
        .replace(/([^n])gest$/u, '$1ge')
        .replace(/est$/u, ''));

/** A comparative or superlative of a measure followed by a superlative. */
const PAIR = new RegExp(
  `${WORD_START}(?<comparative>${alternation([...MEASURE_COMPARATIVES.keys(), ...Object.keys(superlatives)])})\\s+(?<superlative>${alternation(Object.keys(superlatives))})${WORD_END}`,
  'giu',
);

/** `text` with each superlative right behind another measure word named by its plain word. */
export const echoOfMeasureWords = (text: string): string =>
  text.replace(
    PAIR,
    (_pair: string, comparative: string, superlative: string) =>
      `${comparative} ${plainOf(superlative.toLowerCase().replace(/\s+/g, ' '))}`,
  );
