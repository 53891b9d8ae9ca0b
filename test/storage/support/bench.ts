/**
 * Import and search benchmark on a generated catalogue (not a test; uvu imports it without running it):
 *   npx tsx test/storage/support/bench.ts [count]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SearchQuery } from '../../../core/search/search-query.ts';
import { openStorage, type Storage } from '../../../storage/index.ts';
import { generateCatalog } from './generate-catalog.ts';

export const BENCH_QUERIES: SearchQuery[] = [
  { text: 'red dress', filters: {}, sort: 'relevance' },
  { text: 'waterproof hiking boot', filters: {}, sort: 'relevance' },
  { text: 'wireless headphones', filters: { priceMax: 150 }, sort: 'relevance' },
  { text: 'leather', filters: { colors: ['brown', 'tan'] }, sort: 'price_asc' },
  { text: 'rain jacket', filters: { sizes: ['M'], inStock: true }, sort: 'relevance' },
  { text: 'yoga mat', filters: { minRating: 4 }, sort: 'rating' },
  { text: 'chef knife stainless', filters: { excludeTerms: ['aluminum'] }, sort: 'relevance' },
  { text: 'tent', filters: { categories: ['outdoor'] }, sort: 'newest' },
  { text: 'linen shirt', filters: { audience: ['men'] }, sort: 'relevance' },
  { text: 'backpack', filters: { features: ['waterproof'] }, sort: 'price_desc' },
  { text: 'sunglasses', filters: {}, sort: 'relevance' },
  { text: 'merino wool sweater', filters: {}, sort: 'relevance' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timeQueries(storage: Storage, tenantId: string, runs: number): Promise<number[]> {
  const page = { limit: 10, offset: 0 };
  const all: number[] = [];
  for (const query of BENCH_QUERIES) {
    for (let i = 0; i < 3; i++) await storage.catalog.search(tenantId, query, page); // warm-up
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      total = (await storage.catalog.search(tenantId, query, page)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const label = `${JSON.stringify(query.text)} ${JSON.stringify(query.filters)} ${query.sort}`;
    console.log(
      `  ${label.padEnd(78)} total ${String(total).padStart(6)}  p50 ${ms(percentile(times, 0.5))}`,
    );
  }
  return all.sort((a, b) => a - b);
}

async function main() {
  const count = Number(process.argv[2] ?? 50_000);
  const dir = mkdtempSync(join(tmpdir(), 'aisle-bench-'));
  const path = join(dir, 'bench.db');
  const storage = openStorage(path);
  try {
    const products = generateCatalog(count);
    const rates: number[] = [];
    for (const tenantId of ['run-1', 'run-2', 'run-3']) {
      storage.tenants.create({ id: tenantId });
      const started = performance.now();
      const cpu = process.cpuUsage();
      storage.catalog.upsertMany(tenantId, products);
      const seconds = (performance.now() - started) / 1000;
      const { user, system } = process.cpuUsage(cpu);
      const cpuSeconds = (user + system) / 1e6;
      rates.push(count / seconds);
      console.log(
        `import ${count} into ${tenantId}: ${seconds.toFixed(2)} s wall = ${Math.round(count / seconds)} products/s` +
          ` (CPU ${cpuSeconds.toFixed(2)} s = ${Math.round(count / cpuSeconds)} products/CPU-s)`,
      );
    }
    rates.sort((a, b) => a - b);
    console.log(`import median: ${Math.round(rates[1]!)} products/s`);
    let started = performance.now();
    const again = storage.catalog.upsertMany('run-1', products);
    console.log(`re-import unchanged: ${ms(performance.now() - started)}`, again);

    started = performance.now();
    await storage.catalog.search(
      'run-1',
      { text: 'x', filters: {}, sort: 'relevance' },
      { limit: 1, offset: 0 },
    );
    console.log(
      `first search after an import (loads the in-memory index): ${ms(performance.now() - started)}`,
    );

    console.log('cold (no result cache; every query runs FTS, filters, facets and ordering):');
    const cold = openStorage(path, { resultCacheSize: 0 });
    const coldTimes = await timeQueries(cold, 'run-1', 30);
    console.log(
      `cold typical queries: p50 ${ms(percentile(coldTimes, 0.5))}  p95 ${ms(percentile(coldTimes, 0.95))}`,
    );
    for (const query of [
      { text: '', filters: {}, sort: 'relevance' },
      { text: '', filters: { colors: ['red'], priceMax: 50 }, sort: 'price_asc' },
    ] satisfies SearchQuery[]) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        await cold.catalog.search('run-1', query, { limit: 10, offset: 0 });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`  cold ${JSON.stringify(query)}: p50 ${ms(percentile(times, 0.5))}`);
    }
    cold.close();

    console.log('warm (repeated query or next page, served from the result cache):');
    const warmTimes = await timeQueries(storage, 'run-1', 30);
    console.log(
      `warm typical queries: p50 ${ms(percentile(warmTimes, 0.5))}  p95 ${ms(percentile(warmTimes, 0.95))}`,
    );
  } finally {
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
