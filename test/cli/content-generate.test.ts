import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import {
  closedPortUrl,
  startFakeOllama,
  type FakeOllama,
  type FakeReply,
} from '../helpers/fake-ollama-server.ts';
import {
  expectExit,
  jsonLines,
  ROOT,
  runCli,
  workspace,
  type CliResult,
  type Workspace,
} from './support/run-cli.ts';

let ws: Workspace;
let fakes: FakeOllama[] = [];
test.before.each(() => {
  ws = workspace();
  fakes = [];
});
test.after.each(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
  ws.cleanup();
});

const fakeOllama = async (): Promise<FakeOllama> => {
  const fake = await startFakeOllama();
  fakes.push(fake);
  return fake;
};

const product = (id: string, title: string, price = 50): Product => ({ id, title, price, brand: 'Acme' });
const PRODUCTS = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => product(id, `Product ${id.toUpperCase()}`));

const content = (id: string) => ({
  faqs: [
    { question: `What is ${id}?`, answer: `A product called ${id}.` },
    { question: `Who makes ${id}?`, answer: 'Acme.' },
    { question: `What does ${id} cost?`, answer: '$50.' },
  ],
  highlights: [`${id} one`, `${id} two`, `${id} three`],
});
const valid = (id: string, extra: FakeReply = {}): FakeReply => ({
  content: JSON.stringify(content(id)),
  ...extra,
});

function seed(products: readonly Product[] = PRODUCTS): void {
  const storage = openStorage(ws.db);
  storage.tenants.create({ id: 'shop' });
  storage.catalog.upsertMany('shop', products);
  storage.close();
}

const ollamaEnv = (fake: FakeOllama) => ({
  AISLE_LLM: 'ollama',
  OLLAMA_HOST: fake.url,
  AISLE_CHAT_MODEL: 'llama3.2',
});

const generate = (env: Record<string, string>, ...args: string[]): Promise<CliResult> =>
  runCli(['content', 'generate', 'shop', ...args, '--db', ws.db], env);

/** The product id each /api/chat request was about (from the DATA block). */
const requestedIds = (fake: FakeOllama): string[] =>
  fake.requestsTo('/api/chat').map((request) => {
    const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
    return /"id":"([^"]+)"/.exec(messages[1]?.content ?? '')?.[1] ?? '?';
  });

/** Product ids with stored content, and their FAQs and generation time. */
async function storedContent(): Promise<Record<string, { faqs: unknown; faqsGeneratedAt: string | null }>> {
  const storage = openStorage(ws.db);
  try {
    const out: Record<string, { faqs: unknown; faqsGeneratedAt: string | null }> = {};
    for (const id of storage.catalog.ids('shop')) {
      if (storage.content.has('shop', id)) out[id] = await storage.content.faqs('shop', id);
    }
    return out;
  } finally {
    storage.close();
  }
}

test('Ollama content: a retry after invalid JSON, a failing product reported, the run goes on; rerun does the rest', async () => {
  seed(PRODUCTS.slice(0, 3));
  const fake = await fakeOllama();
  fake.script(
    '/api/chat',
    { content: '{"faqs": [{"question": "Is it' }, // a: invalid JSON, then valid on the retry
    valid('a'),
    { content: 'not json' }, // b: three invalid replies
    { content: '{"faqs": []}' },
    { content: '[1, 2' },
    valid('c'),
  );
  const before = new Date().toISOString();
  const run = await generate(ollamaEnv(fake), '--concurrency', '1');
  expectExit(run, 1, 'a product failed');
  assert.equal(requestedIds(fake), ['a', 'a', 'b', 'b', 'b', 'c']);
  const retry = fake.requestsTo('/api/chat')[1]?.body as { messages: { content: string }[] };
  assert.match(retry.messages.at(-1)?.content ?? '', 'the reply was not valid JSON');

  assert.match(
    run.stderr,
    /^aisle: generating with Ollama \(llama3\.2 at http:\/\/127\.0\.0\.1:\d+\), 1 at a time$/m,
  );
  assert.match(run.stderr, /^aisle: 3 product\(s\) to generate in shop, 0 up to date$/m);
  assert.match(
    run.stderr,
    /^aisle: failed: content for product "b": llama3\.2 gave no valid FAQs .* in 3 attempts/m,
  );
  assert.match(run.stderr, /^aisle: 1 product\(s\) failed: "b"$/m);
  // Not a terminal: plain progress lines, the last one with the rate and the time taken.
  assert.match(run.stderr, /^generated 2\/3 \(100%\), 1 failed, [\d.]+\/s, took \d+s$/m);
  assert.match(
    run.stdout,
    /^generated content for 2 product\(s\) in shop with the ollama generator; 0 already up to date; 1 failed$/m,
  );

  const saved = await storedContent();
  assert.equal(Object.keys(saved).sort(), ['a', 'c']);
  assert.equal(saved['a']?.faqs, content('a').faqs, 'the model content is stored');
  const at = saved['a']?.faqsGeneratedAt ?? '';
  assert.match(at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, 'UTC ISO time');
  assert.ok(at >= before && at <= new Date().toISOString(), `${at} within the run`);

  // The next run asks only for the product that failed.
  const again = await fakeOllama();
  again.script('/api/chat', valid('b'));
  const rerun = expectExit(await generate({ ...ollamaEnv(again), AISLE_LLM: 'auto' }, '--json'), 0, 'rerun');
  assert.equal(requestedIds(again), ['b']);
  const json = JSON.parse(rerun.stdout) as { generated: number; skipped: number; generator: string };
  assert.equal([json.generated, json.skipped, json.generator], [1, 2, 'ollama']);
});

