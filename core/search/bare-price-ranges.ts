/**
 * A bare range of numbers, or a hundred's or ten's span, right after a kind the shop sells and ending its phrase,
 * is a price band (`price.bareRanges`): "boots 100-150" is $100 to $150, "sneakers in the 100s" $100 to $199.99,
 * "in the 50s" $50 to $59.99 (they had been searched as words: "Showing boots 100-150."). Not where a number
 * names a model, a size or a measure: below `price.maxAfterMinimum` ("boots 8-10" are sizes), both ends sizes the
 * shop sells, a range run as the kind's number sizes are ("boots 40-42", size-like-range.ts), a higher number first ("filter 50028044-001"), a unit after ("bulbs 100-150 watt"),
 * or no kind before ("9-10 round rugs", "model 542-960"). Read after the price phrases, which take a range with a
 * currency or a cue ("$100-150", "between 100 and 150"), and only where they set no price. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { Draft } from './draft.ts';
import { closesWithKind } from './price-before-kind.ts';
import { PHRASE_END, UNIT_AFTER } from './price-followers.ts';
import { queryDefaults } from './query-defaults.ts';
import type { KindSizes } from './kind-sizes.ts';
import { kindPathsBefore, sizeLikeRange } from './size-like-range.ts';
import { consume } from './text-tools.ts';

const { price } = queryDefaults;

const EDGE_BEFORE = '(?<![\\p{L}\\p{N}.,$€£¥#/])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}]|[.,]\\d)';
/** "100-150", "100 to 150": whole numbers, no currency (the price phrases read those). */
const RANGE = new RegExp(`${EDGE_BEFORE}(\\d{1,7})\\s*(?:-|–|—|to)\\s*(\\d{1,7})${EDGE_AFTER}`, 'giu');
/** "in the 100s", "in the 50s": a number ending in a zero and an "s". */
const SPAN = new RegExp(`(?<![\\p{L}\\p{N}])in\\s+the\\s+(\\d*0)'?s(?![\\p{L}\\p{N}])`, 'giu');

/** The span "in the N0s" covers: from N to the next step of its last non-zero place, less a cent. */
function spanOf(digits: string): [number, number] {
  const value = Number(digits);
  const step = 10 ** (digits.length - digits.replace(/0+$/, '').length);
  return [value, value + step - 0.01];
}

export function readBarePriceRanges(
  draft: Draft,
  categories: CategoryLexicon | undefined,
  sizes: readonly string[],
  kindSizes: KindSizes,
): void {
  if (!price.bareRanges || !/\d/.test(draft.rest)) return;
  const { filters } = draft;
  const read = (
    regex: RegExp,
    band: (match: RegExpExecArray, before: string) => [number, number] | undefined,
  ) => {
    const text = draft.rest;
    draft.rest = consume(text, regex, (match) => {
      if (filters.priceMin !== undefined || filters.priceMax !== undefined) return false;
      const found = band(match, text.slice(0, match.index));
      const after = text.slice(match.index + match[0].length);
      if (found === undefined || UNIT_AFTER.test(after) || !PHRASE_END.test(after)) return false;
      const [low, high] = found;
      if (low < price.maxAfterMinimum || low >= high || high > price.largestAmount) return false;
      if (!closesWithKind(text.slice(0, match.index), categories)) return false;
      filters.priceMin = low;
      filters.priceMax = high;
      return true;
    });
  };
  const sizeLike = (low: number, high: number, before: string) =>
    categories !== undefined && sizeLikeRange(low, high, kindPathsBefore(before, categories), kindSizes);
  read(RANGE, ([, low = '', high = ''], before) =>
    (sizes.includes(low) && sizes.includes(high)) || sizeLike(Number(low), Number(high), before)
      ? undefined
      : [Number(low), Number(high)],
  );
  read(SPAN, ([, digits = '']) => (Number(digits) > 0 ? spanOf(digits) : undefined));
}
