/**
 * Catalogue search's builds in a worker thread: for a large catalogue in a database file, the tenant's indexes
 * at the current catalogue version are built off the event loop (see text/text-index-builder.ts) and kept in
 * the search's index cache, so that the first search after a catalogue change does not stall other requests.
 */
import type { Db } from '../database.ts';
import type { Lru } from '../lru.ts';
import { tenantRange, type RowidRange } from '../tenant-range.ts';
import type { CatalogIndex } from './catalog-index.ts';
import type { RankingDefaults } from '../../core/index.ts';
import type { SynonymGroups } from './text/synonym-store.ts';
import { createTextIndexBuilder } from './text/text-index-builder.ts';
import { textCatalogOf } from './text/text-catalog.ts';

/** A tenant's row as the search reads it: [num, catalog_version]; undefined for an unknown tenant. */
export type TenantRow = readonly [number, number] | undefined;

export interface WorkerPrepare {
  /** Builds in the worker what a search (wanting the text index or not) would otherwise build on this thread. */
  prepare(tenantId: string, wantsText: boolean): Promise<void>;
  /**
   * True when `prepare` would start no build for the tenant as `found` says it is now: a search may then run
   * at once, in the same read transaction as the row it read.
   */
  needsNoBuild(tenantId: string, found: TenantRow, wantsText: boolean): boolean;
  close(): Promise<void>;
}

export interface WorkerPrepareOptions {
  db: Db;
  /** Reads the tenant's row (the search's own statement). */
  tenantRow: (tenantId: string) => TenantRow;
  /** The search's index cache, shared. */
  indexes: Lru<string, CatalogIndex>;
  ranking: RankingDefaults;
  /** The tenant's synonym groups. */
  synonymsOf: (tenantId: string) => SynonymGroups;
  /** Catalogues of at least this many products are built in the worker. */
  workerBuildMin: number;
  /** Characters of product JSON the worker reads with the indexes at most (see product-json.ts). */
  jsonMemoryMax?: number;
}

/** Builds started per search before giving up on a catalogue that keeps changing (the search then builds). */
const BUILD_ATTEMPTS = 3;

export function createWorkerPrepare(options: WorkerPrepareOptions): WorkerPrepare {
  const { db, tenantRow, indexes, ranking, synonymsOf, workerBuildMin } = options;
  // A database in memory always builds on this thread.
  const builder = db.memory ? undefined : createTextIndexBuilder(db.name, ranking, options.jsonMemoryMax);
  const countProducts = db
    .prepare<[number, number], number>('SELECT count(*) FROM products WHERE rowid BETWEEN ? AND ?')
    .pluck(true);
  const builds = new Map<string, Promise<void>>();

  const needsNoBuild = (tenantId: string, found: TenantRow, wantsText: boolean): boolean => {
    if (builder === undefined || found === undefined) return true;
    const [num, version] = found;
    const cached = indexes.get(tenantId);
    if (cached?.version === version && (cached.text !== undefined || !wantsText)) return true;
    const range = tenantRange(num);
    // The size of an older version is estimate enough.
    return (cached?.size ?? countProducts.get(range.lo, range.hi)!) < workerBuildMin;
  };

  /** Builds the tenant's indexes in the worker and keeps them if the catalogue has not moved on since. */
  const buildInWorker = async (tenantId: string, range: RowidRange): Promise<void> => {
    const built = await builder!.build(tenantId, range);
    if (built === undefined || tenantRow(tenantId)?.[1] !== built.version) return;
    const cached = indexes.get(tenantId);
    if (cached?.version === built.version && cached.text !== undefined) return; // built here meanwhile
    built.catalog.text = textCatalogOf(built.text, ranking, synonymsOf(tenantId), built.typos);
    indexes.set(tenantId, built.catalog);
  };

  const prepare = async (tenantId: string, wantsText: boolean): Promise<void> => {
    if (builder === undefined) return;
    for (let attempt = 0; attempt < BUILD_ATTEMPTS; attempt++) {
      const found = tenantRow(tenantId);
      if (found === undefined || needsNoBuild(tenantId, found, wantsText)) return;
      const [num, version] = found;
      const key = `${tenantId}\u0000${version}`;
      let build = builds.get(key);
      if (build === undefined) {
        build = buildInWorker(tenantId, tenantRange(num)).finally(() => builds.delete(key));
        builds.set(key, build);
      }
      try {
        await build;
      } catch {
        return; // the search builds the indexes on this thread, as for a database in memory
      }
    }
  };

  return { prepare, needsNoBuild, close: async () => builder?.close() };
}
