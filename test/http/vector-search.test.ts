/**
 * Search fusion over HTTP: a real server and SQLite file, the Ollama backend pointed at the loopback Ollama
 * (chat model and embedding model), product vectors written by the embedding pipeline through it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { embedCatalog } from '../../adapters/cli/embed-catalog.ts';
import { createAisleApp, type AisleApp } from '../../adapters/compose.ts';
import { listen } from '../../adapters/http/node-server.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import type { Product } from '../../core/index.ts';
import { readLlmConfig, selectBackend } from '../../llm/index.ts';
import { dataMessages, parseEventStream } from '../helpers/sse.ts';
import { startFakeOllama, type FakeOllama } from '../helpers/fake-ollama-server.ts';

const EMBED_MODEL = 'all-minilm';

/** A toy meaning space [wet-weather footwear, hiking, anything else]: a keyword decides the vector. */
function embed(text: string): number[] {
  const t = text.toLowerCase();
  if (t.includes('puddle') || t.includes('wellington')) return [1, 0, 0];
  if (t.includes('galoshes')) return [0.95, 0, 0.3];
  if (t.includes('hiking')) return [0.1, 1, 0];
  if (t.includes('scarf')) return [0.3, 0, 1];
  return [0, 0.2, 1];
}

const boot = (n: number, price: number): Product => ({
  id: `boot-${n}`,
  title: `Ridge ${n} Hiking Boots`,
  description: 'Sturdy boots for the trail.',
  brand: 'Northpeak',
  category: 'Footwear',
  price,
});

const PRODUCTS: Product[] = [
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => boot(n, 70 + n * 5)),
  {
    id: 'wellington',
    title: 'Classic Wellington',
    description:
      'Tall natural rubber with a cotton lining, a reinforced heel and a deep tread; these boots are ' +
      'made in a small workshop and hand-finished, with a pull tab and a roomy calf that fits over jeans.',
    brand: 'Marsh',
    category: 'Footwear',
    price: 60,
  },
  { id: 'galoshes', title: 'Deluxe Galoshes', description: 'Overshoes.', category: 'Footwear', price: 300 },
  { id: 'jacket', title: 'Storm Jacket', description: 'A light shell.', category: 'Clothing', price: 90 },
  // Closer in meaning to the query than the hiking boots, so those fall out of the vector top 50.
  ...Array.from({ length: 60 }, (_, i) => ({ id: `scarf-${i}`, title: `Wool Scarf ${i}`, price: 20 })),
];

let fake: FakeOllama;
let dir: string;
let hybrid: { app: AisleApp; server: Server; url: string; logs: string[] };
let lexical: { app: AisleApp; server: Server; url: string };
let token: string;

test.before(async () => {
  fake = await startFakeOllama({ models: ['llama3.2', EMBED_MODEL], embed });
  dir = mkdtempSync(join(tmpdir(), 'aisle-vector-'));
  const dbPath = join(dir, 'aisle.db');
  const logger = createMemoryLogger();
  const env = { AISLE_LLM: 'ollama', OLLAMA_HOST: fake.url, AISLE_EMBED_MODEL: EMBED_MODEL };
  const backend = await selectBackend(readLlmConfig(env), logger);
  assert.ok(backend.embedder, 'the backend has an embedder');
  const app = createAisleApp({ dbPath, logger, backend, vectorTimeoutMs: 1000 });
  await app.storage.tenants.create({ id: 'shop', pageSize: 5 });
  app.storage.catalog.upsertMany('shop', PRODUCTS);
  const embedded = await embedCatalog(app.storage, 'shop', backend.embedder);
  assert.is(embedded.embedded, PRODUCTS.length);
  token = (await app.deps.credentials.mintToken('shop', 24 * 3600)).token;
  hybrid = {
    app,
    logs: logger.lines,
    ...(await listen(app.handler, logger, { port: 0, host: '127.0.0.1' })),
  };
  // The same database without a model: the lexical ranking to compare with.
  const plain = createAisleApp({ dbPath, logger: createMemoryLogger() });
  lexical = { app: plain, ...(await listen(plain.handler, logger, { port: 0, host: '127.0.0.1' })) };
});

