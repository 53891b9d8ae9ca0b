/**
 * Where a query's main part ends: at a "for" or "with" after its first word. What follows says what the
 * product goes with ("trim kit for a ge microwave", "drill with battery"), so the query's head, its product
 * type, is the last word before it.
 */
import type { Token } from './analyze.ts';

/** Words that end a query's main part when a word precedes them: "case for iphone", "drill with battery". */
const MAIN_PART_BREAKS = new Set(['for', 'with']);

/** Index of the first token after the query's main part (the token count when nothing ends it). */
export function mainPartEnd(tokens: readonly Token[]): number {
  let words = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (words > 0 && !token.glued && !token.numeric && MAIN_PART_BREAKS.has(token.word)) return i;
    if (!token.numeric) words++;
  }
  return tokens.length;
}
