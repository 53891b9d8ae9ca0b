/**
 * British and American spellings of one word ("moisturiser" / "moisturizer", "colour" / "color", "centre" /
 * "center", "cosy" / "cozy"): a shopper writes their own, the catalogue its own. A word the catalogue lacks
 * matches its other spelling at full weight (query-spelling.ts): it is the same word, not a misspelling, and a
 * real word alone is never corrected as a typo.
 */

/** Whole words that no suffix rule spells. */
const PAIRS: readonly (readonly [british: string, american: string])[] = [
  ['grey', 'gray'],
  ['mould', 'mold'],
  ['tyre', 'tire'],
  ['tyres', 'tires'],
  ['pyjamas', 'pajamas'],
  ['jewellery', 'jewelry'],
  ['cosy', 'cozy'],
  ['cosier', 'cozier'],
  ['aluminium', 'aluminum'],
  ['plough', 'plow'],
  ['kerb', 'curb'],
  ['draught', 'draft'],
  ['programme', 'program'],
  ['sulphur', 'sulfur'],
  ['whisky', 'whiskey'],
  ['doughnut', 'donut'],
];

const WHOLE = new Map<string, string>(PAIRS.flatMap(([uk, us]) => [[uk, us] as const, [us, uk] as const]));

/** [British ending, American ending]: tried both ways, the ending at the word's end. */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['isation', 'ization'],
  ['isations', 'izations'],
  ['ise', 'ize'],
  ['ised', 'ized'],
  ['iser', 'izer'],
  ['isers', 'izers'],
  ['ises', 'izes'],
  ['ising', 'izing'],
  ['yse', 'yze'],
  ['ysed', 'yzed'],
  ['yser', 'yzer'],
  ['our', 'or'],
  ['ours', 'ors'],
  ['oured', 'ored'],
  ['ourful', 'orful'],
  ['ourless', 'orless'],
  ['ouring', 'oring'],
  ['tre', 'ter'],
  ['tres', 'ters'],
  ['ogue', 'og'],
  ['ogues', 'ogs'],
  ['elled', 'eled'],
  ['elling', 'eling'],
  ['eller', 'eler'],
  ['ellers', 'elers'],
  ['ence', 'ense'],
];

/** Shortest stem kept before a swapped ending ("wise", "our", "tre" alone are no spellings). */
const MIN_STEM = 3;

/** The word's other spellings across the Atlantic (lower-case letters), possibly none. */
export function dialectSpellings(word: string): string[] {
  const found = new Set<string>();
  const whole = WHOLE.get(word);
  if (whole !== undefined) found.add(whole);
  for (const [uk, us] of ENDINGS) {
    for (const [from, to] of [
      [uk, us],
      [us, uk],
    ] as const) {
      if (word.endsWith(from) && word.length - from.length >= MIN_STEM)
        found.add(word.slice(0, -from.length) + to);
    }
  }
  found.delete(word);
  return [...found];
}
