import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AisleError } from '../../core/index.ts';
import { collect, fakeOllamaPerTest, memoryLogger, searchInput } from '../helpers/ollama-composer-inputs.ts';

const { fake, composer } = fakeOllamaPerTest(test);

test('streams /api/chat tokens as chunks, in order', async () => {
  fake().script('/api/chat', { tokens: ['The ', 'Trailhead ', 'boot ', 'fits.'] });
  const chat = composer();
  const chunks = await collect(chat.searchMessage(searchInput()));
  assert.equal(chunks, ['The ', 'Trailhead ', 'boot ', 'fits.']);
  const body = fake().requestsTo('/api/chat')[0]?.body as {
    model: string;
    stream: boolean;
    messages: unknown[];
  };
  assert.is(body.model, 'llama3.2');
  assert.is(body.stream, true);
  assert.is(body.messages.length, 2);
  assert.is(chat.stats().completed, 1);
  assert.is(chat.stats().active, 0);
});

test('the model is told which words no product has, partial matches and whom it is for, on the wire', async () => {
  fake().script('/api/chat', { tokens: ['No poles; these boots fit.'] });
  await collect(composer().searchMessage({ ...searchInput(), unmatched: ['poles'] }));
  const body = fake().requestsTo('/api/chat')[0]?.body as { messages: { role: string; content: string }[] };
  const [system, user] = body.messages;
  assert.match(system?.content ?? '', /DATA\.wordsNoProductHas/);
  assert.match(user?.content ?? '', /"wordsNoProductHas":\s*\[\s*"poles"\s*\]/);
  assert.match(user?.content ?? '', /"onlyPartialMatches":\s*false/);
  fake().script('/api/chat', { tokens: ['Closest matches.'] });
  await collect(composer().searchMessage({ ...searchInput(), partial: true }));
  const second = fake().requestsTo('/api/chat')[1]?.body as { messages: { role: string; content: string }[] };
  assert.match(second.messages[0]?.content ?? '', /DATA\.onlyPartialMatches/);
  assert.match(second.messages[1]?.content ?? '', /"onlyPartialMatches":\s*true/);
  fake().script('/api/chat', { tokens: ['For a runner.'] });
  const query = {
    text: 'running',
    filters: { onSale: true },
    sort: 'relevance' as const,
    recipient: 'a runner',
    interest: true,
  };
  await collect(composer().searchMessage({ ...searchInput(), query }));
  const third = fake().requestsTo('/api/chat')[2]?.body as { messages: { role: string; content: string }[] };
  assert.match(third.messages[0]?.content ?? '', /DATA\.understood\.recipient/);
  assert.match(third.messages[0]?.content ?? '', /DATA\.understood\.interest/);
  assert.match(third.messages[0]?.content ?? '', /DATA\.understood\.filters\.onSale/);
  assert.match(third.messages[1]?.content ?? '', /"recipient":\s*"a runner"/);
  assert.match(third.messages[1]?.content ?? '', /"interest":\s*true/);
  assert.match(third.messages[1]?.content ?? '', /"onSale":\s*true/);
});

test('the model is told the page a request was read against, on the wire', async () => {
  fake().script('/api/chat', { tokens: ['Cheaper than the Trailhead: the Summit.'] });
  const context = {
    title: 'Trailhead Waterproof Hiking Boot',
    productId: 'boot-1',
    price: 110,
    relation: 'cheaper' as const,
    fromPage: true,
  };
  const input = searchInput();
  await collect(
    composer().searchMessage({
      ...input,
      query: { ...input.query, filters: { priceMax: 109.99, excludeIds: ['boot-1'] }, context },
    }),
  );
  const body = fake().requestsTo('/api/chat')[0]?.body as { messages: { role: string; content: string }[] };
  const [system, user] = body.messages;
  assert.match(system?.content ?? '', /DATA\.understood\.context/);
  assert.match(user?.content ?? '', /"context":\s*\{\s*"title":\s*"Trailhead Waterproof Hiking Boot"/);
  assert.match(user?.content ?? '', /"relation":\s*"cheaper"/);
});

test('the model is told the constraints a follow-up took back, on the wire', async () => {
  fake().script('/api/chat', { tokens: ['Without the price limit now.'] });
  const input = searchInput();
  await collect(
    composer().searchMessage({
      ...input,
      query: { ...input.query, followUp: true, dropped: { priceMax: 100 } },
    }),
  );
  const body = fake().requestsTo('/api/chat')[0]?.body as { messages: { role: string; content: string }[] };
  const [system, user] = body.messages;
  assert.match(system?.content ?? '', /DATA\.understood\.dropped/);
  // As the offline chat names it ("Dropped as you asked: under $100."), not the raw filter.
  assert.match(user?.content ?? '', /"dropped":\s*\[\s*"under \$100"\s*\]/);
});

test('the model is told the answer to a yes/no question about the viewed product, on the wire', async () => {
  fake().script('/api/chat', { tokens: ['Yes, it is waterproof.'] });
  const context = {
    title: 'Trailhead Waterproof Hiking Boot',
    productId: 'boot-1',
    relation: 'refine' as const,
    fromPage: true,
  };
  const input = searchInput();
  await collect(
    composer().searchMessage({
      ...input,
      request: { ...input.request, content: 'is it waterproof?', chatMetadata: { productId: 'boot-1' } },
      query: { ...input.query, filters: { features: ['waterproof'] }, context },
    }),
  );
  const body = fake().requestsTo('/api/chat')[0]?.body as { messages: { role: string; content: string }[] };
  const [system, user] = body.messages;
  assert.match(system?.content ?? '', /DATA\.viewedProductAnswer/);
  assert.match(
    user?.content ?? '',
    /"viewedProductAnswer":\s*"Yes: the Trailhead Waterproof Hiking Boot you're viewing is waterproof\."/,
  );
});

test('"tell me about it" gives the model the viewed product\'s overview from its data', async () => {
  fake().script('/api/chat', { tokens: ['A sturdy boot.'] });
  const input = searchInput();
  const viewed = input.products[0]!;
  const context = { title: viewed.title, productId: viewed.id, relation: 'refine' as const, fromPage: true };
  await collect(
    composer().searchMessage({
      ...input,
      request: { ...input.request, content: 'tell me about it', chatMetadata: { productId: viewed.id } },
      query: { ...input.query, text: viewed.title, context },
      viewed,
    }),
  );
  const body = fake().requestsTo('/api/chat')[0]?.body as { messages: { role: string; content: string }[] };
  const answer = /"viewedProductAnswer":\s*"([^"]*)"/.exec(body.messages[1]?.content ?? '')?.[1] ?? '';
  assert.ok(answer.startsWith(`The ${viewed.title} you're viewing `), answer);
  assert.match(answer, /costs \$/);
});

