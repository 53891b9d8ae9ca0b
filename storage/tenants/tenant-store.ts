/**
 * Tenants: settings, API keys, signing secrets and the monthly allowance counter.
 * Implements the core's TenantDirectory (async) plus synchronous admin operations for the CLI.
 */
import { type TenantDirectory, type TenantSettings } from '../../core/index.ts';
import type { Db } from '../database.ts';
import { apiKeyMatches, hashApiKey, newApiKey, newSigningSecret } from './secrets.ts';
import { tenantCacheOf, type TenantCache } from './tenant-cache.ts';
import {
  assertActive,
  assertAllowance,
  assertPageSize,
  assertPeriod,
  assertTenantId,
} from './tenant-input.ts';

export interface TenantListing extends TenantSettings {
  /** UTC ISO 8601. */
  createdAt: string;
}

export interface NewTenant {
  id: string;
  active?: boolean;
  pageSize?: number;
  allowance?: number | null;
}

export interface TenantPatch {
  active?: boolean;
  pageSize?: number;
  allowance?: number | null;
}

interface TenantRow {
  id: string;
  active: number;
  page_size: number;
  allowance: number | null;
  created_at: string;
}

const toSettings = (row: TenantRow): TenantSettings => ({
  id: row.id,
  active: row.active === 1,
  pageSize: row.page_size,
  allowance: row.allowance,
});

const COLUMNS = 'id, active, page_size, allowance, created_at';

export class TenantStore implements TenantDirectory {
  readonly #db: Db;
  readonly #tenants: TenantCache;
  readonly #consume;
  readonly #keyHash;
  readonly #usage;

  constructor(db: Db) {
    this.#db = db;
    this.#tenants = tenantCacheOf(db);
    // One statement, so it is atomic across connections and processes. A row is returned only when the
    // request was counted: a first request needs allowance NULL or > 0, later ones count < allowance.
    this.#consume = db.prepare<[{ tenant: string; period: string }], { count: number }>(`
      INSERT INTO usage (tenant_id, period, count)
      SELECT id, @period, 1 FROM tenants WHERE id = @tenant AND (allowance IS NULL OR allowance > 0)
      ON CONFLICT (tenant_id, period) DO UPDATE SET count = count + 1
      WHERE (SELECT t.allowance IS NULL OR usage.count < t.allowance FROM tenants t WHERE t.id = usage.tenant_id)
      RETURNING count`);
    this.#keyHash = db.prepare<[string], { api_key_hash: Buffer }>(
      'SELECT api_key_hash FROM tenants WHERE id = ?',
    );
    this.#usage = db.prepare<[string, string], { count: number }>(
      'SELECT count FROM usage WHERE tenant_id = ? AND period = ?',
    );
  }

  async find(tenantId: string): Promise<TenantSettings | undefined> {
    const tenant = this.#tenants.get(tenantId);
    return tenant === undefined ? undefined : { ...tenant.settings };
  }

  list(): TenantListing[] {
    return this.#db
      .prepare<[], TenantRow>(`SELECT ${COLUMNS} FROM tenants ORDER BY id`)
      .all()
      .map((row) => ({ ...toSettings(row), createdAt: row.created_at }));
  }

  /** Creates a tenant and returns its API key; the key is shown once and stored only as a hash. */
  create(input: NewTenant): { tenant: TenantSettings; apiKey: string } {
    const { id, active = true, pageSize = 10, allowance = null } = input;
    assertTenantId(id);
    assertActive(active);
    assertPageSize(pageSize);
    assertAllowance(allowance);
    const apiKey = newApiKey();
    const result = this.#db
      .prepare(
        `INSERT INTO tenants (id, num, active, page_size, allowance, api_key_hash, signing_secret, created_at)
         VALUES (?, (SELECT coalesce(max(num), 0) + 1 FROM tenants), ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
      )
      .run(
        id,
        active ? 1 : 0,
        pageSize,
        allowance,
        hashApiKey(apiKey),
        newSigningSecret(),
        new Date().toISOString(),
      );
    this.#tenants.clear();
    if (result.changes === 0) throw new Error(`Tenant "${id}" already exists`);
    return { tenant: { id, active, pageSize, allowance }, apiKey };
  }

  update(tenantId: string, patch: TenantPatch): TenantSettings {
    if (patch.active !== undefined) assertActive(patch.active);
    if (patch.pageSize !== undefined) assertPageSize(patch.pageSize);
    if (patch.allowance !== undefined) assertAllowance(patch.allowance);
    const row = this.#db
      .prepare<[Record<string, unknown>], TenantRow>(
        `UPDATE tenants SET active = coalesce(@active, active), page_size = coalesce(@pageSize, page_size),
           allowance = CASE WHEN @setAllowance THEN @allowance ELSE allowance END
         WHERE id = @id RETURNING ${COLUMNS}`,
      )
      .get({
        id: tenantId,
        active: patch.active === undefined ? null : patch.active ? 1 : 0,
        pageSize: patch.pageSize ?? null,
        setAllowance: patch.allowance === undefined ? 0 : 1,
        allowance: patch.allowance ?? null,
      });
    this.#tenants.clear();
    if (row === undefined) throw new Error(`Unknown tenant "${tenantId}"`);
    return toSettings(row);
  }

  /** New API key and new signing secret: the old key and every token signed with the old secret stop working. */
  rotateKey(tenantId: string): string {
    const apiKey = newApiKey();
    const result = this.#db
      .prepare('UPDATE tenants SET api_key_hash = ?, signing_secret = ? WHERE id = ?')
      .run(hashApiKey(apiKey), newSigningSecret(), tenantId);
    this.#tenants.clear();
    if (result.changes === 0) throw new Error(`Unknown tenant "${tenantId}"`);
    return apiKey;
  }

  verifyApiKey(tenantId: string, apiKey: string): boolean {
    return apiKeyMatches(apiKey, this.#keyHash.get(tenantId)?.api_key_hash);
  }

  /** The tenant's JWT signing secret (base64url of 32 random bytes). */
  signingSecret(tenantId: string): string | undefined {
    return this.#tenants.get(tenantId)?.signingSecret;
  }

  async consumeAllowance(tenantId: string, period: string): Promise<boolean> {
    assertPeriod(period);
    return this.#consume.get({ tenant: tenantId, period }) !== undefined;
  }

  /** Requests counted for the tenant in `period` (YYYY-MM). */
  usage(tenantId: string, period: string): number {
    return this.#usage.get(tenantId, period)?.count ?? 0;
  }
}
