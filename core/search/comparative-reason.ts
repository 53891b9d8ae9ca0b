/**
 * A condition said after a measure's comparative is why the shopper wants more of the measure: "thicker for my
 * knees" after "yoga mat" asks the thickest mats first, the order answering the knees. The condition is then no
 * feature to filter by: it had narrowed the six mats to the one tagged extra-thick ("cushioned", which that tag
 * meets), though a 6 mm mat is thicker than it. Read by measure-sort.ts once a comparative orders. Pure.
 */
import { FEATURE_OF } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, type Stretch } from './text-tools.ts';

/** "for my knees", "for the cold weather", ending the request (a comparative only orders when it does). */
const REASON = new RegExp(
  `^\\s*for\\s+(?:(?:the|a|an)\\s+)?(?:${alternation([...FEATURE_OF.keys()])})` +
    `(?:\\s+(?:${alternation(queryDefaults.needContext)}))?${WORD_END}\\s*[.!?]?\\s*$`,
  'iu',
);

/** The rest of `text` after the comparative `match`, where it is such a condition, to go with it; else undefined. */
export const reasonAfter = (text: string, match: RegExpExecArray): Stretch | undefined =>
  REASON.test(text.slice(match.index + match[0].length)) ? { from: match.index, to: text.length } : undefined;
