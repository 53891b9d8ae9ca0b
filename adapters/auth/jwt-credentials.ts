import jwt from 'jsonwebtoken';
import type { Credentials, TokenCheck } from '../../core/index.ts';

/** Where the per-tenant secrets live (storage's tenant store). */
export interface SecretSource {
  signingSecret(tenantId: string): string | undefined;
  verifyApiKey(tenantId: string, apiKey: string): boolean;
}

/**
 * Operation tokens: HS256 JWTs signed with the tenant's own secret, claims `tenantId` and `exp`.
 * Verification pins the algorithm (so `alg: none` and RS/HS confusion fail), checks expiry, and requires the
 * `tenantId` claim to equal the Tenantid header exactly.
 */
export function createJwtCredentials(
  secrets: SecretSource,
  clock: () => Date = () => new Date(),
): Credentials {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    async verifyToken(tenantId, token): Promise<TokenCheck> {
      const secret = secrets.signingSecret(tenantId);
      if (!secret) return { ok: false, reason: 'unknown tenant' };
      let claims: unknown;
      try {
        claims = jwt.verify(token, secret, { algorithms: ['HS256'], clockTimestamp: nowSeconds() });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TokenExpiredError') return { ok: false, reason: 'token expired' };
        return { ok: false, reason: 'token malformed or wrongly signed' };
      }
      const claimed = (claims as { tenantId?: unknown } | null)?.tenantId;
      if (typeof (claims as { exp?: unknown } | null)?.exp !== 'number') {
        return { ok: false, reason: 'token has no expiry' };
      }
      if (claimed !== tenantId) return { ok: false, reason: 'token belongs to another tenant' };
      return { ok: true };
    },
    async verifyApiKey(tenantId, apiKey) {
      return secrets.verifyApiKey(tenantId, apiKey);
    },
    async mintToken(tenantId, ttlSeconds) {
      const secret = secrets.signingSecret(tenantId);
      if (!secret) throw new Error(`Tenant ${tenantId} has no signing secret`);
      const iat = nowSeconds();
      const exp = iat + ttlSeconds;
      const token = jwt.sign({ tenantId, iat, exp }, secret, { algorithm: 'HS256', noTimestamp: true });
      return { token, expiresAt: new Date(exp * 1000) };
    },
  };
}
