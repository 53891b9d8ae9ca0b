/**
 * `npm run bench:relevance`: ranking quality and speed on public e-commerce relevance sets.
 * Each set is read from `$AISLE_RELEVANCE_DIR` (default `<repo>/../shared/relevance/<set>/`; never copied into
 * the repository), imported into a temporary SQLite file (openStorage + catalog.upsertMany) and its dev queries
 * run through the same path as HTTP search: the core's tRPC caller built by createAisleApp, AI message hidden.
 * Prints per set: nDCG@10, zero-result rate, latency p50/p99 per query, query count and import rate.
 * Latency: measured around each caller call after a warm-up (relevance/warm-up.ts: generic phrases and
 * fragments of the catalogue's titles, never the set's queries); a set of fewer than 2,000 queries is run again until 2,000 calls are timed (nDCG and the
 * zero-result rate come from the first run; the 32-entry result cache cannot serve the repeats).
 * Options: --set crowdflower|homedepot|all (default all), --limit N (first N queries), --json,
 * --report PATH (per-query lines as JSONL, for failure analysis; write it outside the repository),
 * --ranking JSON (overrides of the core's rankingDefaults, e.g. '{"typo1":0,"typo2":0}', for ablations),
 * --dump PATH (per query, its judgements and every reranked candidate's features, as JSONL: the input of
 * `npm run train:rerank`; write it outside the repository),
 * --against PATH (an earlier run's --report: prints, per set, the paired difference in nDCG@10 with its bootstrap
 * interval and the queries that went up and down).
 * Each set's nDCG@10 is printed with its 95% bootstrap interval over queries (relevance/bootstrap.ts).
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { createOfflineComposer } from '../../llm/index.ts';
import { openStorage } from '../../storage/index.ts';
import type { RankingOverrides } from '../../storage/search/text/ranking-options.ts';
import { observeReranks } from '../../storage/search/text/rank-candidates.ts';
import type { QueryDump } from './relevance/rerank-dump.ts';
import { bootstrapMean } from './relevance/bootstrap.ts';
import { againstLine, readReport, type QueryReport } from './relevance/against-report.ts';
import { ms, percentile } from './measure.ts';
import { isEvaluable, ndcgAt } from './relevance/ndcg.ts';
import { warmUpSearches } from './relevance/warm-up.ts';
import {
  RELEVANCE_SETS,
  loadRelevanceSet,
  relevanceDir,
  setExists,
  type RelevanceSet,
} from './relevance/relevance-set.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'all' },
    limit: { type: 'string' },
    json: { type: 'boolean', default: false },
    report: { type: 'string' },
    ranking: { type: 'string' },
    dump: { type: 'string' },
    against: { type: 'string' },
  },
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = relevanceDir(repoRoot);
const wanted = values.set === 'all' ? [...RELEVANCE_SETS] : [values.set ?? ''];
const limit = values.limit === undefined ? Infinity : Number(values.limit);
if (!wanted.every((name) => (RELEVANCE_SETS as readonly string[]).includes(name))) {
  console.error(`unknown --set ${values.set}: expected ${RELEVANCE_SETS.join('|')}|all`);
  process.exit(2);
}
if (!Number.isFinite(limit) && values.limit !== undefined) {
  console.error(`--limit expects a number, got ${values.limit}`);
  process.exit(2);
}

const earlier = values.against === undefined ? undefined : readReport(values.against);

interface SetResult {
  set: string;
  products: number;
  importSeconds: number;
  importPerSecond: number;
  queries: number;
  evaluated: number;
  latencySamples: number;
  ndcg10: number;
  /** 95% bootstrap interval of ndcg10 over the set's evaluated queries. */
  ndcg10Interval: [number, number];
  zeroResultRate: number;
  p50Ms: number;
  p99Ms: number;
}

const LATENCY_SAMPLES = 2000;
const ranking = values.ranking === undefined ? undefined : (JSON.parse(values.ranking) as RankingOverrides);

