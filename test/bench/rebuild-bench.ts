/**
 * `npm run bench:rebuild`: what one tenant's catalogue change costs the others. A tenant of 54,667
 * generated products (Home Depot's size) has one product changed, then searches as the core does (vocabulary,
 * then search; its indexes are rebuilt);
 * meanwhile a small tenant searches every 5 ms. Printed per round, for the build in a worker thread (the
 * default for a database file) and on the event loop (`workerBuildMin: Infinity`): the changed tenant's first
 * search, the longest event-loop gap (1 ms timer) and the other tenant's slowest search.
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
    await search('large', relevance.text); // starts the worker, if any
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
      const first = performance.now() - start;
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
