import { initTRPC } from '@trpc/server';
import { AisleError } from './errors.ts';
import type { CoreDeps } from './ports.ts';
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

  const tenantProcedure = t.procedure.use(async ({ ctx, next }) => {
    const tenantId = ctx.tenantId;
    if (tenantId === undefined || tenantId.trim() === '') {
      throw new AisleError('TENANT_ID_MISSING', 'Tenant ID Invalid.');
    }
    const tenant = await deps.tenants.find(tenantId);
    if (!tenant) throw new AisleError('TENANT_NOT_FOUND', `Tenant ${tenantId} not found #000`);
    if (!tenant.active) throw new AisleError('TENANT_INACTIVE', `Tenant ${tenantId} is inactive.`);
    return next({ ctx: { tenant } });
  });

  const rejectUnreadableBody = ({ bodyProblem }: RequestContext): void => {
    if (bodyProblem) throw new AisleError(bodyProblem.code, bodyProblem.message);
  };

  const operationProcedure = tenantProcedure.use(async ({ ctx, next }) => {
    const header = ctx.authorization?.trim();
    if (!header)
      throw new AisleError('UNAUTHORIZED', 'Missing Authorization header: expected "Bearer <token>".');
    const token = BEARER.exec(header)?.[1];
    if (!token)
      throw new AisleError('UNAUTHORIZED', 'Malformed Authorization header: expected "Bearer <token>".');
    const check = await deps.credentials.verifyToken(ctx.tenant.id, token);
    if (!check.ok) throw new AisleError('UNAUTHORIZED', `Invalid operation token: ${check.reason}.`);
    rejectUnreadableBody(ctx);
    return next();
  });

  const apiKeyProcedure = tenantProcedure.use(async ({ ctx, next }) => {
    const key = ctx.apiKey?.trim();
    if (!key) throw new AisleError('UNAUTHORIZED', 'Missing X-Api-Key header.');
    if (!(await deps.credentials.verifyApiKey(ctx.tenant.id, key))) {
      throw new AisleError('UNAUTHORIZED', `Invalid API key for tenant ${ctx.tenant.id}.`);
    }
    rejectUnreadableBody(ctx);
    return next();
  });

  const readProcedure = tenantProcedure.use(({ ctx, next }) => {
    rejectUnreadableBody(ctx);
    return next();
  });

  /** Counts one accepted request against the tenant's monthly allowance; place after `.input(...)`. */
  const countAllowance = t.middleware(async ({ ctx, next }) => {
    const tenantId = ctx.tenantId ?? '';
    if (!(await deps.tenants.consumeAllowance(tenantId, usagePeriod(clock())))) {
      throw new AisleError('ALLOWANCE_EXCEEDED', `Tenant ${tenantId} is over its usage allowance.`);
    }
    return next();
  });

  return { readProcedure, operationProcedure, apiKeyProcedure, countAllowance };
}
