import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { AisleError, normalizeError } from '../../core/index.ts';
import { acmeProducts } from '../helpers/test-catalog.ts';

// The core embedded in-process, as a Node storefront would use it: through its tRPC caller.
const app = createAisleApp({ dbPath: ':memory:', logger: createMemoryLogger() });
app.storage.tenants.create({ id: 'acme', pageSize: 10 });
app.storage.catalog.upsertMany('acme', acmeProducts);
const token = (await app.deps.credentials.mintToken('acme', 24 * 3600)).token;
const caller = app.createCaller({ tenantId: 'acme', authorization: `Bearer ${token}` });

async function search(content: string, extra: Record<string, unknown> = {}) {
  const events: Record<string, unknown>[] = [];
  for await (const event of await caller.search({
    content,
    operationReturnFullProductInfo: true,
    ...extra,
  })) {
    events.push(event as Record<string, unknown>);
  }
  const data = events.find((e) => 'data' in e)?.['data'] as {
    total: number;
    responsePayload: { id: string; price?: number; attributes?: Record<string, unknown> }[];
  };
  const chat = events.flatMap((e) => (typeof e['chatStream'] === 'string' ? [e['chatStream']] : [])).join('');
  return { data, chat };
}

test('understood constraints filter hard and the chat names them', async () => {
  const { data, chat } = await search('red running shoes under $100');
  assert.equal(
    data.responsePayload.map((p) => p.id),
    ['run-1'],
  );
  assert.is(data.total, 1);
  assert.match(chat, /Showing red running shoes under \$100/);
});

test('price ranges, sizes and sort intents', async () => {
  const cheapest = await search('cheapest hiking boot');
  assert.equal(
    cheapest.data.responsePayload.slice(0, 2).map((p) => p.id),
    ['boot-2', 'boot-1'],
  );
  const size = await search('hiking boots size 8');
  assert.equal(
    size.data.responsePayload.map((p) => p.id),
    ['boot-1'],
  );
  const range = await search('socks between $20 and $22');
  assert.ok(range.data.responsePayload.every((p) => (p.price ?? 0) >= 20 && (p.price ?? 0) <= 22));
  assert.is(range.data.total, 3);
});

test('a price sort lists the products matching the words best, not every product sharing one word', async () => {
  const { data } = await search('cheapest running shoe');
  assert.equal(
    data.responsePayload.map((p) => p.id),
    ['run-1', 'run-2'],
  );
  assert.is(data.total, 2, 'the hiking boots (category "Shoes") are not running shoes');
});

test('the chat says when even the best match has only part of the request, unless it relaxed something', async () => {
  const rain = await search('rain boot');
  assert.match(rain.chat, /None of them has everything you asked for; these come closest\./);
  const relaxed = await search('cotton hiking jacket');
  assert.match(relaxed.chat, /so I relaxed: material cotton\./);
  assert.not.match(relaxed.chat, /None of them/, 'the relaxation already says it');
  assert.not.match((await search('waterproof hiking boot')).chat, /None of them/);
});

test('negation excludes products', async () => {
  const { data } = await search('hiking boot not leather');
  assert.equal(
    data.responsePayload.map((p) => p.id),
    ['boot-2'],
  );
});

test('a "no" name of the catalogue is asked for, not excluded ("no smoking sign")', async () => {
  app.storage.tenants.create({ id: 'signs', pageSize: 10 });
  app.storage.catalog.upsertMany('signs', [
    { id: 'sign-1', title: 'No Smoking Sign, 10 in.' },
    { id: 'sign-2', title: 'No-Smoking Sign, Aluminum' },
    { id: 'sign-3', title: 'Exit Sign' },
    { id: 'sign-4', title: 'Smoking Area Sign' },
  ]);
  const signsToken = (await app.deps.credentials.mintToken('signs', 600)).token;
  const signs = app.createCaller({ tenantId: 'signs', authorization: `Bearer ${signsToken}` });
  let ids: string[] = [];
  for await (const event of await signs.search({ content: 'no smoking sign' })) {
    const data = (event as { data?: { responsePayload: { id: string }[] } }).data;
    if (data !== undefined) ids = data.responsePayload.map((p) => p.id);
  }
  assert.equal(ids.slice(0, 2).sort(), ['sign-1', 'sign-2']);
});

test('when constraints leave nothing, the weakest is relaxed and the chat says so', async () => {
  const { data, chat } = await search('purple hiking boot');
  assert.ok(data.total >= 1, 'relaxing the colour finds boots');
  assert.ok(data.responsePayload.some((p) => p.id === 'boot-1'));
  assert.match(chat, /relax/i);
  assert.match(chat, /purple/);
});

test('invalid input surfaces as a typed error naming the value', async () => {
  try {
    await caller.search({ content: 'x', pageSize: 0 });
    assert.unreachable('should have thrown');
  } catch (error) {
    const { error: typed } = normalizeError(error, { content: 'x', pageSize: 0 });
    assert.instance(typed, AisleError);
    assert.is(typed.code, 'INVALID_REQUEST');
    assert.match(typed.message, /pageSize.*0/);
  }
});

test('a tenant mismatch is refused before any work', async () => {
  const other = app.createCaller({ tenantId: 'nobody', authorization: `Bearer ${token}` });
  try {
    await other.search({ content: 'boot' });
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.is(normalizeError(error).error.code, 'TENANT_NOT_FOUND');
  }
});

test('words no product holds: the products match the other words, and the chat says so', async () => {
  const { data, chat } = await search('hiking boots with poles');
  assert.ok(data.total > 0);
  assert.ok(
    data.responsePayload.every((p) => ['boot-1', 'boot-2', 'boot-3'].includes(p.id)),
    chat,
  );
  assert.match(chat, /No product mentions "poles", so these match your other words\./);
  const known = await search('hiking boot');
  assert.not.match(known.chat, /No product mentions/);
  // "hiking" only modifies the poles, a kind no product is: none, said plainly, not the hiking boots.
  const poles = await search('hiking poles');
  assert.is(poles.data.total, 0);
  assert.match(poles.chat, /^I couldn't find any hiking poles\. No product here mentions "poles"\./);
});

test.after(() => app.close());
test.run();
