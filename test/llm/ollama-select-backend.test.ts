import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Logger } from '../../core/index.ts';
import { LlmConfigError, readLlmConfig, type LlmConfig } from '../../llm/llm-config.ts';
import { selectBackend } from '../../llm/select-backend.ts';
import { closedPortUrl, startFakeOllama, type FakeOllama } from '../helpers/fake-ollama-server.ts';

function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => void lines.push(`info ${m}`), error: (m) => void lines.push(`error ${m}`) };
}

let fake: FakeOllama;
const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  ...readLlmConfig({ OLLAMA_HOST: fake.url }),
  ...overrides,
});

test.before.each(async () => {
  fake = await startFakeOllama({ models: ['llama3.2:latest', 'nomic-embed-text:latest'] });
});
test.after.each(async () => {
  await fake.close();
});

test('auto with the model pulled (llama3.2 matches llama3.2:latest) → Ollama', async () => {
  const logger = memoryLogger();
  const backend = await selectBackend(config(), logger);
  assert.is(backend.mode, 'ollama');
  assert.is(backend.composer.kind, 'ollama');
  assert.is(backend.generator.kind, 'ollama');
  assert.is(backend.queryParser, undefined);
  assert.equal(logger.lines, [`info chat: Ollama at ${fake.url} with llama3.2 in use`]);
  assert.is(fake.requestsTo('/api/tags').length, 1);
  assert.is(backend.stats().chat?.requests, 0);
});

test('auto with the model missing → offline, one line naming the pull command', async () => {
  fake.models = ['mistral:latest'];
  const logger = memoryLogger();
  const backend = await selectBackend(config(), logger);
  assert.is(backend.mode, 'offline');
  assert.is(backend.composer.kind, 'offline');
  assert.equal(logger.lines, [
    'info chat: offline composer in use (model llama3.2 not pulled; run: ollama pull llama3.2)',
  ]);
});

test('auto with the server down → offline, one line saying it is unreachable', async () => {
  const host = await closedPortUrl();
  const logger = memoryLogger();
  const backend = await selectBackend(config({ host }), logger);
  assert.is(backend.mode, 'offline');
  assert.equal(logger.lines, [
    `info chat: offline composer in use (Ollama at ${host} unreachable: ECONNREFUSED)`,
  ]);
  assert.is(backend.reason, `Ollama at ${host} unreachable: ECONNREFUSED`);
});

test('auto with a server that hangs → offline after the probe timeout', async () => {
  fake.script('/api/tags', { firstTokenDelayMs: 2000 });
  const started = Date.now();
  const backend = await selectBackend(config({ probeTimeoutMs: 100 }), memoryLogger());
  assert.is(backend.mode, 'offline');
  assert.is(backend.reason, `Ollama at ${fake.url} did not answer within 100 ms`);
  assert.ok(Date.now() - started < 1000);
});

test('mode ollama fails clearly when the server or the model is missing', async () => {
  const host = await closedPortUrl();
  await selectBackend(config({ mode: 'ollama', host }), memoryLogger()).then(
    () => assert.unreachable('should throw'),
    (error: Error) =>
      assert.match(error.message, `AISLE_LLM=ollama but Ollama at ${host} unreachable: ECONNREFUSED.`),
  );
  await selectBackend(config({ mode: 'ollama', chatModel: 'qwen3' }), memoryLogger()).then(
    () => assert.unreachable('should throw'),
    (error: Error) => assert.match(error.message, 'model qwen3 not pulled; run: ollama pull qwen3'),
  );
});

test('offline mode never probes', async () => {
  const backend = await selectBackend(config({ mode: 'offline' }), memoryLogger());
  assert.is(backend.mode, 'offline');
  assert.is(fake.requests.length, 0);
});

test('query parser and embedder come with Ollama when configured', async () => {
  const logger = memoryLogger();
  const backend = await selectBackend(config({ llmQuery: true, embedModel: 'nomic-embed-text' }), logger);
  assert.ok(backend.queryParser);
  assert.is(backend.embedder?.model, 'nomic-embed-text');
  const missing = await selectBackend(config({ embedModel: 'mxbai-embed-large' }), logger);
  assert.is(missing.embedder, undefined);
  assert.match(
    logger.lines.at(-1) ?? '',
    'embeddings: vector search off (model mxbai-embed-large not pulled',
  );
});

test('readLlmConfig: defaults', () => {
  assert.equal(readLlmConfig({}), {
    mode: 'auto',
    host: 'http://127.0.0.1:11434',
    chatModel: 'llama3.2',
    llmQuery: false,
    firstTokenTimeoutMs: 8000,
    maxConcurrent: 2,
    maxQueueWaitMs: 2000,
    probeTimeoutMs: 1500,
  });
});

test('readLlmConfig: reads every variable', () => {
  const read = readLlmConfig({
    AISLE_LLM: 'ollama',
    OLLAMA_HOST: 'gpu-box:11500',
    AISLE_CHAT_MODEL: 'qwen3:8b',
    AISLE_EMBED_MODEL: 'nomic-embed-text',
    AISLE_LLM_QUERY: '1',
    AISLE_LLM_FIRST_TOKEN_MS: '5000',
    AISLE_LLM_CONCURRENCY: '4',
    AISLE_LLM_QUEUE_MS: '0',
    AISLE_LLM_PROBE_MS: '4000',
  });
  assert.equal(read, {
    mode: 'ollama',
    host: 'http://gpu-box:11500',
    chatModel: 'qwen3:8b',
    embedModel: 'nomic-embed-text',
    llmQuery: true,
    firstTokenTimeoutMs: 5000,
    maxConcurrent: 4,
    maxQueueWaitMs: 0,
    probeTimeoutMs: 4000,
  });
  assert.is(readLlmConfig({ OLLAMA_HOST: 'localhost' }).host, 'http://localhost:11434');
  assert.is(readLlmConfig({ OLLAMA_HOST: ':9999' }).host, 'http://127.0.0.1:9999');
});

test('readLlmConfig: a bad value is named', () => {
  const cases: [Record<string, string>, string][] = [
    [{ AISLE_LLM: 'gpt' }, 'AISLE_LLM must be auto, ollama or offline (got "gpt")'],
    [{ AISLE_LLM_CONCURRENCY: '0' }, 'AISLE_LLM_CONCURRENCY must be a whole number from 1 to 256 (got "0")'],
    [{ AISLE_LLM_FIRST_TOKEN_MS: '8s' }, 'AISLE_LLM_FIRST_TOKEN_MS must be a whole number'],
    [{ AISLE_LLM_QUERY: 'maybe' }, 'AISLE_LLM_QUERY must be 1 or 0 (got "maybe")'],
    [{ OLLAMA_HOST: 'ftp://x' }, 'OLLAMA_HOST must use http or https'],
    [{ AISLE_CHAT_MODEL: 'llama 3' }, 'AISLE_CHAT_MODEL must be an Ollama model name'],
  ];
  for (const [env, message] of cases) {
    assert.throws(
      () => readLlmConfig(env),
      (error: Error) => error instanceof LlmConfigError && error.message.includes(message),
    );
  }
});

test.run();
