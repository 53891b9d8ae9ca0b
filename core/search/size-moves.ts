/**
 * Moving the size in a conversation: "bigger sizes", "larger sizes", "smaller sizes" ask for every size past the
 * sizes asked before ("sizes over 9" after "size 9"), or, with none asked, past those the products shown come in
 * (after kids' hiking boots up to size 5: "sizes over 5", not the kids' 11 to 13 those boots come in before
 * their 1 to 5); "a size up", "a bigger size", "half a size up", "a size down" ask for the next one the catalogue
 * sells. Words from `queryDefaults.sizes.moveUp` / `moveDown`. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { letterSize, sizeValues } from './size-phrases.ts';
import { measuredSize } from './unsized-heads.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

export interface SizeMove {
  direction: 'up' | 'down';
  /** Every size past it ("bigger sizes"), the next one ("a size up") or the next half ("half a size up"). */
  step: 'all' | 'one' | 'half';
  /** The request without the move's words. */
  rest: string;
}

const { moveUp, moveDown, letters, halfDegrees, moveFillers } = queryDefaults.sizes;
const COMPARATIVE = `(?<dir>${alternation([...moveUp, ...moveDown])})`;
const EITHER = `(?<dir>${alternation([...moveUp, ...moveDown, 'up', 'down'])})`;
const HALF = '(?<half>half\\s+a|a\\s+half)';
const ONE = `(?:${HALF}|a|an|one|the\\s+next)`;
const PATTERNS = [
  // "bigger sizes", "in smaller sizes"
  { step: 'all', source: `(?:in\\s+)?${COMPARATIVE}\\s+sizes` },
  // "a size up", "one size bigger", "half a size down", "the next size up"
  { step: 'one', source: `(?:(?:in|go|going)\\s+)?(?:${ONE}\\s+)?size\\s+${EITHER}` },
  // "a bigger size", "in a larger size"
  { step: 'one', source: `(?:in\\s+)?(?:${ONE}\\s+)?${COMPARATIVE}\\s+size` },
  // "go up a size", "down half a size"
  { step: 'one', source: `(?:(?:go|going)\\s+)?(?<dir>up|down)\\s+${ONE}\\s+size` },
].map(({ step, source }) => ({ step, regex: new RegExp(`${WORD_START}${source}${WORD_END}`, 'giu') }));

