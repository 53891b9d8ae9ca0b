import { compareAttributes } from '../compare/compare-attributes.ts';
import type { CoreDeps } from '../ports.ts';
import { coreIntentRequestSchema, MAX_COMPARE_PRODUCTS } from '../schemas/request.ts';
import type { CompareData } from '../schemas/responses.ts';
import type { createProcedures } from '../trpc.ts';
import { interleaveChat } from './interleave-chat.ts';
import { echoIds, neverAborted, toPayload, withLegacyFields } from './request-helpers.ts';

/** Compare: loads `productIds` in order (unknown ids skipped) and streams a comparison. */
export function compareProcedure(deps: CoreDeps, base: ReturnType<typeof createProcedures>) {
  return base.operationProcedure
    .input(coreIntentRequestSchema)
    .use(base.countAllowance)
    .subscription(async function* ({ ctx, input, signal }) {
      const request = withLegacyFields(input);
      const ids = [...new Set(request.productIds)];
      const found = await deps.catalog.getMany(ctx.tenant.id, ids);
      const products = found.slice(0, MAX_COMPARE_PRODUCTS);
      const comparison = compareAttributes(products);
      const data: CompareData = {
        responseType: 'ProductComparison',
        ...echoIds(request),
        responsePayload: toPayload(products, request.operationReturnFullProductInfo),
        hasMoreProducts: found.length > products.length,
        // Every known id, as search counts every match: more than the payload exactly when hasMoreProducts.
        total: found.length,
        comparison: { attributes: comparison },
      };
      const chat = request.operationHideAiMessage
        ? undefined
        : deps.composer.compareMessage({ request, products, comparison, signal: signal ?? neverAborted() });
      yield* interleaveChat(data, chat);
    });
}
