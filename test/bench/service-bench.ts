/**
 * `npm run bench`: in-process search latency (p50/p99, AI message hidden and shown, and in a conversation) and HTTP streams per second
 * with 32 concurrent clients (in a worker thread, so they do not share the server's event loop), on a generated 50,000-product catalogue in a temporary SQLite file.
 * Options: --products N (default 50000), --seconds S for the HTTP phase (default 10), --clients C (default 32).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { createAisleApp } from '../../adapters/compose.ts';
import { listen } from '../../adapters/http/node-server.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { ms, percentile } from './measure.ts';
import { BENCH_QUERIES, syntheticCatalog } from './synthetic-catalog.ts';

const { values } = parseArgs({
  options: { products: { type: 'string' }, seconds: { type: 'string' }, clients: { type: 'string' } },
});
const productCount = Number(values.products ?? 50_000);
const seconds = Number(values.seconds ?? 10);
const clients = Number(values.clients ?? 32);

const dir = mkdtempSync(join(tmpdir(), 'aisle-bench-'));
const app = createAisleApp({ dbPath: join(dir, 'bench.db'), logger: createMemoryLogger() });
try {
  await app.storage.tenants.create({ id: 'bench', pageSize: 10 });
  const products = syntheticCatalog(productCount);
  const importStart = performance.now();
  app.storage.catalog.upsertMany('bench', products);
  const importSeconds = (performance.now() - importStart) / 1000;
  console.log(
    `catalogue: ${productCount} products imported in ${importSeconds.toFixed(2)} s (${Math.round(productCount / importSeconds)} products/s)`,
  );

  const token = (await app.deps.credentials.mintToken('bench', 3600)).token;
  const caller = app.createCaller({ tenantId: 'bench', authorization: `Bearer ${token}` });
  const runInProcess = async (hide: boolean, rounds: number, sessionId?: string) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const content of BENCH_QUERIES) {
        const start = performance.now();
        const request = { content, operationHideAiMessage: hide, ...(sessionId && { sessionId }) };
        for await (const _event of await caller.search(request)) void _event;
        times.push(performance.now() - start);
      }
    }
    return times;
  };
  await runInProcess(true, 2); // warm-up
  const hidden = await runInProcess(true, 25);
  console.log(
    `in-process search, AI message hidden: p50 ${ms(percentile(hidden, 50))}, p99 ${ms(percentile(hidden, 99))} (${hidden.length} queries)`,
  );
  const conversation = await runInProcess(true, 25, 'bench-session');
  console.log(
    `in-process search in a conversation (sessionId: memory read and write), AI message hidden: p50 ${ms(percentile(conversation, 50))}, p99 ${ms(percentile(conversation, 99))} (${conversation.length} queries)`,
  );
  const shown = await runInProcess(false, 10);
  console.log(
    `in-process search, offline chat message: p50 ${ms(percentile(shown, 50))}, p99 ${ms(percentile(shown, 99))} (${shown.length} queries)`,
  );

  const { server, url } = await listen(app.handler, app.logger, { port: 0, host: '127.0.0.1' });
  // Node 20 workers do not take the tsx loader from execArgv: register it, then load the worker module.
  const workerUrl = new URL('./http-load-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: { url, token, tenantId: 'bench', queries: BENCH_QUERIES, clients, seconds },
  });
  const [load] = (await once(worker, 'message')) as [
    { latencies: number[]; failures: number; elapsedSeconds: number },
  ];
  const { latencies, failures } = load;
  const elapsed = load.elapsedSeconds;
  console.log(
    `HTTP, ${clients} concurrent clients, full streams with chat: ${(latencies.length / elapsed).toFixed(0)} streams/s ` +
      `(${latencies.length} in ${elapsed.toFixed(1)} s, ${failures} failed), latency p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  server.closeAllConnections();
  server.close();
} finally {
  app.close();
  rmSync(dir, { recursive: true, force: true });
}
