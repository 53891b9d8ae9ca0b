import type { CoreDeps } from './ports.ts';
import { compareProcedure } from './procedures/compare-procedure.ts';
import { searchProcedure } from './procedures/search-procedure.ts';
import { productIdInputSchema, tokenRequestSchema } from './schemas/request.ts';
import { faqContentSchema, highlightsContentSchema, tokenResponseSchema } from './schemas/responses.ts';
import { createProcedures, t } from './trpc.ts';

/** Default lifetime of an operation token: 15 minutes. */
export const DEFAULT_TOKEN_TTL_SECONDS = 900;

/** The core: every operation of the service as tRPC procedures, independent of any transport. */
export function createAisleRouter(deps: CoreDeps) {
  const base = createProcedures(deps);
  return t.router({
    search: searchProcedure(deps, base),
    compare: compareProcedure(deps, base),
    faqs: base.readProcedure
      .input(productIdInputSchema)
      .output(faqContentSchema)
      .query(({ ctx, input }) => deps.content.faqs(ctx.tenant.id, input.productId)),
    highlights: base.readProcedure
      .input(productIdInputSchema)
      .output(highlightsContentSchema)
      .query(({ ctx, input }) => deps.content.highlights(ctx.tenant.id, input.productId)),
    token: base.apiKeyProcedure
      .input(tokenRequestSchema)
      .output(tokenResponseSchema)
      .mutation(async ({ ctx, input }) => {
        const minted = await deps.credentials.mintToken(
          ctx.tenant.id,
          input?.ttlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
        );
        return { token: minted.token, expiresAt: minted.expiresAt.toISOString() };
      }),
  });
}

export type AisleRouter = ReturnType<typeof createAisleRouter>;

/** In-process use: `createAisleCaller(deps)({ tenantId, authorization }, { signal })`. */
export function createAisleCaller(deps: CoreDeps) {
  return t.createCallerFactory(createAisleRouter(deps));
}
