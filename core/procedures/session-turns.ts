/**
 * The conversation's memory of its searches, through the optional SessionMemory port: the last search read on the
 * same page, and what this one is remembered as for the next. Failures are logged and never fail the request: it
 * then stands alone.
 */
import { withHistory } from './back-turn.ts';
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchQuery } from '../search/search-query.ts';

/** Products of a page remembered for "the second one" (ordinals go to "tenth"). */
const MAX_SHOWN = 10;

/** Which page a request was asked on: its product id, else its page title. */
const pageKey = (request: CoreIntentRequest): string | undefined =>
  request.chatMetadata?.productId?.trim() || request.chatMetadata?.title?.trim() || undefined;

/**
 * The session's last search when it was asked on the same page (a new page starts from that page). Sessions are
 * per visitor when the request names one (`visitorId`): a reused or guessed session id reads nothing of another
 * shopper's conversation.
 */
export async function previousSearch(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
): Promise<SessionTurn | undefined> {
  const sessionId = request.sessionId;
  if (deps.sessions === undefined || sessionId === undefined) return undefined;
  try {
    const turn = await deps.sessions.lastSearch(tenantId, sessionId, request.visitorId);
    return turn !== undefined && turn.page === pageKey(request) ? turn : undefined;
  } catch (error) {
    deps.logger?.error('session memory: reading the last search failed; the request stands alone', error);
    return undefined;
  }
}

/** Remembers what this request was understood as, and which page of results it showed, for the next one. */
export async function rememberSearch(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  query: SearchQuery,
  shown: readonly string[],
): Promise<void> {
  const page = pageKey(request);
  await rememberTurn(deps, tenantId, request, {
    query,
    ...(page !== undefined && { page }),
    ...(request.page > 1 && { shownPage: request.page }),
    ...(shown.length > 0 && { shown: shown.slice(0, MAX_SHOWN) }),
  });
}

/** Remembers `turn` as the conversation's last search (failures logged). */
export async function rememberTurn(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn,
): Promise<void> {
  const sessionId = request.sessionId;
  if (deps.sessions === undefined || sessionId === undefined) return;
  try {
    // With the conversation's earlier lists, for "go back to the first list" (back-turn.ts).
    const kept = withHistory(turn, await previousSearch(deps, tenantId, request));
    await deps.sessions.rememberSearch(tenantId, sessionId, kept, request.visitorId);
  } catch (error) {
    deps.logger?.error('session memory: remembering the search failed', error);
  }
}
