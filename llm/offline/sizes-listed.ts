/**
 * The sizes a product comes in, said in few words: "sizes 7 to 11" for a run of whole (or half) sizes, else
 * "sizes S, M or L", "size 9". Pure.
 */
import { joinListCapped } from './english-list.ts';
import { sizesSaid } from './viewed-range-stock.ts';

const NUMBER_SIZE = /^\d{1,3}(?:\.5)?$/u;
/** Sizes named one by one at most. */
const MAX_NAMED = 12;

/** Whether the sizes are three or more numbers a whole (or a half) apart, in order: 7, 8, 9, 10, 11. */
function isRun(names: readonly string[]): boolean {
  if (names.length < 3 || !names.every((name) => NUMBER_SIZE.test(name))) return false;
  const numbers = names.map(Number);
  const step = numbers[1]! - numbers[0]!;
  return (
    (step === 1 || step === 0.5) &&
    numbers.every((value, at) => at === 0 || value - numbers[at - 1]! === step)
  );
}

/** "sizes 7 to 11", "sizes S, M or L", "size 9"; `names` in the product's order. */
export function sizesListed(names: readonly string[]): string {
  if (isRun(names)) return `sizes ${names[0]} to ${names.at(-1)}`;
  return names.length > MAX_NAMED
    ? `sizes ${joinListCapped(names, MAX_NAMED, 'or')}`
    : sizesSaid(names, 'or');
}
