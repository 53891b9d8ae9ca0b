/**
 * "what's your return policy?", "do you ship to canada?" with no product page, naming no product kind: no products,
 * and a chat message saying the policy is the shop's and pointing to its policy pages (policy-question.ts), in
 * place of a search for the question's words. The conversation is left as it was.
 */
import type { CoreDeps } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { fixedAnswer } from './fixed-answer.ts';

export const policyAnswer = (
  deps: CoreDeps,
  request: CoreIntentRequest,
  topics: string[],
  previous: SearchQuery | undefined,
  signal: AbortSignal,
) => fixedAnswer(deps, request, [], previous, { shopPolicies: topics }, signal);
