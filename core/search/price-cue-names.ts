/**
 * The weak ceiling cues a shop may read before a bare number (`price.nameCues`: "boots max 120") and whether its
 * titles or brands hold them as names ("Nike Air Max 90", "Toro Power Max 726"): where none does, "max 120" after
 * a kind the shop sells is a price bound there (price-phrases.ts); where one does, or no such kind comes before it,
 * "max" needs a currency ("max $40"), as before. One title or brand is enough, as for tier names. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { termKey } from './text-tools.ts';

const CUES: ReadonlySet<string> = new Set(queryDefaults.price.nameCues.map((cue) => termKey(cue)));

/** A title that may hold such a cue: only those need a closer look for `priceCueNamesIn`. */
export const PRICE_CUE_NAME_HINT = new RegExp(`\\b(?:${[...CUES].join('|')})\\b`, 'iu');

/** The cues the titles (or brands) hold as words ("max" of "Air Max 90"), as termKeys, sorted. */
export function priceCueNamesIn(names: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const name of names)
    for (const word of name.toLowerCase().split(/[^\p{L}]+/u)) if (CUES.has(word)) found.add(word);
  return [...found].sort();
}

/** True when `cue` is one of the name cues and the shop's known names (`cueNames`) do not hold it. */
export const isUnnamedCue = (cue: string | undefined, cueNames: ReadonlySet<string>): boolean =>
  cue !== undefined && CUES.has(termKey(cue)) && !cueNames.has(termKey(cue));
