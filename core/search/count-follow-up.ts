/**
 * A follow-up that only counts people ("for two", "for a couple", "what about for the two of us?") after a search
 * whose products hold none ("picnic set"): the count stays words, as in one request ("picnic set for two"), and
 * it narrows the last search with them rather than searching "two" alone. After products that hold people
 * ("tents"), people-count.ts already reads it as their capacity. Pure.
 */
import { BARE_COUNT } from './people-count.ts';
import type { SearchQuery } from './search-query.ts';
import { consume } from './text-tools.ts';

/**
 * The last search narrowed by the rest of `input` and then the bare count it holds ("picnic set for two"), when
 * the rest alone narrows it (`read`: the rest read against the last search); undefined otherwise ("sofa for two"
 * names a product of its own).
 */
export function countedFollowUp(input: string, read: (rest: string) => SearchQuery): SearchQuery | undefined {
  const counts: string[] = [];
  const rest = consume(input, BARE_COUNT, (match) => {
    counts.push(match[0].trim().replace(/\s+/g, ' ').toLowerCase());
    return ' ';
  });
  if (counts.length !== 1) return undefined;
  const narrowed = read(rest.replace(/\s+/g, ' ').trim());
  if (narrowed.followUp !== true) return undefined;
  return { ...narrowed, text: [narrowed.text, ...counts].join(' ').trim() };
}
