/** `aisle catalog embed` as a child process, against the loopback Ollama and a real SQLite file. */
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { documentText, openStorage } from '../../storage/index.ts';
import { expectExit, jsonLines, runCli, workspace, type Workspace } from '../cli/support/run-cli.ts';
import {
  closedPortUrl,
  letterEmbedding,
  startFakeOllama,
  type FakeOllama,
} from '../helpers/fake-ollama-server.ts';

const MODEL = 'nomic-embed-text';

let ws: Workspace;
let fake: FakeOllama;
test.before.each(async () => {
  ws = workspace();
  fake = await startFakeOllama({ models: ['llama3.2', MODEL] });
});
test.after.each(async () => {
  await fake.close();
  ws.cleanup();
});

const PRODUCTS: Product[] = Array.from({ length: 70 }, (_, i) => ({
  id: `p${String(i).padStart(2, '0')}`,
  title: `Walking boot model ${i}`,
  brand: i % 2 === 0 ? 'Northpeak' : 'Ridgeline',
  category: 'Shoes > Hiking',
  price: 80 + i,
  description: 'Leather upper and a grippy sole. '.repeat(20),
  attributes: { color: i % 3 === 0 ? 'brown' : 'grey', size: ['9', '10'] },
}));

function seed(): void {
  const storage = openStorage(ws.db);
  storage.tenants.create({ id: 'shop' });
  storage.catalog.upsertMany('shop', PRODUCTS);
  storage.close();
}

const env = (extra: Record<string, string> = {}) => ({
  AISLE_LLM: 'auto',
  OLLAMA_HOST: fake.url,
  AISLE_EMBED_MODEL: MODEL,
  // A loaded machine can take longer than the default 1.5 s to answer the child's probe.
  AISLE_LLM_PROBE_MS: '20000',
  ...extra,
});
const embed = (extra: Record<string, string> = {}, ...args: string[]) =>
  runCli(['catalog', 'embed', 'shop', ...args, '--db', ws.db], env(extra));

/** The texts sent to /api/embed, request by request. */
const inputs = (): string[][] =>
  fake.requestsTo('/api/embed').map((r) => (r.body as { input: string[] }).input);

interface VectorRow {
  product_id: string;
  model: string;
  dims: number;
  vector: Buffer;
  seq: number;
}

function vectorRows(): Map<string, VectorRow> {
  const db = new Database(ws.db, { readonly: true });
  try {
    const rows = db
      .prepare('SELECT product_id, model, dims, vector, seq FROM product_vectors WHERE tenant_id = ?')
      .all('shop') as VectorRow[];
    return new Map(rows.map((row) => [row.product_id, row]));
  } finally {
    db.close();
  }
}

/** Float32 little-endian, read back independently of the code under test. */
const floats = (blob: Buffer): number[] =>
  Array.from({ length: blob.byteLength / 4 }, (_, i) => blob.readFloatLE(i * 4));

test('embeds every product in batches, stores Float32 LE vectors; a rerun embeds nothing', async () => {
  seed();
  const first = expectExit(await embed(), 0, 'catalog embed');
  assert.equal(
    inputs().map((batch) => batch.length),
    [64, 6],
    'batches of 64',
  );
  const sent = inputs().flat();
  const text = documentText(MODEL, PRODUCTS[3] as Product);
  assert.ok(sent.includes(text), 'the product text is sent');
  assert.match(text, /^search_document: Walking boot model 3\nBrand: Ridgeline\nCategory: Shoes > Hiking\n/);
  assert.match(text, /\ncolor: brown\nsize: 9, 10\nLeather upper/);
  assert.ok(text.length < 500, 'only the start of the description');

  const rows = vectorRows();
  assert.is(rows.size, 70);
  const row = rows.get('p03');
  assert.ok(row);
  assert.equal([row.model, row.dims], [MODEL, 26]);
  assert.equal(floats(row.vector), letterEmbedding(text), 'the vector the model returned for that text');

  assert.match(
    first.stderr,
    /^aisle: embedding with nomic-embed-text \(Ollama at http:\/\/127\.0\.0\.1:\d+\)$/m,
  );
  assert.match(first.stderr, /^aisle: 70 product\(s\) to embed in shop, 0 up to date$/m);
  assert.match(first.stderr, /^embedded 64\/70 \(91%\), [\d.]+\/s, ETA \d+s$/m);
  assert.match(first.stderr, /^embedded 70\/70 \(100%\), [\d.]+\/s, took \d+s$/m);
  assert.match(
    first.stdout,
    /^embedded 70 product\(s\) in shop with nomic-embed-text \(26 dimensions\); 0 already up to date$/m,
  );

  const again = expectExit(await embed({}, '--json'), 0, 'rerun');
  assert.is(inputs().length, 2, 'no new request');
  const result = JSON.parse(again.stdout) as { embedded: number; unchanged: number };
  assert.equal([result.embedded, result.unchanged], [0, 70]);
});

