/**
 * "ok add the cheaper one to my cart", "checkout" in the search stream: the products it points at and a chat
 * message saying where the shopper can do it (the storefront's product page and cart), in place of a search.
 */
import type { CoreDeps } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchData } from '../schemas/responses.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { interleaveChat } from './interleave-chat.ts';
import { echoIds, toPayload } from './request-helpers.ts';
import type { StorefrontTurn } from './storefront-turn.ts';

export function storefrontAnswer(
  deps: CoreDeps,
  request: CoreIntentRequest,
  { action, products }: StorefrontTurn,
  previous: SearchQuery | undefined,
  signal: AbortSignal,
) {
  const data: SearchData = {
    responseType: 'ProductSearch',
    ...echoIds(request),
    responsePayload: toPayload(products, request.operationReturnFullProductInfo),
    hasMoreProducts: false,
    total: products.length,
  };
  const query: SearchQuery = previous ?? { text: '', filters: {}, sort: 'relevance' };
  const chat = request.operationHideAiMessage
    ? undefined
    : deps.composer.searchMessage({
        request,
        query,
        products,
        total: products.length,
        relaxed: [],
        storefront: action,
        signal,
      });
  return interleaveChat(data, chat);
}
