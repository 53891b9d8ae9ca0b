import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { acmeProducts } from '../helpers/test-catalog.ts';
import { chatText, dataMessages, parseEventStream } from '../helpers/sse.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

async function search(body: Record<string, unknown>) {
  const response = await server.operation('/api/operation/search', body);
  const text = await response.text();
  assert.is(response.status, 200, text);
  return { response, messages: parseEventStream(text) };
}

test('streams text/event-stream with the documented headers and framing', async () => {
  const { response, messages } = await search({ content: 'waterproof hiking boot' });
  assert.is(response.headers.get('content-type'), 'text/event-stream');
  assert.is(response.headers.get('cache-control'), 'no-cache');
  assert.is(response.headers.get('x-accel-buffering'), 'no');
  const data = dataMessages(messages);
  assert.is(data.length, 1);
  assert.is(data[0]?.['responseType'], 'ProductSearch');
});

test('chat arrives as several chunks, first chunk before the data message', async () => {
  const { messages } = await search({ content: 'waterproof hiking boot' });
  const chunks = messages.filter((m) => 'chatStream' in m);
  assert.ok(chunks.length >= 2, `expected several chat chunks, got ${chunks.length}`);
  assert.ok('chatStream' in (messages[0] ?? {}), 'the stream opens with a chat chunk');
  const dataIndex = messages.findIndex((m) => 'data' in m);
  assert.ok(
    dataIndex >= 1 && dataIndex < messages.length - 1,
    'data comes after the first chunk, before the last',
  );
  assert.ok(chatText(messages).length > 20);
  assert.match(chatText(messages), /Trailhead Waterproof Hiking Boot|Summit Lightweight Hiking Boot/);
});

test('operationHideAiMessage suppresses every chat message', async () => {
  const { messages } = await search({ content: 'hiking boot', operationHideAiMessage: true });
  assert.is(messages.length, 1);
  assert.ok('data' in (messages[0] ?? {}));
});

test('payload is id-only by default and full product objects on request', async () => {
  const ids = await search({ content: 'waterproof hiking boot', operationHideAiMessage: true });
  const idPayload = dataMessages(ids.messages)[0]?.['responsePayload'] as Record<string, unknown>[];
  assert.ok(idPayload.length > 0);
  for (const item of idPayload) assert.equal(Object.keys(item), ['id']);
  assert.is(idPayload[0]?.['id'], 'boot-1');

  const full = await search({
    content: 'waterproof hiking boot',
    operationHideAiMessage: true,
    operationReturnFullProductInfo: true,
  });
  const fullPayload = dataMessages(full.messages)[0]?.['responsePayload'] as Record<string, unknown>[];
  assert.equal(
    fullPayload[0],
    acmeProducts.find((p) => p.id === 'boot-1'),
  );
});

test('pageSize: tenant default when omitted, honoured when given, capped at 100', async () => {
  const byDefault = dataMessages(
    (await search({ content: 'merino sock', operationHideAiMessage: true })).messages,
  )[0];
  assert.is((byDefault?.['responsePayload'] as unknown[]).length, 5, 'tenant acme has pageSize 5');
  assert.is(byDefault?.['total'], 25);
  assert.is(byDefault?.['hasMoreProducts'], true);

  const three = dataMessages(
    (await search({ content: 'merino sock', pageSize: 3, operationHideAiMessage: true })).messages,
  )[0];
  assert.is((three?.['responsePayload'] as unknown[]).length, 3);

  const all = dataMessages(
    (await search({ content: 'merino sock', pageSize: 5000, operationHideAiMessage: true })).messages,
  )[0];
  assert.is((all?.['responsePayload'] as unknown[]).length, 25);
  assert.is(all?.['total'], 25);
  assert.is(all?.['hasMoreProducts'], false);

  const huge = await search({ content: 'merino sock', pageSize: 1e20, operationHideAiMessage: true });
  assert.is((dataMessages(huge.messages)[0]?.['responsePayload'] as unknown[]).length, 25);
});

test('a pageSize past the largest double ("1e400") is capped too; "-1e400" is too small, not "got null"', async () => {
  const beyond = await server.operation(
    '/api/operation/search',
    '{"content":"merino sock","pageSize":1e400,"operationHideAiMessage":true}',
  );
  const text = await beyond.text();
  assert.is(beyond.status, 200, text);
  assert.is((dataMessages(parseEventStream(text))[0]?.['responsePayload'] as unknown[]).length, 25);
  const below = await server.operation('/api/operation/search', '{"content":"sock","pageSize":-1e400}');
  assert.is(below.status, 400);
  const { error } = (await below.json()) as { error: { message: string } };
  assert.is(error.message, 'Invalid request: pageSize: Too small: expected number to be >=1 (got -Infinity)');
});

