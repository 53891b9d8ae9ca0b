/**
 * The conversation's earlier lists (SessionTurn.first, `before`), kept as each search is remembered, and the turn
 * going back to one ("go back to the first list", "back to the previous ones": back-request.ts): that search served
 * again from its first page, as "show me more" serves the last.
 */
import type { SessionTurn } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { readBackNamed, readBackRequest } from '../search/back-request.ts';
import { beyondTitle } from '../search/own-subject.ts';
import type { SearchQuery } from '../search/search-query.ts';

/** The same search: its text, filters and sort (what it showed). */
const sameSearch = (one: SearchQuery, other: SearchQuery): boolean =>
  one.text === other.text &&
  one.sort === other.sort &&
  JSON.stringify(one.filters) === JSON.stringify(other.filters);

/**
 * `turn` with the conversation's first search and the one before it, from `last` (the turn it follows); a turn
 * already holding them (the last kept, now about a product pointed at) or starting over keeps its own.
 */
export function withHistory(turn: SessionTurn, last: SessionTurn | undefined): SessionTurn {
  if (last === undefined || turn.first !== undefined || turn.before !== undefined) return turn;
  if (turn.query.startedOver === true) return turn;
  const first = last.first ?? last.query;
  const before = sameSearch(last.query, turn.query) ? last.before : last.query;
  return { ...turn, first, ...(before !== undefined && { before }) };
}

/** The search a request going back serves again, else undefined (none asked, or no earlier list to go back to). */
export function wentBack(request: CoreIntentRequest, turn: SessionTurn | undefined): SearchQuery | undefined {
  if (turn === undefined) return undefined;
  // "back to the jackets": the earliest list of the two kept whose words name them all (the first, then the one
  // before the last); it had searched "back to the jackets". With none, the request is read as it stands.
  const named = readBackNamed(request.content);
  if (named !== undefined)
    return [turn.first, turn.before].find(
      (query) => query !== undefined && beyondTitle(named, query.text).length === 0,
    );
  const back = readBackRequest(request.content);
  if (back === undefined) return undefined;
  // From a product pointed at ("the second one"), the one before is the list it was pointed at in; the first list
  // asked while it is shown, or the one before with none: the list shown again.
  if (back === 'before' && turn.focus !== undefined) return turn.query;
  return (back === 'first' ? turn.first : turn.before) ?? turn.query;
}
