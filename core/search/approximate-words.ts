/**
 * An approximation word after a size or a measure goes with it and leaves the text: "size 10 or so", "size
 * 10ish" and "size 9 max" are size 10 / 9, "size 8-10 or so" sizes 8 to 10; "30L or so", "40mm or so", "20W-ish" keep the measure ("30L") for
 * its reader and as words to match, without "or so". Read before measures, prices and sizes, so "or so" is
 * neither a price cue nor a search word. A measure keeps "max" / "min" (a bound: "30L max"). One before a measure goes
 * too: "backpack about 20L" is "backpack 20L" (it had searched "about" and found nothing, "watch about 40mm" too),
 * and one before a size ("shoes around size 10").
 */
import type { Draft } from './draft.ts';
import { REQUEST_UNITS } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';
import { SIZE_RANGE_JOIN } from './size-ranges.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { approximations, measures, price, sizes } = queryDefaults;

const NUMBER = '\\d+(?:[.,]\\d+)?';
const UNITS = alternation([...Object.values(measures.units).flatMap(Object.keys), ...price.units]);
const SIZE_VALUE = `(?:\\d{1,3}(?:\\.\\d)?|${alternation(Object.entries(sizes.letters).flat(2))})`;
/** "ish" may join its number ("10ish", "30L-ish"); the others stand apart. */
const word = (words: string[]) => `[\\s-]*(?:${alternation(words)})${WORD_END}`;

const MEASURE = new RegExp(
  `(${WORD_START}${NUMBER}\\s*-?\\s*(?:${UNITS}))${word(approximations.around)}`,
  'giu',
);
const SIZE = new RegExp(
  `(${WORD_START}(?:${alternation(sizes.cueWords)})\\s*:?\\s*${SIZE_VALUE}(?:${SIZE_RANGE_JOIN}${SIZE_VALUE})?)` +
    `${word([...approximations.around, ...approximations.bound])}`,
  'giu',
);

/**
 * "about 20L", "~40mm", "around size 10": before a number and a unit of a measure a request reads (not a price:
 * "about $100" is a band; nor "about 2 in"), or before a size.
 */
const BEFORE = new RegExp(
  `${WORD_START}(?:${alternation(approximations.before)})\\s*` +
    `(?=${NUMBER}\\s*-?\\s*(?:${REQUEST_UNITS})${WORD_END}|(?:a\\s+)?(?:${alternation(sizes.cueWords)})\\s*:?\\s*${SIZE_VALUE}${WORD_END})`,
  'giu',
);

/** A cheap test first (no lookbehind): most requests hold no approximation word. */
const BEFORE_SAID = new RegExp(alternation(approximations.before), 'iu');

/** Removes approximation words after a measure or a size, or before one, keeping the measure or size. */
export function readApproximations(draft: Draft): void {
  draft.rest = draft.rest.replace(MEASURE, '$1').replace(SIZE, '$1');
  if (BEFORE_SAID.test(draft.rest)) draft.rest = draft.rest.replace(BEFORE, '');
}