test('a client disconnect mid-stream aborts the Ollama request before its stream ends', async () => {
  // 200 tokens 40 ms apart: the fake would write for 8 s. It records an abort only for a connection closed before
  // its reply ended, so the abort is proved by the record, not by a clock (a loaded machine stretches any bound).
  fake().script('/api/chat', { tokens: Array.from({ length: 200 }, (_, i) => `t${i} `), tokenDelayMs: 40 });
  const chat = composer();
  const controller = new AbortController();
  const chunks: string[] = [];
  for await (const chunk of chat.searchMessage(searchInput(controller.signal))) {
    chunks.push(chunk);
    if (chunks.length === 2) controller.abort();
  }
  assert.ok(chunks.length < 200, 'the stream stopped early');
  await fake().waitFor(() => fake().aborted.length === 1, 5000);
  assert.is(chat.stats().cancelled, 1);
  assert.is(chat.stats().active, 0);
});

test('a disconnect before the first token aborts the request too', async () => {
  fake().script('/api/chat', { firstTokenDelayMs: 3000 });
  const chat = composer();
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  const chunks = await collect(chat.searchMessage(searchInput(controller.signal)));
  assert.equal(chunks, []);
  await fake().waitFor(() => fake().aborted.length === 1, 100);
  assert.is(chat.stats().fallbacks.firstTokenTimeout, 0);
});

test('a consumer that stops reading (return) closes the Ollama request', async () => {
  fake().script('/api/chat', { tokens: ['a ', 'b ', 'c ', 'd '], tokenDelayMs: 200 });
  const chat = composer();
  for await (const chunk of chat.searchMessage(searchInput())) {
    assert.is(chunk, 'a ');
    break;
  }
  await fake().waitFor(() => fake().aborted.length === 1, 100);
  assert.is(chat.stats().active, 0);
});

test('Ollama 400 before the first token → AisleError UPSTREAM_REJECTED with its message', async () => {
  fake().script('/api/chat', { status: 400, error: 'prompt is too long for the context window' });
  const logger = memoryLogger();
  const chat = composer({ logger });
  try {
    await collect(chat.searchMessage(searchInput()));
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, AisleError);
    assert.is((error as AisleError).code, 'UPSTREAM_REJECTED');
    assert.is(
      (error as AisleError).message,
      'The AI request was rejected: prompt is too long for the context window',
    );
  }
  assert.is(chat.stats().rejected, 1);
  assert.is(logger.lines.length, 1);
});

test('an unknown model (Ollama 404) is rejected with Ollama’s message', async () => {
  const chat = composer({ model: 'mistral' });
  try {
    await collect(chat.searchMessage(searchInput()));
    assert.unreachable('should throw');
  } catch (error) {
    assert.is((error as AisleError).code, 'UPSTREAM_REJECTED');
    assert.match((error as Error).message, 'model "mistral" not found, try pulling it first');
  }
});

test('compare messages stream from Ollama as well', async () => {
  fake().script('/api/chat', { tokens: ['For ', 'rain: ', 'the Trailhead.'] });
  const chat = composer();
  const input = searchInput();
  const chunks = await collect(
    chat.compareMessage({
      request: input.request,
      products: input.products,
      comparison: [],
      signal: input.signal,
    }),
  );
  assert.equal(chunks.join(''), 'For rain: the Trailhead.');
});

test.run();
