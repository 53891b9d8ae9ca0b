import { compareAttributes } from '../compare/compare-attributes.ts';
import { kindOf } from '../compare/kind-features.ts';
import type { CoreDeps } from '../ports.ts';
import { coreIntentRequestSchema, MAX_COMPARE_PRODUCTS } from '../schemas/request.ts';
import type { CompareData } from '../schemas/responses.ts';
import type { createProcedures } from '../trpc.ts';
import { interleaveChat } from './interleave-chat.ts';
import { echoIds, neverAborted, toPayload, withLegacyFields } from './request-helpers.ts';

/** Compare: loads `productIds` in order (unknown ids skipped), a page of them, and streams a comparison. */
export function compareProcedure(deps: CoreDeps, base: ReturnType<typeof createProcedures>) {
  return base.operationProcedure.input(coreIntentRequestSchema).subscription(
    base.counted(async function* ({ ctx, input, signal }) {
      const request = withLegacyFields(input);
      const ids = [...new Set(request.productIds)];
      const found = await deps.catalog.getMany(ctx.tenant.id, ids);
      // `pageSize` is the most products a result holds, in compare too; omitted, every known id up to the maximum
      // (the interface gives the tenant's default for search). `page` walks through them as in search.
      const limit = Math.min(request.pageSize ?? MAX_COMPARE_PRODUCTS, MAX_COMPARE_PRODUCTS);
      const offset = (request.page - 1) * limit;
      const products = found.slice(offset, offset + limit);
      const comparison = compareAttributes(products, request.content);
      const data: CompareData = {
        responseType: 'ProductComparison',
        ...echoIds(request),
        responsePayload: toPayload(products, request.operationReturnFullProductInfo),
        hasMoreProducts: offset + products.length < found.length,
        // Every known id, as search counts every match.
        total: found.length,
        comparison: { attributes: comparison },
      };
      const chat = request.operationHideAiMessage
        ? undefined
        : deps.composer.compareMessage({
            request,
            products,
            comparison,
            signal: signal ?? neverAborted(),
            ...kindOf(await deps.catalog.vocabulary(ctx.tenant.id), products),
          });
      yield* interleaveChat(data, chat);
    }),
  );
}
