import { initTRPC } from '@trpc/server';
import { AisleError } from './errors.ts';
import type { CoreDeps, TenantSettings } from './ports.ts';
import type { RequestContext } from './request-context.ts';

export const t = initTRPC.context<RequestContext>().create({ isServer: true });

/** `YYYY-MM` of a date in UTC: the allowance period. */
export const usagePeriod = (date: Date): string => date.toISOString().slice(0, 7);

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The procedure bases, with checks in the order the contract fixes: the tenant (missing → unknown →
 * inactive), then the token, then the body; input validation and the allowance follow in each procedure.
 */
export function createProcedures(deps: CoreDeps) {
  const clock = deps.clock ?? (() => new Date());

  // Each check is a function, and each procedure base one middleware running them in order: a tRPC middleware
  // hop copies the call's options and context, which costs more than the checks themselves.
  const checkTenant = async (ctx: RequestContext): Promise<TenantSettings> => {
    const tenantId = ctx.tenantId;
    if (tenantId === undefined || tenantId.trim() === '') {
      throw new AisleError('TENANT_ID_MISSING', 'Tenant ID Invalid.');
    }
    const tenant = await deps.tenants.find(tenantId);
    if (!tenant) throw new AisleError('TENANT_NOT_FOUND', `Tenant ${tenantId} not found #000`);
    if (!tenant.active) throw new AisleError('TENANT_INACTIVE', `Tenant ${tenantId} is inactive.`);
    return tenant;
  };

  const rejectUnreadableBody = ({ bodyProblem }: RequestContext): void => {
    if (bodyProblem) throw new AisleError(bodyProblem.code, bodyProblem.message);
  };

  const operationProcedure = t.procedure.use(async ({ ctx, next }) => {
    const tenant = await checkTenant(ctx);
    const header = ctx.authorization?.trim();
    if (!header)
      throw new AisleError('UNAUTHORIZED', 'Missing Authorization header: expected "Bearer <token>".');
    const token = BEARER.exec(header)?.[1];
    if (!token)
      throw new AisleError('UNAUTHORIZED', 'Malformed Authorization header: expected "Bearer <token>".');
    const check = await deps.credentials.verifyToken(tenant.id, token);
    if (!check.ok) throw new AisleError('UNAUTHORIZED', `Invalid operation token: ${check.reason}.`);
    rejectUnreadableBody(ctx);
    return next({ ctx: { tenant } });
  });

  const apiKeyProcedure = t.procedure.use(async ({ ctx, next }) => {
    const tenant = await checkTenant(ctx);
    const key = ctx.apiKey?.trim();
    if (!key) throw new AisleError('UNAUTHORIZED', 'Missing X-Api-Key header.');
    if (!(await deps.credentials.verifyApiKey(tenant.id, key))) {
      throw new AisleError('UNAUTHORIZED', `Invalid API key for tenant ${tenant.id}.`);
    }
    rejectUnreadableBody(ctx);
    return next({ ctx: { tenant } });
  });

  const readProcedure = t.procedure.use(async ({ ctx, next }) => {
    const tenant = await checkTenant(ctx);
    rejectUnreadableBody(ctx);
    return next({ ctx: { tenant } });
  });

  /**
   * A stream resolver that first counts one accepted request against the tenant's monthly allowance: after the
   * checks above and the input's validation, before the stream starts (as a middleware after `.input(...)`
   * would, one hop cheaper).
   */
  const counted =
    <Options extends { ctx: RequestContext }, Stream>(stream: (options: Options) => Stream) =>
    async (options: Options): Promise<Stream> => {
      const tenantId = options.ctx.tenantId ?? '';
      if (!(await deps.tenants.consumeAllowance(tenantId, usagePeriod(clock())))) {
        throw new AisleError('ALLOWANCE_EXCEEDED', `Tenant ${tenantId} is over its usage allowance.`);
      }
      return stream(options);
    };

  return { readProcedure, operationProcedure, apiKeyProcedure, counted };
}
