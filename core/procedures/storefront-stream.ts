/**
 * "ok add the cheaper one to my cart", "checkout" in the search stream: the products it points at and a chat
 * message saying where the shopper can do it (the storefront's product page and cart), in place of a search.
 */
import type { CoreDeps } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { fixedAnswer } from './fixed-answer.ts';
import type { StorefrontTurn } from './storefront-turn.ts';

export const storefrontAnswer = (
  deps: CoreDeps,
  request: CoreIntentRequest,
  { action, products }: StorefrontTurn,
  previous: SearchQuery | undefined,
  signal: AbortSignal,
) => fixedAnswer(deps, request, products, previous, { storefront: action }, signal);
