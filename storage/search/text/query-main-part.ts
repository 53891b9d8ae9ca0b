/**
 * Where a query's main part ends: at one of `rankingDefaults.mainPartBreaks` ("for", "with", or a relative
 * clause's "that", "which", "who") after its first word. What follows says what the product goes with or does
 * ("trim kit for a ge microwave", "drill with battery", "jacket that has a hood"), so the query's head, its
 * product type, is the last word before it.
 */
import type { Token } from './analyze.ts';

/** The breaks as the analyzer writes words (apostrophes dropped: "that's" is "thats"), per breaks list. */
const breakSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function breakSet(breaks: readonly string[]): ReadonlySet<string> {
  let set = breakSets.get(breaks);
  if (set === undefined) {
    set = new Set(breaks.map((word) => word.toLowerCase().replace(/['’]/g, '')));
    breakSets.set(breaks, set);
  }
  return set;
}

/** Index of the first token after the query's main part (the token count when nothing ends it). */
export function mainPartEnd(tokens: readonly Token[], breaks: readonly string[]): number {
  const ends = breakSet(breaks);
  let words = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (words > 0 && !token.glued && !token.numeric && ends.has(token.word)) return i;
    if (!token.numeric) words++;
  }
  return tokens.length;
}
