/**
 * What a search request is read against besides its words: the page the shopper is viewing (`chatMetadata`)
 * and the conversation's last search (`sessionId`, through the optional SessionMemory port). Failures of the
 * session memory are logged and never fail the request: it then stands alone.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { PageContext } from '../search/page-context.ts';
import type { SearchQuery } from '../search/search-query.ts';

/**
 * The page the shopper is viewing: the product `chatMetadata.productId` names (when this tenant has it) and
 * the title. An unknown product id is no error: the title alone, if any, is the page.
 */
export async function pageContext(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
): Promise<PageContext | undefined> {
  const meta = request.chatMetadata;
  if (meta === undefined) return undefined;
  const productId = meta.productId?.trim();
  const [product] = productId ? await deps.catalog.getMany(tenantId, [productId]) : [];
  const title = meta.title?.trim();
  if (product === undefined && !title) return undefined;
  return { ...(product && { product }), ...(title && { title }) };
}

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
): Promise<void> {
  const sessionId = request.sessionId;
  if (deps.sessions === undefined || sessionId === undefined) return;
  const page = pageKey(request);
  try {
    const turn = {
      query,
      ...(page !== undefined && { page }),
      ...(request.page > 1 && { shownPage: request.page }),
    };
    await deps.sessions.rememberSearch(tenantId, sessionId, turn, request.visitorId);
  } catch (error) {
    deps.logger?.error('session memory: remembering the search failed', error);
  }
}
