/**
 * `npm run bench:rebuild`: what one tenant's catalogue change costs the others. A tenant of 54,667
 * generated products (Home Depot's size) has one product changed, then searches as the core does (vocabulary,
 * then search; its indexes are rebuilt);
 * meanwhile a small tenant searches every 5 ms. Printed per round, for the build in a worker thread (the
 * default for a database file) and on the event loop (`workerBuildMin: Infinity`): the changed tenant's first
 * search, the longest event-loop gap (1 ms timer) and the other tenant's slowest search. Before the rounds, the
 * memory the large tenant's cached indexes take: heap plus external memory (typed arrays) after a garbage
 * collection, before and after its first search (the npm script passes --expose-gc).
 * Options: --products N (default 54667), --rounds N (default 3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openStorage } from '../../storage/index.ts';
import { generateCatalog } from '../storage/support/generate-catalog.ts';
import { ms } from './measure.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '54667' }, rounds: { type: 'string', default: '3' } },
});
const size = Number(values.products);
const rounds = Number(values.rounds);
const catalogue = generateCatalog(size);
const relevance = { text: 'waterproof hiking boots', filters: {}, sort: 'relevance' as const };
const firstPage = { offset: 0, limit: 10 };

/** Heap plus external memory (array buffers included) after a full garbage collection, in bytes. */
function settledMemory(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) throw new Error('run with node --expose-gc (npm run bench:rebuild does)');
  collect();
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

async function measure(label: string, workerBuildMin: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-rebuild-'));
  const storage = openStorage(join(dir, 'rebuild.db'), { workerBuildMin });
  /** As the core's search procedure asks: the vocabulary (for the parser), then the search. */
  const search = async (tenantId: string, text: string) => {
    await storage.catalog.vocabulary(tenantId);
    return storage.catalog.search(tenantId, { ...relevance, text }, firstPage);
  };
  try {
    storage.tenants.create({ id: 'large' });
    storage.tenants.create({ id: 'small' });
    storage.catalog.upsertMany('large', catalogue);
    storage.catalog.upsertMany('small', catalogue.slice(0, 500));
    await search('small', relevance.text);
    const before = settledMemory();
    await search('large', relevance.text); // starts the worker, if any
    const indexes = (settledMemory() - before) / 2 ** 20;
    console.log(
      `${label}: the large tenant's cached indexes take ${indexes.toFixed(1)} MB (heap + external)`,
    );
    for (let round = 1; round <= rounds; round++) {
      const changed = catalogue[round]!;
      storage.catalog.upsertMany('large', [{ ...changed, title: `${changed.title} (round ${round})` }]);
      let longestGap = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
      }, 1);
      let searching = true;
      let otherSearches = 0;
      let otherSlowest = 0;
      const other = (async () => {
        while (searching) {
          const start = performance.now();
          await search('small', `boots ${otherSearches}`);
          otherSlowest = Math.max(otherSlowest, performance.now() - start);
          otherSearches++;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const start = performance.now();
      await search('large', relevance.text);
      const end = performance.now();
      const first = end - start;
      // The gap in progress: the worker's reply, the install and this search ran in one task, and the ticker may
      // be cleared before it fires again (when the other tenant's timer comes first).
      longestGap = Math.max(longestGap, end - last);
      searching = false;
      await other;
      clearInterval(ticker);
      console.log(
        `${label}: first search after a change ${ms(first)}, longest event-loop gap ${ms(longestGap)}, ` +
          `other tenant ${otherSearches} searches, slowest ${ms(otherSlowest)}`,
      );
    }
  } finally {
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${size} products, ${rounds} rounds, one product changed per round`);
await measure('worker thread', 5_000);
await measure('event loop', Infinity);
