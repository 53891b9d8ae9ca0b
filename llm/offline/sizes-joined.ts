/**
 * How the request joins the sizes it asks: "does it come in 8 or 14?", "sizes 8, 9 or 10" ask for any of them
 * (one will do), "sizes 8 and 10" for each. Read from the words between the last two sizes asked, as the shopper
 * spelt them ("medium or large" of the sizes M and L). A range asked ("sizes 8 to 10") is no such list.
 */
import { isSizeRange } from '../../core/index.ts';
import { sameSize } from './viewed-option.ts';

/** The request's words: "8.5", "x-large" and "full/queen" are one word each; "i'm" is no size "m". */
const WORD = /[\p{L}\p{N}'’]+(?:[.\-/][\p{L}\p{N}'’]+)*/gu;

/** Whether the request asks its several sizes `sizes` as alternatives, joined by "or". */
export function sizesJoinedByOr(content: string, sizes: readonly string[]): boolean {
  if (sizes.length < 2 || sizes.some(isSizeRange)) return false;
  const words = content.toLowerCase().match(WORD) ?? [];
  const places = words.flatMap((word, index) => (sizes.some((size) => sameSize(size, word)) ? [index] : []));
  const [last, before] = [places.at(-1), places.at(-2)];
  if (last === undefined || before === undefined) return false;
  const between = words.slice(before + 1, last);
  return between.includes('or') && !between.includes('and');
}
