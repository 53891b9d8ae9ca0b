/**
 * A sort by a value none of the matches states (SearchChatInput.sortUnstated: "best rated phone case" where no case
 * is rated): the products are in relevance order, and the chat says so instead of "best rated first", as it says a
 * measure none states ("None of the shop's tents states its weight, so I can't tell which is the lightest."):
 * "None of these states its rating, so they are in order of relevance."; with no words to be relevant to, "None of
 * these states its price, so I can't tell which is the cheapest."; of one product, "It doesn't state its price."
 * Pure.
 */
import type { SearchChatInput, SortOrder } from '../../core/index.ts';

export type SortUnstatedInput = Pick<SearchChatInput, 'query' | 'total' | 'sortUnstated'>;

/** What a product would state to be ordered by each sort, and the sort's superlative. */
const STATED: Partial<Record<SortOrder, { states: string; which: string }>> = {
  price_asc: { states: 'its price', which: 'the cheapest' },
  price_desc: { states: 'its price', which: 'the most expensive' },
  rating: { states: 'its rating', which: 'the best rated' },
  newest: { states: 'when it was added', which: 'the newest' },
};

/** What none of the matches states ("its rating"), when the query's sort orders by it; else undefined. */
export function sortUnstatedStates(input: SortUnstatedInput): string | undefined {
  if (input.sortUnstated !== true || input.query.measureSort !== undefined) return undefined;
  return STATED[input.query.sort]?.states;
}

/** The sentence saying the products are in no order of the sort asked, else undefined. */
export function sortUnstatedSentence(input: SortUnstatedInput): string | undefined {
  const states = sortUnstatedStates(input);
  const said = STATED[input.query.sort];
  if (states === undefined || said === undefined || input.total < 1) return undefined;
  if (input.total === 1) return `It doesn't state ${states}.`;
  const order =
    input.query.text.trim() === ''
      ? `so I can't tell which is ${said.which}`
      : 'so they are in order of relevance';
  return `None of these states ${states}, ${order}.`;
}
