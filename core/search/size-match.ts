/**
 * Whether a product's size value is the size a shopper asked: "M" and "medium", "Queen" and "Full/Queen", "small"
 * and "S/M" are one size; a range asked ("8 to 10") holds its sizes (size-ranges.ts). As the page answers, the
 * comparison's prices in a size and the offline writer match them. Pure.
 */
import { letterSize, SIZE_PART_SEPARATOR } from './size-phrases.ts';
import { inSizeRange, isSizeRange } from './size-ranges.ts';

/** "M" and "medium", "Queen" and "Full/Queen", "small" and "S/M": the same size. */
export function sameSize(asked: string, value: string): boolean {
  const code = letterSize(asked);
  const key = asked.trim().toLowerCase();
  const parts = value.toLowerCase().split(SIZE_PART_SEPARATOR);
  if (code !== undefined && [value, ...parts].some((part) => letterSize(part) === code)) return true;
  return value.toLowerCase() === key || parts.includes(key);
}

/** The product's size `value` is the asked size, or one within the asked range or bound ("8 to 10", "over 9"). */
export const meetsSize = (asked: string, value: string): boolean =>
  isSizeRange(asked) ? inSizeRange(asked, value) : sameSize(asked, value);
