import jwt from 'jsonwebtoken';
import type { Credentials, TokenCheck } from '../../core/index.ts';

/** Verified tokens remembered (oldest dropped first). */
const VERIFIED_CACHE_SIZE = 10_000;

/** Where the per-tenant secrets live (storage's tenant store). */
export interface SecretSource {
  signingSecret(tenantId: string): string | undefined;
  verifyApiKey(tenantId: string, apiKey: string): boolean;
}

/** The token's tenant is not told (it is another shop's); the Tenantid sent is. */
const anotherTenant = (tenantId: string): TokenCheck => ({
  ok: false,
  reason: `token belongs to another tenant, not to Tenantid ${tenantId}`,
});

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
  // Tokens already verified, so a widget's repeated requests skip the JWT work. An entry holds only while the
  // token is unexpired and the tenant's secret is the one it was verified with (a rotated key ends it).
  const verified = new Map<string, { secret: string; exp: number }>();
  const remember = (key: string, secret: string, exp: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
    verified.set(key, { secret, exp });
  };
  // A token minted for another tenant is signed with that tenant's secret, so it fails this one's check: it is
  // told apart from a forged or garbled one by its claim and that tenant's own secret (expired or not).
  const signedForAnother = (token: string, tenantId: string): boolean => {
    const claimed = (jwt.decode(token, { json: true }) as { tenantId?: unknown } | null)?.tenantId;
    if (typeof claimed !== 'string' || claimed === tenantId) return false;
    const secret = secrets.signingSecret(claimed);
    if (!secret) return false;
    try {
      jwt.verify(token, secret, { algorithms: ['HS256'], ignoreExpiration: true });
      return true;
    } catch {
      return false;
    }
  };
  return {
    async verifyToken(tenantId, token): Promise<TokenCheck> {
      const secret = secrets.signingSecret(tenantId);
      if (!secret) return { ok: false, reason: 'unknown tenant' };
      const key = `${tenantId}\u0000${token}`;
      const known = verified.get(key);
      if (known && known.secret === secret && known.exp > nowSeconds()) return { ok: true };
      let claims: unknown;
      try {
        claims = jwt.verify(token, secret, { algorithms: ['HS256'], clockTimestamp: nowSeconds() });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TokenExpiredError') return { ok: false, reason: 'token expired' };
        if (signedForAnother(token, tenantId)) return anotherTenant(tenantId);
        return { ok: false, reason: 'token malformed or wrongly signed' };
      }
      const claimed = (claims as { tenantId?: unknown } | null)?.tenantId;
      const exp = (claims as { exp?: unknown } | null)?.exp;
      if (typeof exp !== 'number') return { ok: false, reason: 'token has no expiry' };
      if (claimed !== tenantId) return anotherTenant(tenantId);
      remember(key, secret, exp);
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
      const token = jwt.sign({ tenantId, iat, exp }, secret, { algorithm: 'HS256' });
      return { token, expiresAt: new Date(exp * 1000) };
    },
  };
}
