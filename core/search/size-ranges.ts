/**
 * Size ranges after a size cue: "size 8-10", "sizes 8 to 10", "sizes from 8 through 10", "between size 8 and 10",
 * "sizes S-L", "size M to XL", in a list too ("sizes 8-10 or 12"). A range asks for every size from one end to the
 * other, both included: the catalogue's numbers between them, half sizes too ("8-10" is 8, 8.5, 9, 9.5 and 10
 * where the shop sells those), or the letter sizes between them ("S-L" is S, M and L). The range as the chat says it
 * ("8 to 10") comes first in the filter, the sizes it stands for after it, as a bed size's "queen" comes before
 * the catalogue's "Full/Queen"; a size the catalogue writes as the range itself ("8-10", as kids' sizes are) is one
 * of them. Read before the other size phrases (size-phrases.ts), which read single sizes and lists of them.
 */
import { addToFilter, type Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { letterSize, sizeValues } from './size-phrases.ts';
import { allMatches, alternation, consume, WORD_START } from './text-tools.ts';

const { sizes } = queryDefaults;

/** The letter sizes, smallest first (XXS … 4XL): a letter range runs along them. */
const LETTER_ORDER = Object.keys(sizes.letters);
const SPELLINGS = Object.entries(sizes.letters).flatMap(([code, spellings]) => [code, ...spellings]);

const NUMBER = '\\d{1,3}(?:\\.\\d)?';
const VALUE = `(?:${NUMBER}|${alternation(SPELLINGS)})(?![\\p{L}\\p{N}])`;
/** Between a range's ends: a hyphen ("8-10") or a joining word ("8 to 10"). */
export const SIZE_RANGE_JOIN = `(?:\\s*-\\s*|\\s+(?:${alternation(sizes.rangeJoiners)})\\s+)`;
/** A size or a range of them: "12", "8-10". */
const ITEM = `${VALUE}(?:${SIZE_RANGE_JOIN}${VALUE})?`;
const SEPARATOR = '\\s*(?:,|/|&|\\bor\\b|\\band\\b)\\s*';
const CUE = `(?:${alternation(sizes.cueWords)})`;
const OPENERS = sizes.rangeOpeners.filter((word) => word !== 'between');

/** "size 8-10", "sizes from 8 to 10 or 12": a cue, then a list holding at least one range. */
const LISTED = new RegExp(
  `${WORD_START}(?:in\\s+(?:(?:a|an)\\s+)?)?${CUE}(?:\\s*:\\s*|\\s+|(?=\\d))` +
    `(?:(?:${alternation(OPENERS)})\\s+)?(?<list>${ITEM}(?:${SEPARATOR}${ITEM})*)`,
  'giu',
);
const ITEMS = new RegExp(`(?<low>${VALUE})(?:${SIZE_RANGE_JOIN}(?<high>${VALUE}))?`, 'giu');
/** The size cue both patterns need ("size", "sz"), which most requests lack: tested before they are run. */
const CUE_SAID = new RegExp(CUE, 'iu');
/** "between size 8 and 10", "sizes between S and L". */
const BETWEEN = new RegExp(
  `${WORD_START}(?:in\\s+)?(?:between\\s+${CUE}\\s+|${CUE}\\s+between\\s+)` +
    `(?<low>${VALUE})(?:\\s+and\\s+|${SIZE_RANGE_JOIN})(?<high>${VALUE})`,
  'giu',
);
/** A size cue before a size or the opening of a range: "sizes 8 to 10", "sizes: S-L", "sizes from 8", "size 11". */
const CUED_SIZE = new RegExp(
  `^${CUE}(?:\\s*:\\s*|\\s+|(?=\\d))(?:(?:${alternation(sizes.rangeOpeners)})\\s+)?${VALUE}`,
  'iu',
);

/**
 * Does `text` open with a size cue naming sizes ("sizes 8 to 10?", "sizes between 8 and 10")? There the cue is
 * the size reader's, not a word pointing at the product ("what sizes does it come in?").
 */
export const opensWithSizes = (text: string): boolean => CUED_SIZE.test(text);

/** A range as the chat says it: "8 to 10", "S to L". */
const RANGE_LABEL = /^(?<low>\S+) to (?<high>\S+)$/;
const IS_NUMBER = /^\d{1,3}(?:\.\d+)?$/;

/** "10.0" → "10". */
const plain = (number: string): string => number.replace(/\.0$/, '');

/** The range's label and the sizes it stands for, or undefined when its ends are no range (a number and a letter). */
export function rangeValues(
  low: string,
  high: string,
  catalogueSizes: readonly string[],
): string[] | undefined {
  if (IS_NUMBER.test(low) && IS_NUMBER.test(high)) {
    const [from, to] = [plain(low), plain(high)].sort((a, b) => Number(a) - Number(b)) as [string, string];
    const between = catalogueSizes
      .map((size) => size.trim())
      .filter((size) => IS_NUMBER.test(size) && Number(size) >= Number(from) && Number(size) <= Number(to))
      .sort((a, b) => Number(a) - Number(b));
    if (from === to) return sizeValues(from, catalogueSizes);
    const label = `${from} to ${to}`;
    const written = catalogueSizes.filter((size) => inSizeRange(label, size) && !IS_NUMBER.test(size.trim()));
    return [label, from, ...between, to, ...written];
  }
  const ends = [letterSize(low), letterSize(high)].map((code) => LETTER_ORDER.indexOf(code ?? ''));
  if (ends.some((index) => index < 0)) return undefined;
  const [first, last] = ends.sort((a, b) => a - b) as [number, number];
  const codes = LETTER_ORDER.slice(first, last + 1);
  if (codes.length === 1) return sizeValues(codes[0] ?? '', catalogueSizes);
  return [`${codes[0]} to ${codes.at(-1)}`, ...codes.flatMap((code) => sizeValues(code, catalogueSizes))];
}

/**
 * Is `value` one of the sizes the range `range` ("8 to 10", "S to L") stands for ("9.5", "M", "medium", a
 * catalogue's "8-10")? False when `range` is no range.
 */
export function inSizeRange(range: string, value: string): boolean {
  const size = value.trim();
  const bound = SIZE_BOUND.exec(range.trim())?.groups;
  if (bound !== undefined) return pastBound(bound['side'] === 'over', bound['size'] ?? '', size);
  const { low = '', high = '' } = RANGE_LABEL.exec(range)?.groups ?? {};
  if (low === '' || high === '') return false;
  if (IS_NUMBER.test(low) && IS_NUMBER.test(high)) {
    if (IS_NUMBER.test(size)) return Number(size) >= Number(low) && Number(size) <= Number(high);
    const spelt = size.toLowerCase().replace(/\s+/g, '');
    return [`${low}-${high}`, `${low}/${high}`, `${low}to${high}`].includes(spelt);
  }
  const index = LETTER_ORDER.indexOf(letterSize(size) ?? '');
  return index >= 0 && index >= LETTER_ORDER.indexOf(low) && index <= LETTER_ORDER.indexOf(high);
}

/** Is the asked size a range ("8 to 10") or a bound ("over 9")? The chat then says "sizes": "in sizes 8 to 10". */
export const isSizeRange = (size: string): boolean =>
  RANGE_LABEL.test(size.trim()) || SIZE_BOUND.test(size.trim());

/** A size bound as the chat says it, from a size moved ("bigger sizes": "over 9", size-moves.ts). */
const SIZE_BOUND = /^(?<side>over|under) (?<size>\S+)$/;

/** Is the asked size a bound ("over 9")? */
export const isSizeBound = (size: string): boolean => SIZE_BOUND.test(size.trim());

/** Is `size` past `bound` (numbers by value, letter sizes by their order)? */
function pastBound(over: boolean, bound: string, size: string): boolean {
  const [a, b] =
    IS_NUMBER.test(bound) && IS_NUMBER.test(size)
      ? [Number(size), Number(bound)]
      : [LETTER_ORDER.indexOf(letterSize(size) ?? ''), LETTER_ORDER.indexOf(letterSize(bound) ?? '')];
  if (a < 0 || b < 0) return false;
  return over ? a > b : a < b;
}

/** Removes size ranges ("size 8-10", "sizes S to L") and the lists holding them, adding the sizes they stand for. */
export function readSizeRanges(draft: Draft, catalogueSizes: readonly string[]): void {
  // Most requests say neither a size cue nor "between": the patterns are skipped for them.
  if (CUE_SAID.test(draft.rest) && /between/iu.test(draft.rest))
    draft.rest = consume(draft.rest, BETWEEN, (match) => {
      const values = rangeValues(match.groups?.['low'] ?? '', match.groups?.['high'] ?? '', catalogueSizes);
      if (values === undefined) return false;
      addToFilter(draft.filters, 'sizes', values);
      return true;
    });
  if (CUE_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, LISTED, (match) => {
      const items = allMatches(match.groups?.['list'] ?? '', ITEMS).map((item) => item.groups ?? {});
      // A list of single sizes ("sizes 9 or 10") is size-phrases.ts's to read.
      if (!items.some(({ high }) => high !== undefined)) return false;
      const values = items.map(({ low = '', high }) =>
        high === undefined ? sizeValues(low, catalogueSizes) : rangeValues(low, high, catalogueSizes),
      );
      if (values.some((value) => value === undefined)) return false;
      for (const value of values) addToFilter(draft.filters, 'sizes', value ?? []);
      return true;
    });
}
