/**
 * A kind the shop sells after a bare number: "running shoes" of "under 50 running shoes", where the number is that
 * kind's price, not a count of it (price-phrases.ts, `price.bareNumberBeforeKind`). Pure.
 */
import { WORD_END, type TermMatcher } from './text-tools.ts';

const KIND_OPENS = new WeakMap<TermMatcher, RegExp>();
/**
 * Does `after` open with a kind the shop sells (a category of `kinds`): "running shoes" of "under 50 running shoes"?
 * Then a bare number before it, after a ceiling cue, is that kind's price, not a count of it.
 */
export function opensWithKind(after: string, kinds: TermMatcher | undefined): boolean {
  if (kinds === undefined || kinds.source === '') return false;
  let opens = KIND_OPENS.get(kinds);
  if (opens === undefined) {
    opens = new RegExp(`^\\s+(?:${kinds.source})${WORD_END}`, 'iu');
    KIND_OPENS.set(kinds, opens);
  }
  return opens.test(after);
}
