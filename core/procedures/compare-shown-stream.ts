/**
 * "compare the first two" in a conversation: the search stream carries the named products of the last search's
 * page, in the order the shopper named them, with their comparison (as the compare endpoint gives it) and a
 * comparison for a chat message, in place of a new search.
 */
import { compareAttributes } from '../compare/compare-attributes.ts';
import { kindOf } from '../compare/kind-features.ts';
import type { CompareChatInput, CoreDeps } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { SearchData } from '../schemas/responses.ts';
import { interleaveChat } from './interleave-chat.ts';
import { listedData } from './request-helpers.ts';

export async function* compareShown(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  products: Product[],
  signal: AbortSignal,
  pointedPast?: CompareChatInput['pointedPast'],
) {
  const comparison = compareAttributes(products, request.content);
  const data: SearchData = { ...listedData(request, products), comparison: { attributes: comparison } };
  const chat = request.operationHideAiMessage
    ? undefined
    : deps.composer.compareMessage({
        request,
        products,
        comparison,
        signal,
        ...(pointedPast !== undefined && { pointedPast }),
        ...kindOf(await deps.catalog.vocabulary(tenantId), products),
      });
  yield* interleaveChat(data, chat);
}
