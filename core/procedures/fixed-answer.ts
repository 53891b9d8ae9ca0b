/**
 * A request answered in place of a search (a cart request, a shop policy asked with no page): the products it points
 * at, if any, and the chat message the composer writes of what was asked (`said`). The conversation is left as it
 * was by the caller.
 */
import type { CoreDeps, SearchChatInput } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { interleaveChat } from './interleave-chat.ts';
import { listedData } from './request-helpers.ts';

export function fixedAnswer(
  deps: CoreDeps,
  request: CoreIntentRequest,
  products: Product[],
  previous: SearchQuery | undefined,
  said: Pick<SearchChatInput, 'storefront' | 'shopPolicies'>,
  signal: AbortSignal,
) {
  const data = listedData(request, products);
  const query: SearchQuery = previous ?? { text: '', filters: {}, sort: 'relevance' };
  const chat = request.operationHideAiMessage
    ? undefined
    : deps.composer.searchMessage({
        request,
        query,
        products,
        total: products.length,
        relaxed: [],
        ...said,
        signal,
      });
  return interleaveChat(data, chat);
}
