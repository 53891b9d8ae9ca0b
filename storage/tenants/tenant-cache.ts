/**
 * Tenants' settings and signing secrets kept in memory until the database changes, so that the checks at the
 * start of every request (tenant, then token) read no row. `PRAGMA data_version` tells a connection whether
 * another connection (another process: the admin CLI deactivating a tenant or rotating its key) has committed
 * since it last asked; a change made through this connection goes through the tenant store, which clears the
 * cache. Either way the next request reads the new row.
 */
import type { TenantSettings } from '../../core/index.ts';
import type { Db } from '../database.ts';

export interface CachedTenant {
  settings: TenantSettings;
  signingSecret: string;
}

interface TenantRow {
  id: string;
  active: number;
  page_size: number;
  allowance: number | null;
  signing_secret: string;
}

export interface TenantCache {
  /** The tenant as the database holds it now; undefined for an unknown tenant (not remembered). */
  get(tenantId: string): CachedTenant | undefined;
  /** Forgets every tenant: call after this connection changes a tenant's row. */
  clear(): void;
}

function createTenantCache(db: Db): TenantCache {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck(true);
  const select = db.prepare<[string], TenantRow>(
    'SELECT id, active, page_size, allowance, signing_secret FROM tenants WHERE id = ?',
  );
  const tenants = new Map<string, CachedTenant>();
  let seen: number | undefined;
  const fromRow = (row: TenantRow | undefined): CachedTenant | undefined =>
    row && {
      settings: { id: row.id, active: row.active === 1, pageSize: row.page_size, allowance: row.allowance },
      signingSecret: row.signing_secret,
    };
  // On a miss the version and the row are read in one transaction, so that a row is never remembered under a
  // version older than itself.
  const readAndKeep = db.transaction((tenantId: string): CachedTenant | undefined => {
    const version = dataVersion.get()!;
    if (version !== seen) {
      tenants.clear();
      seen = version;
    }
    const tenant = fromRow(select.get(tenantId));
    // Unknown ids are not kept: any Tenantid header may be sent.
    if (tenant !== undefined) tenants.set(tenantId, tenant);
    return tenant;
  });
  const get = (tenantId: string): CachedTenant | undefined => {
    // Inside a transaction of this connection a row may yet be rolled back (unseen by data_version): read it.
    if (db.inTransaction) return fromRow(select.get(tenantId));
    const known = tenants.get(tenantId);
    if (known !== undefined && dataVersion.get() === seen) return known;
    return readAndKeep(tenantId);
  };
  return {
    get,
    clear: () => {
      tenants.clear();
      seen = undefined;
    },
  };
}

/** One cache per connection, shared by every tenant store on it (a write through one clears it for all). */
const caches = new WeakMap<Db, TenantCache>();

export function tenantCacheOf(db: Db): TenantCache {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = createTenantCache(db);
    caches.set(db, cache);
  }
  return cache;
}