test('page (extension) walks through the results without overlap', async () => {
  const seen = new Set<string>();
  for (let page = 1; page <= 3; page += 1) {
    const data = dataMessages(
      (await search({ content: 'merino sock', pageSize: 10, page, operationHideAiMessage: true })).messages,
    )[0];
    for (const item of data?.['responsePayload'] as { id: string }[]) seen.add(item.id);
    assert.is(data?.['hasMoreProducts'], page < 3);
  }
  assert.is(seen.size, 25);
});

test('echoes sessionId and visitorId, omits them when absent', async () => {
  const withIds = dataMessages(
    (await search({ content: 'boot', sessionId: 's-1', visitorId: 'v-9', operationHideAiMessage: true }))
      .messages,
  )[0];
  assert.is(withIds?.['sessionId'], 's-1');
  assert.is(withIds?.['visitorId'], 'v-9');
  const without = dataMessages((await search({ content: 'boot', operationHideAiMessage: true })).messages)[0];
  assert.not.ok('sessionId' in (without ?? {}));
  assert.not.ok('visitorId' in (without ?? {}));
});

test('hostile queries never error', async () => {
  const hostile = [
    '"unbalanced quote',
    'boot AND OR NOT NEAR(',
    'boot* ^title: -leather',
    '🥾🥾 boots 🔥',
    "'; DROP TABLE products; --",
    '))))((((',
    '*',
    '   ',
    'ünïcödé straße',
  ];
  for (const content of hostile) {
    const response = await server.operation('/api/operation/search', { content });
    assert.is(response.status, 200, `${content}: ${await response.clone().text()}`);
    assert.ok(dataMessages(parseEventStream(await response.text())).length === 1, content);
  }
  const after = dataMessages(
    (await search({ content: 'hiking boot', operationHideAiMessage: true })).messages,
  )[0];
  assert.ok((after?.['total'] as number) >= 2, 'catalogue intact after the SQL-looking query');
});

test('accepts the deprecated top-level websiteUrl and full chatMetadata', async () => {
  const response = await server.operation('/api/operation/search', {
    content: 'boot',
    websiteUrl: 'https://shop.example/boots',
    chatMetadata: {
      productId: 'boot-1',
      variantId: 'boot-1-brn',
      title: 'Trailhead',
      websiteUrl: 'https://x.example/',
    },
    requestOrigin: 'Operation',
    productIds: [],
  });
  assert.is(response.status, 200);
});

test('chatMetadata.productId: "something cheaper" on a boot’s page shows cheaper hiking boots only', async () => {
  const { messages } = await search({
    content: 'something cheaper',
    chatMetadata: { productId: 'boot-1' },
    operationReturnFullProductInfo: true,
  });
  const data = dataMessages(messages)[0] as {
    responsePayload: { id: string; price: number }[];
    total: number;
  };
  assert.equal(
    data.responsePayload.map((product) => product.id),
    ['boot-2'],
  );
  assert.is(data.total, 1);
  assert.match(
    chatText(messages),
    /Showing alternatives to the Trailhead Waterproof Hiking Boot under \$110\./,
  );
});

test('sessionId: a follow-up over HTTP narrows the conversation’s last search', async () => {
  await search({ content: 'hiking boots', sessionId: 'http-conv-1' });
  const { messages } = await search({ content: 'under $100', sessionId: 'http-conv-1' });
  const data = dataMessages(messages)[0] as { responsePayload: { id: string }[]; sessionId: string };
  assert.equal(
    data.responsePayload.map((product) => product.id),
    ['boot-2'],
  );
  assert.is(data.sessionId, 'http-conv-1');
  assert.match(chatText(messages), /^Showing hiking boots under \$100\./);
});

test('content of only control characters is answered as whitespace-only content is: no error, an invitation', async () => {
  const answer = async (content: string) => {
    const { messages } = await search({ content });
    const [data] = dataMessages(messages);
    return { chat: chatText(messages), ids: data?.['responsePayload'], total: data?.['total'] };
  };
  const blank = await answer(' \t\n');
  assert.match(blank.chat, /^Whenever you're ready, tell me what you're looking for/);
  assert.ok(Number(blank.total) > 0, 'the popular products are listed');
  for (const content of ['\u0000\u0007', '\u001b \u007f']) {
    assert.equal(await answer(content), blank, JSON.stringify(content));
  }
});

test.run();
