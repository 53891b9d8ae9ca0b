/**
 * "what's your return policy?", "do you ship to canada?" with no product page, naming no product kind: no products,
 * and a chat message saying the policy is the shop's and pointing to its policy pages (policy-question.ts), in
 * place of a search for the question's words. The conversation is left as it was.
 */
import type { CoreDeps } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchData } from '../schemas/responses.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { interleaveChat } from './interleave-chat.ts';
import { echoIds } from './request-helpers.ts';

export function policyAnswer(
  deps: CoreDeps,
  request: CoreIntentRequest,
  topics: string[],
  previous: SearchQuery | undefined,
  signal: AbortSignal,
) {
  const data: SearchData = {
    responseType: 'ProductSearch',
    ...echoIds(request),
    responsePayload: [],
    hasMoreProducts: false,
    total: 0,
  };
  const query: SearchQuery = previous ?? { text: '', filters: {}, sort: 'relevance' };
  const chat = request.operationHideAiMessage
    ? undefined
    : deps.composer.searchMessage({
        request,
        query,
        products: [],
        total: 0,
        relaxed: [],
        shopPolicies: topics,
        signal,
      });
  return interleaveChat(data, chat);
}
