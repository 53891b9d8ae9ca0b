import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CUT_SHORT_SUFFIX, createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { closedPortUrl } from '../helpers/fake-ollama-server.ts';
import {
  collect,
  fakeOllamaPerTest,
  memoryLogger,
  offlineText,
  searchInput,
} from '../helpers/ollama-composer-inputs.ts';

const { fake, composer } = fakeOllamaPerTest(test);

test('unreachable host → the offline text and one logged line', async () => {
  const logger = memoryLogger();
  const chat = createOllamaComposer({ host: await closedPortUrl(), model: 'llama3.2', logger });
  const text = (await collect(chat.searchMessage(searchInput()))).join('');
  assert.is(text, await offlineText());
  assert.is(chat.stats().fallbacks.unreachable, 1);
  assert.is(logger.lines.length, 1);
  assert.match(
    logger.lines[0] ?? '',
    /offline text used for a search message \(Ollama at .* unreachable: ECONNREFUSED\)/,
  );
});

test('Ollama 500 → the offline text', async () => {
  fake().script('/api/chat', { status: 500, error: 'llama runner process has terminated' });
  const chat = composer();
  assert.is((await collect(chat.searchMessage(searchInput()))).join(''), await offlineText());
  assert.is(chat.stats().fallbacks.serverError, 1);
});

test('no first token within the timeout → the offline text, and the slow request is aborted', async () => {
  fake().script('/api/chat', { firstTokenDelayMs: 2000 });
  const chat = composer({ firstTokenTimeoutMs: 150 });
  const started = Date.now();
  assert.is((await collect(chat.searchMessage(searchInput()))).join(''), await offlineText());
  assert.ok(Date.now() - started < 1000);
  assert.is(chat.stats().fallbacks.firstTokenTimeout, 1);
  await fake().waitFor(() => fake().aborted.length === 1, 1000);
});

test('a broken connection after the first token ends the text cleanly', async () => {
  fake().script('/api/chat', { tokens: ['One ', 'two ', 'three'], failAfterTokens: 2, failure: 'destroy' });
  const chat = composer();
  assert.equal(await collect(chat.searchMessage(searchInput())), ['One ', 'two ', CUT_SHORT_SUFFIX]);
  assert.is(chat.stats().interrupted, 1);
});

test('an in-stream error line after the first token ends the text cleanly', async () => {
  fake().script('/api/chat', { tokens: ['One ', 'two'], failAfterTokens: 1, failure: 'error-line' });
  const chat = composer();
  assert.equal(await collect(chat.searchMessage(searchInput())), ['One ', CUT_SHORT_SUFFIX]);
});

test('a stall between tokens ends the text cleanly', async () => {
  fake().script('/api/chat', { tokens: ['One ', 'two'], tokenDelayMs: 2000 });
  const chat = composer({ idleTimeoutMs: 100 });
  assert.equal(await collect(chat.searchMessage(searchInput())), ['One ', CUT_SHORT_SUFFIX]);
  await fake().waitFor(() => fake().aborted.length === 1, 100);
});

test('a reply cut off by the token limit ends with the cut-short mark', async () => {
  fake().script('/api/chat', { tokens: ['One ', 'two'], doneReason: 'length' });
  const chat = composer();
  assert.equal(await collect(chat.searchMessage(searchInput())), ['One ', 'two', CUT_SHORT_SUFFIX]);
});

test('a slow consumer does not count as an Ollama stall', async () => {
  fake().script('/api/chat', { tokens: ['One ', 'two ', 'three'] });
  const chat = composer({ idleTimeoutMs: 100 });
  const chunks: string[] = [];
  for await (const chunk of chat.searchMessage(searchInput())) {
    chunks.push(chunk);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  assert.equal(chunks, ['One ', 'two ', 'three']);
});

test('queue overflow → the offline text; the slot is released when the stream ends', async () => {
  fake().script('/api/chat', { tokens: ['slow ', 'answer'], tokenDelayMs: 300 }, { tokens: ['later'] });
  const chat = composer({ maxConcurrent: 1, maxQueueWaitMs: 50 });
  const first = collect(chat.searchMessage(searchInput()));
  await fake().waitFor(() => fake().requests.length === 1);
  assert.is((await collect(chat.searchMessage(searchInput()))).join(''), await offlineText());
  assert.is(chat.stats().fallbacks.queueTimeout, 1);
  assert.equal(await first, ['slow ', 'answer']);
  assert.equal(await collect(chat.searchMessage(searchInput())), ['later']);
  assert.is(chat.stats().active, 0);
});

test('a queued request gets the slot when it frees up in time', async () => {
  fake().script('/api/chat', { tokens: ['first'], firstTokenDelayMs: 60 }, { tokens: ['second'] });
  const chat = composer({ maxConcurrent: 1, maxQueueWaitMs: 1000 });
  const [a, b] = await Promise.all([
    collect(chat.searchMessage(searchInput())),
    collect(chat.searchMessage(searchInput())),
  ]);
  assert.equal([a, b], [['first'], ['second']]);
  assert.is(chat.stats().fallbacks.queueTimeout, 0);
});

test('a cart or checkout request is answered as offline, with no model asked', async () => {
  const chat = composer();
  const input = { ...searchInput(), storefront: 'checkout' as const, products: [], total: 0 };
  const text = (await collect(chat.searchMessage(input))).join('');
  assert.is(text, "You can check out from the shop's cart; I can't add to the cart or place orders for you.");
  assert.is(fake().requestsTo('/api/chat').length, 0);
});

test.run();
