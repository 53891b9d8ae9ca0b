/**
 * A follow-up that only counts people ("for two", "for a couple", "what about for the two of us?") after a search
 * whose products hold none ("picnic set"): the count stays words, as in one request ("picnic set for two"), and
 * it narrows the last search with them rather than searching "two" alone; so does a stretch of time ("for a couple
 * of days": "picnic set for a couple of days"). After products that hold people
 * ("tents"), people-count.ts already reads it as their capacity. Pure.
 */
import { NUMBER_WORDS } from './number-words.ts';
import { BARE_COUNT } from './people-count.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

/**
 * "for a couple of days", "for the weekend", "for two nights", "for a few hours": a stretch of time
 * (`queryDefaults.measures.durationUnits`), counted or not, ending its phrase.
 */
const DURATION = new RegExp(
  `${WORD_START}for\\s+(?:(?:a|an|the|one|\\d{1,3}|${NUMBER_WORDS}|(?:a\\s+)?(?:couple|few)(?:\\s+of)?|several)\\s+)?` +
    `(?:${alternation(queryDefaults.measures.durationUnits)})${WORD_END}` +
    `(?=\\s*(?:$|[^\\p{L}\\p{N}\\s]|(?:${alternation(queryDefaults.measures.countEnds)})${WORD_END}))`,
  'giu',
);

/** True when `input` holds a bare count or a stretch of time ("for two", "for a weekend"): countedFollowUp's. */
export const holdsCount = (input: string): boolean =>
  [DURATION, BARE_COUNT].some((pattern) => new RegExp(pattern.source, 'iu').test(input));

/**
 * The last search narrowed by the rest of `input` and then the bare count it holds ("picnic set for two"), when
 * the rest alone narrows it (`read`: the rest read against the last search); undefined otherwise ("sofa for two"
 * names a product of its own).
 */
export function countedFollowUp(input: string, read: (rest: string) => SearchQuery): SearchQuery | undefined {
  const counts: string[] = [];
  const take = (match: RegExpExecArray) => {
    counts.push(match[0].trim().replace(/\s+/g, ' ').toLowerCase());
    return ' ';
  };
  const rest = consume(consume(input, DURATION, take), BARE_COUNT, take);
  if (counts.length !== 1) return undefined;
  const narrowed = read(rest.replace(/\s+/g, ' ').trim());
  if (narrowed.followUp !== true) return undefined;
  return { ...narrowed, text: [narrowed.text, ...counts].join(' ').trim() };
}
