/**
 * One pass of `npm run bench:paired` (started by paired-bench.ts, not by hand): loads two source trees of Aisle
 * into this process, each with its own database of the same relevance set, and runs the set's dev queries through
 * both callers, alternating which goes first query by query, so that the machine's drift falls on both alike.
 * Prints JSON: per tree, each query's time in ms (query order), and how many queries' top 10 differ.
 * Arguments: --first DIR --second DIR --set NAME --dir RELEVANCE_DIR [--limit N].
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadRelevanceSet } from './relevance/relevance-set.ts';
import { warmUpSearches } from './relevance/warm-up.ts';

const { values } = parseArgs({
  options: {
    first: { type: 'string' },
    second: { type: 'string' },
    set: { type: 'string', default: 'homedepot' },
    dir: { type: 'string' },
    limit: { type: 'string' },
  },
});

type Search = (content: string) => Promise<string>;

/** A search function over a fresh database of `products`, built by the tree at `root`. */
async function engine(root: string, products: readonly { id: string; title: string }[]) {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { createAisleApp } = await load('adapters/compose.ts');
  const { createMemoryLogger } = await load('adapters/logger.ts');
  const { createOfflineComposer } = await load('llm/index.ts');
  const work = mkdtempSync(join(tmpdir(), 'aisle-paired-'));
  const app = createAisleApp({
    dbPath: join(work, 'paired.db'),
    logger: createMemoryLogger(),
    composer: createOfflineComposer(),
  });
  app.storage.tenants.create({ id: 'paired', pageSize: 10, allowance: null });
  app.storage.catalog.upsertMany('paired', products);
  const token = (await app.deps.credentials.mintToken('paired', 3600)).token;
  const caller = app.createCaller({ tenantId: 'paired', authorization: `Bearer ${token}` });
  const search: Search = async (content) => {
    let ids = '';
    const events = await caller.search({ content, pageSize: 10, operationHideAiMessage: true });
    for await (const event of events as AsyncIterable<object>) {
      if ('data' in event) {
        const data = event.data as { responsePayload: { id: string }[] };
        ids = data.responsePayload.map((item) => item.id).join(',');
      }
    }
    return ids;
  };
  // The same warm-up as `npm run bench:relevance`.
  for (const content of warmUpSearches(products.map((product) => product.title))) await search(content);
  const close = () => {
    app.close();
    rmSync(work, { recursive: true, force: true });
  };
  return { search, close };
}

const set = loadRelevanceSet(values.dir ?? '', values.set ?? '');
const queries = set.queries.slice(0, values.limit === undefined ? undefined : Number(values.limit));
const first = await engine(values.first ?? '', set.products);
const second = await engine(values.second ?? '', set.products);
const times: [number[], number[]] = [[], []];
let differ = 0;
try {
  for (let i = 0; i < queries.length; i++) {
    const text = queries[i]!.text;
    const order: (0 | 1)[] = i % 2 === 0 ? [0, 1] : [1, 0];
    const ids: string[] = [];
    for (const which of order) {
      const start = performance.now();
      ids.push(await (which === 0 ? first : second).search(text));
      times[which].push(performance.now() - start);
    }
    if (ids[0] !== ids[1]) differ++;
  }
} finally {
  first.close();
  second.close();
}
console.log(JSON.stringify({ first: times[0], second: times[1], differ }));
