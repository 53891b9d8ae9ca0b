/**
 * A number with a unit that is one of the catalogue's size values, as the shopper writes it: "10 inch skillet",
 * "10in frying pan", '10" pan', "12-inch pan", "frying pan size 10-inch" are the pans' size "10-inch" or "12-inch"
 * (a size filter, said "in size 10-inch"); they had stayed words ('it mentions "10" and "inch"', every pan and 95
 * other products) or, after "size", been size 10 (laptop backpacks). Read by measure from the catalogue's size
 * values that are one (unsized-heads.ts: "10-inch", "30 cm"), so "25.4 cm" is "10-inch" too; never a quantity sold
 * in no size ("fits a 15.6 inch laptop"), nor one said with a kind the catalogue measures otherwise in that unit
 * ("8 inch chef's knife": a blade length; "12 inch laptop backpack"; `QueryLexicons.unsizedHeads`). Read after the
 * bounds a cue reads ("under 12 inch"), before a bare measure ("8 inch blade") and the other sizes. Pure.
 */
import { addToFilter, type Draft } from './draft.ts';
import { measureFrom, NUMBER, REQUEST_UNITS, type Measure } from './measure-of.ts';
import { consume, WORD_END, WORD_START } from './text-tools.ts';
import { measuredSize } from './unsized-heads.ts';

/**
 * "10 inch", "10-inch", "10in", '10"', "size 10-inch", "in a 12 inch": a quantity ("in" only glued to its number,
 * else it is a preposition), with the size cue or "in a" before it.
 */
const QUANTITY = new RegExp(
  `${WORD_START}(?:in\\s+)?(?:(?:a|an)\\s+)?(?:(?:size|sz)\\s*:?\\s*)?(?<num>${NUMBER})` +
    `(?:\\s*-?\\s*(?<unit>${REQUEST_UNITS})${WORD_END}|(?<glued>in|")(?![\\p{L}\\p{N}]))`,
  'giu',
);
/** The same without its lead, to tell the quantity is there at all (most requests hold none). */
const MAY_HOLD = /\d\s*-?\s*(?:\p{L}|")/u;

/** The catalogue's size values that are measures, with the measure each is; built once per size list. */
const measuredByList = new WeakMap<readonly string[], readonly { size: string; measure: Measure }[]>();

function measuredSizes(catalogueSizes: readonly string[]): readonly { size: string; measure: Measure }[] {
  const cached = measuredByList.get(catalogueSizes);
  if (cached !== undefined) return cached;
  const built = catalogueSizes.flatMap((size) => {
    const measure = measuredSize(size);
    return measure === undefined ? [] : [{ size, measure }];
  });
  measuredByList.set(catalogueSizes, built);
  return built;
}

const same = (a: Measure, b: Measure): boolean =>
  a.unit === b.unit && Math.abs(a.value - b.value) <= 1e-6 * Math.max(1, Math.abs(a.value));

/** Takes a quantity equal to a catalogue size value out of the text into `filters.sizes`. */
export function readMeasuredSizes(
  draft: Draft,
  catalogueSizes: readonly string[],
  unsizedHeads: ReadonlySet<string>,
): void {
  const sold = measuredSizes(catalogueSizes);
  if (sold.length === 0 || !MAY_HOLD.test(draft.rest)) return;
  const asked = draft.rest;
  const words = asked.toLowerCase().split(/[^\p{L}]+/u);
  draft.rest = consume(asked, QUANTITY, (match) => {
    const { num = '', unit, glued } = match.groups ?? {};
    const measure = measureFrom(num, unit ?? (glued === '"' ? '"' : 'inch'));
    if (measure === undefined) return false;
    const sizes = sold.filter((entry) => same(entry.measure, measure)).map((entry) => entry.size);
    if (sizes.length === 0) return false;
    if (words.some((word) => unsizedHeads.has(`${measure.unit}=${word}`))) return false;
    addToFilter(draft.filters, 'sizes', sizes);
    return true;
  });
}