test.after(async () => {
  for (const { server, app } of [hybrid, lexical]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    app.close();
  }
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The ids of one search page, and the data message's total. */
async function search(url: string, content: string, page = 1): Promise<{ ids: string[]; total: number }> {
  const response = await fetch(`${url}/api/operation/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Tenantid: 'shop', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ content, page, operationHideAiMessage: true }),
  });
  const text = await response.text();
  assert.is(response.status, 200, text);
  const data = dataMessages(parseEventStream(text))[0] ?? {};
  const payload = data['responsePayload'] as { id: string }[];
  return { ids: payload.map((p) => p.id), total: data['total'] as number };
}

/** Every id of a search, page after page. */
async function allPages(url: string, content: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const result = await search(url, content, page);
    ids.push(...result.ids);
    if (ids.length >= result.total) break;
  }
  return ids;
}

const embedRequests = () => fake.requestsTo('/api/embed').length;

test('a product ranked low lexically but close in meaning rises to the first page', async () => {
  const plain = await allPages(lexical.url, 'puddle boots');
  assert.is(plain.length, 8, 'eight products say "boots"');
  assert.ok(plain.indexOf('wellington') >= 5, `lexically on page 2: ${plain.join(' ')}`);

  const before = embedRequests();
  const first = await search(hybrid.url, 'puddle boots');
  assert.is(embedRequests(), before + 1, 'the query was embedded once');
  assert.is(first.total, 8, 'total stays the lexical total');
  // Reciprocal rank fusion (k = 60): 1/68 + 1/61 (lexical 8th, vector 1st) beats 1/61 (lexical 1st only).
  assert.is(first.ids[0], 'wellington', first.ids.join(' '));
  // No filters: a product sharing no word with the query joins from the vector side, within the total.
  assert.ok(first.ids.includes('galoshes'), first.ids.join(' '));
  const fused = await allPages(hybrid.url, 'puddle boots');
  assert.is(fused.length, 8, 'as many products as the total says');
  assert.is(new Set(fused).size, 8, 'no product twice across pages');
  assert.is(embedRequests(), before + 1, 'later pages use the cached query embedding');
});

test('with filters, only the lexical window is re-ranked: every product shown passes them', async () => {
  const { ids, total } = await search(hybrid.url, 'puddle boots under $100');
  const lexicalTotal = (await search(lexical.url, 'puddle boots under $100')).total;
  assert.is(total, lexicalTotal);
  const plain = (await search(lexical.url, 'puddle boots under $100')).ids;
  assert.not.ok(plain.includes('wellington'), `lexically not on the first page: ${plain.join(' ')}`);
  assert.ok(ids.includes('wellington'), `on the first page: ${ids.join(' ')}`);
  assert.not.ok(ids.includes('galoshes'), 'close in meaning but $300');
  const prices = new Map(PRODUCTS.map((p) => [p.id, p.price ?? 0]));
  assert.ok(ids.every((id) => (prices.get(id) ?? 0) <= 100));
});

test('other sorts and an empty text stay lexical (no embedding asked)', async () => {
  const before = embedRequests();
  const cheapest = await search(hybrid.url, 'cheapest puddle boots');
  assert.equal(cheapest.ids, (await search(lexical.url, 'cheapest puddle boots')).ids);
  assert.is(embedRequests(), before);
});

test('the embedding model failing or hanging: lexical results, one log line per outage', async () => {
  const expected = (content: string) => search(lexical.url, content).then((r) => r.ids);
  fake.script('/api/embed', { status: 500, error: 'model crashed' }, { firstTokenDelayMs: 3000 });
  assert.equal((await search(hybrid.url, 'muddy boots')).ids, await expected('muddy boots'));
  assert.equal((await search(hybrid.url, 'boots for mud')).ids, await expected('boots for mud'));
  await fake.waitFor(() => fake.aborted.some((r) => r.path === '/api/embed'), 2000);
  const outage = hybrid.logs.filter((line) => line.includes('vector search unavailable'));
  assert.is(outage.length, 1, hybrid.logs.join('\n'));
  assert.match(outage[0] ?? '', /model crashed/);

  assert.is((await search(hybrid.url, 'wellington boots')).ids[0], 'wellington');
  assert.ok(hybrid.logs.some((line) => line.includes('vector search answers again')));
});

test('/healthz says whether embeddings are active', async () => {
  const [on, off] = await Promise.all(
    [hybrid.url, lexical.url].map(async (url) => (await fetch(`${url}/healthz`)).json()),
  );
  const embeddings = (on as { embeddings: Record<string, unknown> }).embeddings;
  assert.is(embeddings['active'], true);
  assert.is(embeddings['model'], EMBED_MODEL);
  assert.is(embeddings['tenantsLoaded'], 1);
  assert.is(embeddings['vectors'], PRODUCTS.length);
  assert.ok((embeddings['resultCacheHits'] as number) > 0, 'later pages reuse the vector ranking');
  assert.ok((on as { llm?: { mode: string } }).llm?.mode === 'ollama');
  assert.equal((off as { embeddings: unknown }).embeddings, { active: false });
});

test.run();
