/**
 * Where a query's main part ends: at a "for" or "with" after its first word, or at a relative clause ("that",
 * "which", "who"). What follows says what the product goes with or does ("trim kit for a ge microwave", "drill
 * with battery", "jacket that has a hood"), so the query's head, its product type, is the last word before it.
 */
import type { Token } from './analyze.ts';

/**
 * Words that end a query's main part when a word precedes them: "case for iphone", "drill with battery", "boots
 * which are waterproof" ("that's" is analysed as "thats").
 */
const MAIN_PART_BREAKS = new Set(['for', 'with', 'that', 'thats', 'which', 'who', 'whose']);

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
