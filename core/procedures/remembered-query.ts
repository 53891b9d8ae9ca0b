/**
 * What a search leaves for the next turn to narrow: nothing when it found nothing (its words, constraints and
 * sort would only make the next turn find nothing too: "ok add the flurbo to my cart", then "something similar
 * but wireless" narrows the list shown before it), and otherwise its query without the words no product holds
 * ("zorblax headphones" shown as headphones: "in black" next shows black headphones, not "zorblax" again).
 * Pure.
 */
import type { SearchQuery } from '../search/search-query.ts';
import { alternation, WORD_END, WORD_START } from '../search/text-tools.ts';

/** The query the conversation remembers after a search that found `total` products, or undefined: keep the last. */
export function rememberedQuery(
  query: SearchQuery,
  total: number,
  unmatched: readonly string[] = [],
): SearchQuery | undefined {
  // "start over with flurbo": the conversation is cleared even so, and the words go with the rest.
  if (total === 0 && query.startedOver !== true) return undefined;
  if (unmatched.length === 0) return query;
  const words = new RegExp(`${WORD_START}(?:${alternation(unmatched)})${WORD_END}`, 'giu');
  const text = query.text.replace(words, ' ').replace(/\s+/g, ' ').trim();
  return { ...query, text };
}