async function runSet(set: RelevanceSet, reports: QueryReport[], dumps: QueryDump[]): Promise<SetResult> {
  const work = mkdtempSync(join(tmpdir(), 'aisle-relevance-'));
  const closers: (() => void)[] = [];
  const app = createAisleApp({
    dbPath: join(work, 'relevance.db'),
    logger: createMemoryLogger(),
    composer: createOfflineComposer(),
  });
  try {
    const tenantId = set.name;
    app.storage.tenants.create({ id: tenantId, pageSize: 10, allowance: null });
    const importStart = performance.now();
    app.storage.catalog.upsertMany(tenantId, set.products);
    const importSeconds = (performance.now() - importStart) / 1000;

    if (ranking !== undefined) {
      // Same database, same code path, the catalogue opened with the ranking overrides.
      const tuned = openStorage(join(work, 'relevance.db'), { ranking });
      closers.push(() => tuned.close());
      app.deps.catalog = tuned.catalog;
    }
    const token = (await app.deps.credentials.mintToken(tenantId, 3600)).token;
    const caller = app.createCaller({ tenantId, authorization: `Bearer ${token}` });
    const search = async (content: string) => {
      let ids: string[] = [];
      let total = 0;
      const iterable = await caller.search({ content, pageSize: 10, operationHideAiMessage: true });
      for await (const event of iterable) {
        if ('data' in event) {
          ids = event.data.responsePayload.map((item) => item.id);
          total = event.data.total;
        }
      }
      return { ids, total };
    };

    for (const content of warmUpSearches(set.products.map((product) => product.title))) await search(content);

    const queries = set.queries.slice(0, limit);
    const times: number[] = [];
    const ndcgs: number[] = [];
    let zero = 0;
    for (const query of queries) {
      let candidates: QueryDump['candidates'] = [];
      if (values.dump !== undefined) {
        observeReranks((ids, positions, features) => {
          candidates = ids.map((id, i) => ({ id, position: positions[i]!, features: features[i]! }));
        });
      }
      const start = performance.now();
      const { ids, total } = await search(query.text);
      const elapsed = performance.now() - start;
      observeReranks(undefined);
      if (values.dump !== undefined) {
        const judgements = Object.fromEntries(query.judgements);
        dumps.push({ set: set.name, id: query.id, query: query.text, judgements, candidates });
      }
      times.push(elapsed);
      if (total === 0) zero++;
      const evaluable = isEvaluable(query.judgements);
      const ndcg = evaluable ? ndcgAt(10, ids, query.judgements) : null;
      if (ndcg !== null) ndcgs.push(ndcg);
      reports.push({
        id: `${set.name}/${query.id}`,
        query: query.text,
        ndcg10: ndcg,
        total,
        top: ids,
        ms: elapsed,
      });
    }
    while (queries.length > 0 && times.length < LATENCY_SAMPLES) {
      for (const query of queries) {
        const start = performance.now();
        await search(query.text);
        times.push(performance.now() - start);
      }
    }
    const interval = bootstrapMean(ndcgs);
    return {
      set: set.name,
      products: set.products.length,
      importSeconds,
      importPerSecond: set.products.length / importSeconds,
      queries: queries.length,
      evaluated: ndcgs.length,
      latencySamples: times.length,
      ndcg10: ndcgs.length === 0 ? 0 : interval.mean,
      ndcg10Interval: [interval.low, interval.high],
      zeroResultRate: queries.length === 0 ? 0 : zero / queries.length,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
    };
  } finally {
    for (const close of closers) close();
    app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const results: SetResult[] = [];
const reports: QueryReport[] = [];
const dumps: QueryDump[] = [];
const missing: string[] = [];
for (const name of wanted) {
  if (!setExists(dir, name)) {
    missing.push(name);
    if (!values.json) console.log(`${name}: relevance set missing (looked in ${join(dir, name)}); skipped`);
    continue;
  }
  const result = await runSet(loadRelevanceSet(dir, name), reports, dumps);
  results.push(result);
  if (!values.json) {
    console.log(
      `${result.set}: nDCG@10 ${result.ndcg10.toFixed(4)} ` +
        `(95% interval ${result.ndcg10Interval.map((value) => value.toFixed(4)).join('–')}) ` +
        `over ${result.evaluated}/${result.queries} queries, ` +
        `zero-result rate ${(result.zeroResultRate * 100).toFixed(1)}%, ` +
        `latency p50 ${ms(result.p50Ms)} p99 ${ms(result.p99Ms)} (${result.latencySamples} calls), ` +
        `import ${result.products} products in ${result.importSeconds.toFixed(2)} s ` +
        `(${Math.round(result.importPerSecond)} products/s)`,
    );
  }
}
if (earlier !== undefined && !values.json) {
  for (const { set } of results) console.log(againstLine(set, values.against ?? '', reports, earlier));
}
if (values.json) console.log(JSON.stringify({ dir, missing, results }, null, 2));
if (values.dump !== undefined) {
  // One line at a time: a large dump exceeds the longest string V8 can build.
  const fd = openSync(values.dump, 'w');
  for (const dump of dumps) writeSync(fd, JSON.stringify(dump) + '\n');
  closeSync(fd);
}
if (values.report !== undefined) {
  writeFileSync(values.report, reports.map((report) => JSON.stringify(report)).join('\n') + '\n');
}