test('SIGINT stops taking products, keeps what finished, exits 130; the next run does only the rest', async () => {
  seed();
  const slow = await fakeOllama();
  slow.script('/api/chat', ...PRODUCTS.map((p) => valid(p.id, { firstTokenDelayMs: 400 })));
  const child = spawn(
    process.execPath,
    [join(ROOT, 'adapters/cli/bin.js'), 'content', 'generate', 'shop', '--db', ws.db, '--concurrency', '1'],
    {
      cwd: ROOT,
      env: { ...cleanEnv(), ...ollamaEnv(slow) },
      stdio: 'pipe',
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  try {
    await slow.waitFor(() => slow.requestsTo('/api/chat').length === 2, 20_000);
    child.kill('SIGINT');
    assert.is(await exited, 130, stderr);
  } finally {
    child.kill('SIGKILL');
  }
  const first = requestedIds(slow);
  assert.equal(first, ['a', 'b'], 'no product was taken after the signal');
  assert.equal(
    Object.keys(await storedContent()).sort(),
    first,
    'the product in flight finished and was stored',
  );
  assert.match(stderr, /^aisle: stopping: finishing the work in progress/m);
  assert.match(stderr, /^aisle: interrupted: generated 2 of 6; 4 left, run the command again to continue$/m);

  // Resume, with one already-generated product changed meanwhile: it is regenerated, the other is kept.
  const changed = PRODUCTS.map((p) => (p.id === 'a' ? { ...p, price: 45 } : p));
  expectExit(
    await runCli(['catalog', 'import', 'shop', ws.file('changed.jsonl', jsonLines(changed)), '--db', ws.db]),
    0,
    'import',
  );
  const fast = await fakeOllama();
  fast.script('/api/chat', ...['a', 'c', 'd', 'e', 'f'].map((id) => valid(id)));
  const resumed = expectExit(await generate(ollamaEnv(fast)), 0, 'resumed');
  assert.equal(requestedIds(fast).sort(), ['a', 'c', 'd', 'e', 'f'], 'two at a time: any arrival order');
  assert.match(resumed.stderr, /^aisle: 5 product\(s\) to generate in shop, 1 up to date$/m);
  assert.equal(Object.keys(await storedContent()).sort(), ['a', 'b', 'c', 'd', 'e', 'f']);
});

test('no Ollama (auto): the offline generator, said clearly; bad --concurrency is a usage error', async () => {
  seed(PRODUCTS.slice(0, 2));
  const host = await closedPortUrl();
  const [fallback, bad] = await Promise.all([
    generate({ AISLE_LLM: 'auto', OLLAMA_HOST: host }),
    generate({}, '--concurrency', '0'),
  ]);
  expectExit(fallback, 0, 'offline fallback');
  assert.match(
    fallback.stderr,
    /^aisle: Ollama is not available \(Ollama at http:\/\/127\.0\.0\.1:\d+ unreachable: ECONNREFUSED\); generating with the offline generator \(template text from the product data, no model\) instead$/m,
  );
  assert.match(fallback.stdout, /generated content for 2 product\(s\) in shop with the offline generator/);
  assert.equal(Object.keys(await storedContent()).sort(), ['a', 'b']);
  assert.match(
    expectExit(bad, 2, '--concurrency 0').stderr,
    /^aisle: --concurrency must be an integer from 1 to 64 \(got "0"\)/,
  );
});

/** The environment of the test process without Aisle or Ollama settings (as run-cli gives its children). */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(AISLE_|OLLAMA_)|^(PORT|HOST)$/.test(name)),
  );
}

test.run();
