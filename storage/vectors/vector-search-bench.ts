/**
 * The latency the vector path adds to a search, end to end through the core's search procedure, on a
 * 50,000-product catalogue with 768-dimensional vectors in a temporary SQLite file. The same queries run
 * lexically and hybrid; the query embedding comes from an in-process stand-in (a seeded random vector per
 * text), so the figures are Aisle's own cost: the wider lexical window, the scan, fusion and the extra reads.
 * A real model adds its query embedding time on a cache miss (repeated queries are cached).
 * Also reports the first (cold) load of the tenant's vectors and the longest event-loop stall.
 * Run: npx tsx storage/vectors/vector-search-bench.ts [products] [dimensions]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createAisleCaller, type CoreDeps } from '../../core/index.ts';
import { createOfflineComposer, VectorIndex } from '../../llm/index.ts';
import { BENCH_QUERIES, syntheticCatalog } from '../../test/bench/synthetic-catalog.ts';
import { openStorage } from '../index.ts';
import { createVectorSearch } from './vector-search.ts';

const count = Number(process.argv[2] ?? 50_000);
const dims = Number(process.argv[3] ?? 768);
const ROUNDS = 10;
const MODEL = 'bench-embed';

let seed = 42;
const random = () => {
  seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
  return seed / 2 ** 32 - 0.5;
};
const randomVector = () => Float32Array.from({ length: dims }, random);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'aisle-vector-bench-'));
const storage = openStorage(join(dir, 'bench.db'));
try {
  await storage.tenants.create({ id: 'bench', pageSize: 10 });
  const products = syntheticCatalog(count);
  storage.catalog.upsertMany('bench', products);
  let start = performance.now();
  for (let i = 0; i < products.length; i += 1000) {
    const rows = products
      .slice(i, i + 1000)
      .map((p) => ({ productId: p.id, sourceHash: 'x', vector: randomVector() }));
    storage.vectors.putMany('bench', MODEL, rows);
  }
  console.log(
    `${count} products, ${dims}-dim vectors (${((count * dims * 4) / 2 ** 20).toFixed(0)} MB) stored in ${((performance.now() - start) / 1000).toFixed(1)} s; node ${process.version}`,
  );

  const embedder = {
    model: MODEL,
    async embed(texts: readonly string[]) {
      return texts.map(() => randomVector());
    },
  };
  // No result cache: every query pays for the scan (the cost of distinct queries; paging and repeats are cached).
  const vectorSearch = createVectorSearch({
    store: storage.vectors,
    embedder,
    resultCacheSize: 0,
    catalogVersion: (tenantId) => storage.catalog.version(tenantId),
    createIndex: (dimensions, capacity) => new VectorIndex(dimensions, capacity),
  });
  const base: CoreDeps = {
    tenants: storage.tenants,
    credentials: {
      verifyToken: async () => ({ ok: true }),
      verifyApiKey: async () => true,
      mintToken: async () => ({ token: 't', expiresAt: new Date() }),
    },
    catalog: storage.catalog,
    content: storage.content,
    composer: createOfflineComposer(),
  };
  const callers = {
    lexical: createAisleCaller(base)({ tenantId: 'bench', authorization: 'Bearer t' }),
    hybrid: createAisleCaller({ ...base, vectorSearch })({ tenantId: 'bench', authorization: 'Bearer t' }),
  };
  const search = async (which: keyof typeof callers, content: string) => {
    const begin = performance.now();
    for await (const event of await callers[which].search({ content, operationHideAiMessage: true }))
      void event;
    return performance.now() - begin;
  };

  const stall = monitorEventLoopDelay({ resolution: 1 });
  stall.enable();
  start = performance.now();
  await vectorSearch.similar('bench', 'warm up', 10, new AbortController().signal);
  const loadMs = performance.now() - start;
  stall.disable();
  console.log(
    `cold load of the tenant's vectors: ${(loadMs / 1000).toFixed(2)} s (longest event-loop stall ${ms(stall.max / 1e6)}); ` +
      `memory: ${(process.memoryUsage().arrayBuffers / 2 ** 20).toFixed(0)} MB in array buffers`,
  );

  for (const content of BENCH_QUERIES)
    await Promise.all([search('lexical', content), search('hybrid', content)]);
  const times = { lexical: [] as number[], hybrid: [] as number[] };
  const stalls = { lexical: 0, hybrid: 0 };
  for (const which of ['lexical', 'hybrid'] as const) {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    for (let round = 0; round < ROUNDS; round += 1)
      for (const content of BENCH_QUERIES) times[which].push(await search(which, content));
    histogram.disable();
    stalls[which] = histogram.max / 1e6;
  }
  for (const which of ['lexical', 'hybrid'] as const) {
    console.log(
      `${which.padEnd(7)} search: p50 ${ms(pct(times[which], 50))}, p99 ${ms(pct(times[which], 99))}, ` +
        `longest event-loop stall ${ms(stalls[which])} (${times[which].length} queries)`,
    );
  }
  const added = (p: number) => pct(times.hybrid, p) - pct(times.lexical, p);
  console.log(`added by the vector path: p50 ${ms(added(50))}, p99 ${ms(added(99))}`);
  console.log(`vector search stats: ${JSON.stringify(vectorSearch.stats())}`);
} finally {
  storage.close();
  rmSync(dir, { recursive: true, force: true });
}