/** The size move the request asks for, if any ("up"/"down" only beside "size": "a size up", "up a size"). */
export function readSizeMove(content: string): SizeMove | undefined {
  for (const { step, regex } of PATTERNS) {
    let found: SizeMove | undefined;
    const rest = consume(content, regex, (match) => {
      if (found !== undefined) return false;
      const word = (match.groups?.['dir'] ?? '').toLowerCase();
      const up = word === 'up' || moveUp.includes(word);
      const by = step === 'all' ? 'all' : match.groups?.['half'] !== undefined ? 'half' : 'one';
      found = { direction: up ? 'up' : 'down', step: by, rest: '' };
      return ' ';
    });
    if (found !== undefined) return { ...found, rest: rest.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}

const DEGREES = [...halfDegrees, ...queryDefaults.measures.stepFar];
const FILLERS = `(?:(?:${alternation(moveFillers)})\\s+)*`;
/** "bigger", "a bit bigger", "something smaller please": the comparative alone, maybe with a degree. */
const ALONE = new RegExp(
  `^\\s*${FILLERS}(?:(?<degree>${alternation(DEGREES)})\\s+)?${FILLERS}(?<dir>${alternation([...moveUp, ...moveDown])})` +
    `(?:\\s+(?:${alternation(moveFillers)}))*\\s*[.!?]*\\s*$`,
  'iu',
);
const FAR = new Set(queryDefaults.measures.stepFar);

/**
 * A comparative of size alone ("bigger", "a bit smaller", "much bigger"), read as moving the size only after a list
 * asked by one (size-move-turn.ts; after "backpack 20L" it steps the measure: measure-step.ts). Decided: a plain
 * "bigger" moves a whole size, as "a bigger size" does; "a bit bigger" half a size; "much bigger" every size past.
 */
export function readSizeComparative(content: string): SizeMove | undefined {
  const groups = ALONE.exec(content)?.groups;
  if (groups === undefined) return undefined;
  const degree = (groups['degree'] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const step = degree === '' ? 'one' : FAR.has(degree) ? 'all' : 'half';
  return { direction: moveUp.includes((groups['dir'] ?? '').toLowerCase()) ? 'up' : 'down', step, rest: '' };
}

const IS_NUMBER = /^\d{1,3}(?:\.\d+)?$/;
const LETTER_ORDER = Object.keys(letters);
/** "8 to 10", "over 5", "under M": a size label's ends. */
const LABEL = /^(?:(?<low>\S+) to (?<high>\S+)|(?:over|under) (?<bound>\S+))$/;

/**
 * Where a size stands on its scale: its number, its letter's place (XXS … 4XL), or its measure ("10-inch" among
 * the pans' inches); undefined for others ("queen").
 */
function place(size: string): { scale: string; at: number } | undefined {
  const value = size.trim();
  if (IS_NUMBER.test(value)) return { scale: 'number', at: Number(value) };
  const at = LETTER_ORDER.indexOf(letterSize(value) ?? '');
  if (at >= 0) return { scale: 'letter', at };
  const measure = measuredSize(value);
  return measure === undefined ? undefined : { scale: measure.unit, at: measure.value };
}

/** The sizes the shopper had: those asked (labels' ends too), or each shown product's largest / smallest. */
export type SizesBefore = { asked: readonly string[] } | { shown: readonly (readonly string[])[] };

/**
 * The size filter the move asks for: "over 9" and the catalogue's sizes above 9 (past those shown, none the shown
 * products come in), or the next size; undefined when there is none to move from or to.
 */
export function movedSizes(
  move: SizeMove,
  before: SizesBefore,
  catalogueSizes: readonly string[],
): string[] | undefined {
  const up = move.direction === 'up';
  const ends =
    'asked' in before
      ? before.asked.flatMap((size) => {
          const { low, high, bound } = LABEL.exec(size.trim())?.groups ?? {};
          return bound !== undefined
            ? [bound]
            : low !== undefined && high !== undefined
              ? [low, high]
              : [size];
        })
      : before.shown.flatMap((sizes) => {
          const end = up ? sizes.at(-1) : sizes[0];
          return end === undefined ? [] : [end];
        });
  const places = ends.map((size) => ({ size, at: place(size) })).filter((end) => end.at !== undefined);
  // Numbers first, then letters, then a measure (`places` holds one scale but for a list mixing them).
  const scale =
    ['number', 'letter'].find((on) => places.some((end) => end.at?.scale === on)) ?? places[0]?.at?.scale;
  const within = places.filter((end) => end.at?.scale === scale);
  if (scale === undefined || within.length === 0) return undefined;
  const first = within.reduce((a, b) => ((up ? b.at!.at > a.at!.at : b.at!.at < a.at!.at) ? b : a));
  const from = first.at!.at;
  const number = scale !== 'letter';
  const had = new Set('shown' in before ? before.shown.flat().map((size) => size.trim().toLowerCase()) : []);
  const past = catalogueSizes
    .map((size) => ({ size, at: place(size) }))
    .filter(({ size, at }) => at?.scale === scale && (up ? at.at > from : at.at < from) && !had.has(size))
    .sort((a, b) => (up ? 1 : -1) * ((a.at?.at ?? 0) - (b.at?.at ?? 0)));
  const name = (at: number) =>
    scale === 'number' ? String(at) : scale === 'letter' ? (LETTER_ORDER[at] ?? '') : first.size.trim();
  if (move.step === 'all') {
    if (past.length === 0) return undefined;
    const codes = number
      ? past.map(({ size }) => size)
      : past.flatMap(({ size }) => sizeValues(size, catalogueSizes));
    return [`${up ? 'over' : 'under'} ${name(from)}`, ...new Set(codes)];
  }
  // A measure moves to the next one sold, however far ("10-inch", then "a size up": "12-inch").
  const distance = scale === 'number' ? (move.step === 'half' ? 0.5 : 1) : scale === 'letter' ? 1 : 0;
  const target = up ? from + distance : from - distance;
  const next = past.find(({ at }) => (up ? (at?.at ?? 0) >= target : (at?.at ?? 0) <= target)) ?? past[0];
  return next === undefined
    ? undefined
    : sizeValues(number ? next.size : name(next.at?.at ?? 0), catalogueSizes);
}
