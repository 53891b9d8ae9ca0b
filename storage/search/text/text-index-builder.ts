/**
 * Builds a tenant's CatalogIndex, text index and typo table in a worker thread (text-index-worker.ts), one
 * tenant at a time, so that the first search after a large catalogue changes waits for them without stalling
 * every other request on the event loop. The worker starts on the first build and keeps the process alive only
 * while a build is under way. If it fails or dies, pending builds reject (their searches build on their own
 * thread) and the next build starts a new one, until it has failed GIVE_UP_AFTER times in a row.
 */
import { Worker } from 'node:worker_threads';
import type { RankingDefaults } from '../../../core/index.ts';
import type { RowidRange } from '../../tenant-range.ts';
import { fromPortable, type CatalogIndex } from '../catalog-index.ts';
import type { TextIndex } from './text-index.ts';
import type { TypoTable } from './typo-index.ts';
import type { BuildReply, BuildRequest, WorkerSettings } from './text-index-worker.ts';

export interface BuiltIndexes {
  /** The catalogue version both were read at. */
  version: number;
  catalog: CatalogIndex;
  text: TextIndex;
  typos: TypoTable;
}

export interface TextIndexBuilder {
  /** The tenant's indexes as the database holds it now; undefined when the tenant no longer exists. */
  build(tenantId: string, range: RowidRange): Promise<BuiltIndexes | undefined>;
  close(): Promise<void>;
}

/**
 * The worker runs the TypeScript sources the way the CLI does (bin.js): tsx's loader is registered in the
 * worker first, since a worker does not inherit the loader hooks of its parent. Throws where tsx is missing.
 */
const bootstrap = (): string => `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./text-index-worker.ts', import.meta.url).href)}); })`;

/** Worker failures in a row after which builds stop trying (the searches build on their own thread). */
const GIVE_UP_AFTER = 3;

export function createTextIndexBuilder(
  path: string,
  ranking: RankingDefaults,
  jsonMemoryMax?: number,
): TextIndexBuilder {
  let worker: Worker | undefined;
  let nextId = 0;
  let failures = 0;
  const pending = new Map<number, { resolve: (reply: BuildReply) => void; reject: (error: Error) => void }>();

  const fail = (error: Error) => {
    worker = undefined;
    failures++;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const settings: WorkerSettings = { path, ranking, ...(jsonMemoryMax !== undefined && { jsonMemoryMax }) };
    const started = new Worker(bootstrap(), { eval: true, workerData: settings });
    started.on('message', (reply: BuildReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      failures = 0;
      if (pending.size === 0) started.unref();
      waiting?.resolve(reply);
    });
    started.on('error', (error) => fail(error));
    started.on('exit', (code) => {
      if (worker === started) fail(new Error(`text index worker exited with code ${code}`));
    });
    return started;
  };

  return {
    async build(tenantId, range) {
      if (failures >= GIVE_UP_AFTER) throw new Error(`text index worker failed ${failures} times in a row`);
      worker ??= start();
      worker.ref();
      const request: BuildRequest = { id: nextId++, tenantId, range };
      const reply = await new Promise<BuildReply>((resolve, reject) => {
        pending.set(request.id, { resolve, reject });
        worker!.postMessage(request);
      });
      if (reply.error !== undefined) throw new Error(reply.error);
      const { catalog, text, typos } = reply;
      if (catalog === undefined || text === undefined || typos === undefined) return undefined;
      return { version: reply.version, catalog: fromPortable(catalog, range), text, typos };
    },
    async close() {
      const stopping = worker;
      fail(new Error('text index builder closed'));
      failures = GIVE_UP_AFTER;
      await stopping?.terminate();
    },
  };
}