test('a changed product is re-embedded alone; a deleted one loses its vector; --force re-embeds all', async () => {
  seed();
  expectExit(await embed(), 0, 'first embed');
  const before = vectorRows();
  fake.requests.length = 0;

  // p05 gets a new title, p06 only a new price (not embedded text), p07 is deleted.
  const changed = PRODUCTS.filter((p) => p.id !== 'p07').map((p) =>
    p.id === 'p05' ? { ...p, title: 'Trail runner 5' } : p.id === 'p06' ? { ...p, price: 1 } : p,
  );
  const file = ws.file('changed.jsonl', jsonLines(changed));
  expectExit(await runCli(['catalog', 'import', 'shop', file, '--replace', '--db', ws.db]), 0, 'import');
  assert.not.ok(vectorRows().has('p07'), 'the vector went with the product');

  const update = expectExit(await embed(), 0, 'embed after the change');
  assert.equal(inputs(), [[documentText(MODEL, changed[5] as Product)]]);
  assert.match(update.stdout, /embedded 1 product\(s\) .*; 68 already up to date/);
  const after = vectorRows();
  assert.is(after.size, 69);
  assert.ok(after.get('p05')!.seq > before.get('p05')!.seq, 'p05 rewritten');
  assert.is(after.get('p06')!.seq, before.get('p06')!.seq, 'p06 kept');

  fake.requests.length = 0;
  expectExit(await embed({}, '--force'), 0, '--force');
  assert.is(inputs().flat().length, 69);
});

test('without AISLE_EMBED_MODEL, without Ollama, or without the model pulled: exit 1, saying what to do', async () => {
  seed();
  const down = await closedPortUrl();
  fake.models = ['llama3.2'];
  const [noModel, noOllama, offline, notPulled] = await Promise.all([
    runCli(['catalog', 'embed', 'shop', '--db', ws.db], { AISLE_LLM: 'auto', OLLAMA_HOST: fake.url }),
    embed({ OLLAMA_HOST: down }),
    embed({ AISLE_LLM: 'offline' }),
    embed(),
  ]);
  assert.match(
    expectExit(noModel, 1, 'no AISLE_EMBED_MODEL').stderr,
    /^aisle: AISLE_EMBED_MODEL is not set: .*ollama pull nomic-embed-text/m,
  );
  assert.match(
    expectExit(noOllama, 1, 'no Ollama').stderr,
    /^aisle: cannot embed: Ollama is not usable \(Ollama at http:\/\/127\.0\.0\.1:\d+ unreachable: ECONNREFUSED\)/m,
  );
  assert.match(
    expectExit(offline, 1, 'AISLE_LLM=offline').stderr,
    /^aisle: cannot embed: .*AISLE_LLM=offline/m,
  );
  assert.match(
    expectExit(notPulled, 1, 'model not pulled').stderr,
    /^aisle: cannot embed: model nomic-embed-text is not pulled into Ollama at .*; run: ollama pull nomic-embed-text$/m,
  );
  assert.is(vectorRows().size, 0);
});

test.run();
