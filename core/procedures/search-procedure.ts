import type { CoreDeps } from '../ports.ts';
import { coreIntentRequestSchema, type CoreIntentRequest } from '../schemas/request.ts';
import type { SearchData } from '../schemas/responses.ts';
import type { PageContext } from '../search/page-context.ts';
import { parseQuery } from '../search/parse-query.ts';
import { searchWithRelaxation } from '../search/search-with-relaxation.ts';
import { hybridSearch } from '../search-fusion/hybrid-search.ts';
import { guardVectorSearch } from '../search-fusion/vector-candidates.ts';
import type { createProcedures } from '../trpc.ts';
import { interleaveChat } from './interleave-chat.ts';
import { echoIds, effectivePageSize, neverAborted, toPayload, withLegacyFields } from './request-helpers.ts';

/**
 * The page the shopper is viewing, from `chatMetadata`: the product it names (when the tenant has it) and the
 * title. An unknown product id is no error: the title alone, if any, is the page.
 */
async function pageContext(
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

/**
 * searchProducts: ranks the tenant's catalogue for `content` and streams products plus a chat message.
 * With a VectorSearch, relevance-sorted text searches fuse lexical and vector rankings (hybrid-search.ts).
 */
export function searchProcedure(deps: CoreDeps, base: ReturnType<typeof createProcedures>) {
  const vectorCandidates = deps.vectorSearch && guardVectorSearch(deps.vectorSearch, deps.logger);
  return base.operationProcedure
    .input(coreIntentRequestSchema)
    .use(base.countAllowance)
    .subscription(async function* ({ ctx, input, signal }) {
      const request = withLegacyFields(input);
      const limit = effectivePageSize(request.pageSize, ctx.tenant.pageSize);
      const offset = (request.page - 1) * limit;
      const abort = signal ?? neverAborted();
      const vocabulary = await deps.catalog.vocabulary(ctx.tenant.id);
      const page = await pageContext(deps, ctx.tenant.id, request);
      const ruleQuery = parseQuery(request.content, { vocabulary, ...(page && { page }) });
      const understood = deps.queryInterpreter
        ? await deps.queryInterpreter(ctx.tenant.id, request.content, ruleQuery, abort)
        : ruleQuery;
      const window = { limit, offset };
      const { result, query, relaxed } = vectorCandidates
        ? await hybridSearch(deps.catalog, vectorCandidates, {
            tenantId: ctx.tenant.id,
            query: understood,
            page: window,
            signal: abort,
          })
        : await searchWithRelaxation(deps.catalog, ctx.tenant.id, understood, window);
      const data: SearchData = {
        responseType: 'ProductSearch',
        ...echoIds(request),
        responsePayload: toPayload(result.products, request.operationReturnFullProductInfo),
        hasMoreProducts: offset + result.products.length < result.total,
        total: result.total,
        ...(result.facets && { facets: result.facets }),
      };
      const chat = request.operationHideAiMessage
        ? undefined
        : deps.composer.searchMessage({
            request,
            query,
            products: result.products,
            total: result.total,
            relaxed,
            ...(result.unmatched && { unmatched: result.unmatched }),
            signal: abort,
          });
      yield* interleaveChat(data, chat);
    });
}
