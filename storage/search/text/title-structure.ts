/**
 * The structure of a product title that ranking cares about: its main segment (up to a dash, comma, colon,
 * bracket or "with / for / in / by") and that segment's head, its last word, usually the product type:
 * "Trekka Men's Trail Shoes, Size 9 - Black" → main "Trekka Men's Trail Shoes", head "shoes";
 * "Slim Case for Nexa Orbit 7" → main "Slim Case", head "case" (an accessory, not the phone).
 * A one-word segment is not the main one ("PS5 - Racing Game Deluxe"), and marks such as "(R)" or
 * "(TM)" break nothing.
 */
import type { Token } from './analyze.ts';

/**
 * Segment breaks in normalized (lower-cased) title text; group 1 is a short bracketed mark, not a break.
 * "in" after a number is a unit, not a break.
 */
const BREAK =
  /(\(\w{1,3}\))|\s[-–—|/]\s|[,;:()[\]|]|\sw\/|\s(?:with|for|featuring|by|includes|including)\s|(?<![\d.])\sin\s/g;

export interface TitleStructure {
  /** Number of tokens up to the end of the main segment (a leading one-word segment counts in). */
  mainLength: number;
  /** Index of the head token, or -1 when the main segment has no word. */
  head: number;
}

/** Index of the first token starting at or after `offset`. */
function tokenAt(tokens: readonly Token[], offset: number, from: number): number {
  let i = from;
  while (i < tokens.length && tokens[i]!.start < offset) i++;
  return i;
}

export function titleStructure(normalized: string, tokens: readonly Token[]): TitleStructure {
  if (tokens.length === 0) return { mainLength: 0, head: -1 };
  let start = 0;
  let end = tokens.length;
  for (const match of normalized.matchAll(BREAK)) {
    if (match[1] !== undefined) continue;
    const breakAt = tokenAt(tokens, match.index, start);
    let words = 0;
    for (let i = start; i < breakAt; i++) if (!tokens[i]!.glued) words++;
    if (words >= 2) {
      end = breakAt;
      break;
    }
    // A segment of one written word (or none) is a brand or a code: the main segment goes on after it.
    start = breakAt;
  }
  if (start >= end) start = 0;
  let head = -1;
  for (let i = end - 1; i >= start; i--) {
    const token = tokens[i]!;
    if (!token.numeric && token.word.length >= 2) {
      head = i;
      break;
    }
  }
  return { mainLength: end, head };
}
