import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chatText, dataMessages, parseEventStream } from '../helpers/sse.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

async function compare(body: Record<string, unknown>, tenant = 'acme') {
  const response = await server.operation('/api/operation/compare', body, tenant);
  const text = await response.text();
  assert.is(response.status, 200, text);
  assert.is(response.headers.get('content-type'), 'text/event-stream');
  assert.is(response.headers.get('cache-control'), 'no-cache');
  assert.is(response.headers.get('x-accel-buffering'), 'no');
  const messages = parseEventStream(text);
  return { messages, data: dataMessages(messages)[0] as Record<string, unknown> };
}

test('products come in productIds order; unknown ids are skipped', async () => {
  const { data } = await compare({
    content: 'compare these',
    productIds: ['run-1', 'missing', 'boot-1', 'boot-2'],
  });
  assert.is(data['responseType'], 'ProductComparison');
  assert.equal(data['responsePayload'], [{ id: 'run-1' }, { id: 'boot-1' }, { id: 'boot-2' }]);
  assert.is(data['total'], 3);
  assert.is(data['hasMoreProducts'], false);
});

test('the data message carries an attribute-by-attribute comparison', async () => {
  const { data } = await compare({
    content: 'compare',
    productIds: ['boot-1', 'boot-2'],
    operationHideAiMessage: true,
  });
  const rows = (
    data['comparison'] as { attributes: { name: string; values: (string | null)[]; differs: boolean }[] }
  ).attributes;
  const row = (name: string) => rows.find((r) => r.name === name);
  assert.equal(row('price')?.values, ['110', '89.5']);
  assert.is(row('price')?.differs, true);
  assert.equal(row('category')?.values, ['Shoes > Hiking', 'Shoes > Hiking']);
  assert.is(row('category')?.differs, false);
  assert.equal(row('attributes.material')?.values, ['leather', 'mesh']);
  assert.equal(row('attributes.features')?.values, ['waterproof', 'breathable']);
});

test('full product objects on request; chat hidden on request', async () => {
  const { messages, data } = await compare({
    content: 'compare',
    productIds: ['boot-1', 'tee-1'],
    operationReturnFullProductInfo: true,
    operationHideAiMessage: true,
  });
  assert.is(messages.length, 1);
  const payload = data['responsePayload'] as { id: string; title: string }[];
  assert.is(payload[1]?.title, 'Everyday Cotton T-Shirt');
});

test('the chat compares the products and follows what content asks about', async () => {
  const { messages } = await compare({ content: 'which one is cheaper?', productIds: ['boot-1', 'boot-2'] });
  assert.ok(messages.filter((m) => 'chatStream' in m).length >= 2);
  const text = chatText(messages);
  assert.match(text, /Summit Lightweight Hiking Boot/);
  assert.match(text, /\$89\.50/);
  assert.match(text, /cheap/i);
});

test("another tenant's ids are skipped, even when the same id exists there", async () => {
  const fromGlobex = await compare(
    { content: 'compare', productIds: ['gx-2', 'boot-1'], operationReturnFullProductInfo: true },
    'acme',
  );
  const payload = fromGlobex.data['responsePayload'] as { id: string; title: string }[];
  assert.equal(
    payload.map((p) => p.id),
    ['boot-1'],
  );
  assert.is(payload[0]?.title, 'Trailhead Waterproof Hiking Boot', "acme's boot-1, not globex's");
});

test('fewer than two known products still answers, saying so', async () => {
  const { data, messages } = await compare({ content: 'compare', productIds: ['nope-1'] });
  assert.equal(data['responsePayload'], []);
  assert.is(data['total'], 0);
  assert.match(chatText(messages), /two/i);
});

test('more known ids than compare loads: total counts them all, as hasMoreProducts says', async () => {
  const many = Array.from({ length: 25 }, (_, i) => ({ id: `p-${i}`, title: `Tent ${i}`, price: 100 + i }));
  const own = await startTestServer({ tenants: [{ id: 'shop', products: many }] });
  try {
    const ids = [...many.map((p) => p.id), 'missing'];
    const response = await own.operation(
      '/api/operation/compare',
      { content: 'compare', productIds: ids, operationHideAiMessage: true },
      'shop',
    );
    const data = dataMessages(parseEventStream(await response.text()))[0] as Record<string, unknown>;
    assert.is((data['responsePayload'] as unknown[]).length, 20);
    assert.is(data['hasMoreProducts'], true);
    assert.is(data['total'], 25);
  } finally {
    await own.close();
  }
});

test('pageSize is the most products a compare holds; page walks through the rest (pageSize had been ignored)', async () => {
  const ids = ['p-3', 'missing', 'p-1', 'p-4', 'p-0', 'p-2'];
  const many = Array.from({ length: 5 }, (_, i) => ({ id: `p-${i}`, title: `Tent ${i}`, price: 100 + i }));
  const own = await startTestServer({ tenants: [{ id: 'shop', products: many, pageSize: 1 }] });
  try {
    const page = async (extra: Record<string, unknown>) => {
      const body = { content: 'compare', productIds: ids, operationHideAiMessage: true, ...extra };
      const response = await own.operation('/api/operation/compare', body, 'shop');
      const data = dataMessages(parseEventStream(await response.text()))[0] as Record<string, unknown>;
      const shown = (data['responsePayload'] as { id: string }[]).map((item) => item.id);
      return { shown, more: data['hasMoreProducts'], total: data['total'] };
    };
    assert.equal(await page({ pageSize: 2 }), { shown: ['p-3', 'p-1'], more: true, total: 5 });
    assert.equal(await page({ pageSize: 2, page: 3 }), { shown: ['p-2'], more: false, total: 5 });
    const omitted = await page({});
    assert.equal(omitted.shown, ['p-3', 'p-1', 'p-4', 'p-0', 'p-2'], "not the tenant's search default of 1");
  } finally {
    await own.close();
  }
});

test('echoes sessionId and visitorId', async () => {
  const { data } = await compare({ content: 'c', productIds: ['boot-1'], sessionId: 's', visitorId: 'v' });
  assert.is(data['sessionId'], 's');
  assert.is(data['visitorId'], 'v');
});

test.run();
