/**
 * Conversations (`sessionId`) through the core's caller on a real SQLite catalogue: follow-ups narrow the last
 * search, sessions and tenants never mix, a new page starts from that page, and memory expires.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { DEFAULT_SESSION_TTL_MS } from '../../storage/index.ts';
import { acmeProducts } from '../helpers/test-catalog.ts';

let now = Date.UTC(2026, 10, 23, 10);
const app = createAisleApp({ dbPath: ':memory:', logger: createMemoryLogger(), clock: () => new Date(now) });
app.storage.tenants.create({ id: 'acme', pageSize: 10 });
app.storage.catalog.upsertMany('acme', acmeProducts);
app.storage.tenants.create({ id: 'beta', pageSize: 10 });
app.storage.catalog.upsertMany('beta', acmeProducts);
const callerFor = async (tenantId: string) =>
  app.createCaller({
    tenantId,
    authorization: `Bearer ${(await app.deps.credentials.mintToken(tenantId, 24 * 3600)).token}`,
  });
const acme = await callerFor('acme');
const beta = await callerFor('beta');

async function search(
  caller: typeof acme,
  content: string,
  sessionId?: string,
  chatMetadata?: Record<string, string>,
  visitorId?: string,
) {
  let ids: string[] = [];
  let chat = '';
  let echoed: unknown;
  const request = {
    content,
    ...(sessionId && { sessionId }),
    ...(chatMetadata && { chatMetadata }),
    ...(visitorId && { visitorId }),
  };
  for await (const event of await caller.search(request)) {
    const item = event as {
      data?: { responsePayload: { id: string }[]; sessionId?: string };
      chatStream?: string;
    };
    if (item.data !== undefined)
      [ids, echoed] = [item.data.responsePayload.map((p) => p.id), item.data.sessionId];
    if (item.chatStream !== undefined) chat += item.chatStream;
  }
  return { ids, chat, echoed };
}

test('a follow-up narrows the session’s last search, and the chat says what is shown', async () => {
  const first = await search(acme, 'hiking boots', 'conv-1');
  assert.equal([...first.ids].sort(), ['boot-1', 'boot-2']);
  const second = await search(acme, 'under $100', 'conv-1');
  assert.equal(second.ids, ['boot-2']);
  assert.match(second.chat, /^Showing hiking boots under \$100\./);
  assert.is(second.echoed, 'conv-1');
  const third = await search(acme, 'in brown', 'conv-1');
  assert.match(third.chat, /Nothing matched every detail, so I relaxed: colour brown\./);
  // What was relaxed and said so is not asked again: the next turn narrows what was shown.
  const fourth = await search(acme, 'waterproof ones', 'conv-1');
  assert.match(fourth.chat, /^Showing waterproof hiking boots under \$100\./);
  assert.not.match(fourth.chat, /relaxed: colour brown/);
  const fresh = await search(acme, 'running shoes', 'conv-1');
  assert.equal([...fresh.ids.slice(0, 2)].sort(), ['run-1', 'run-2'], 'words of its own start afresh');
  assert.ok(fresh.ids.includes('run-2'), 'the $125 shoe: the earlier price bound is gone');
});

test('a gift for a runner searches running, and follow-ups keep whom it is for', async () => {
  const first = await search(acme, 'a gift for a runner', 'conv-7');
  assert.equal([...first.ids.slice(0, 2)].sort(), ['run-1', 'run-2']);
  assert.match(first.chat, /^Showing running picks for a runner\./);
  assert.not.match(first.chat, /No product mentions/, '"runner" is whom it is for, not a word to find');
  const cheaper = await search(acme, 'under $100', 'conv-7');
  assert.equal(cheaper.ids, ['run-1']);
  assert.match(cheaper.chat, /^Showing running picks for a runner under \$100\./);
});

test('without a session, or in another session or tenant, a request stands alone', async () => {
  await search(acme, 'hiking boots', 'conv-2');
  const alone = await search(acme, 'under $100');
  assert.ok(alone.ids.length > 1 && !alone.ids.every((id) => id.startsWith('boot')), alone.ids.join());
  const other = await search(acme, 'under $100', 'conv-3');
  assert.equal(other.ids, alone.ids);
  const tenant = await search(beta, 'under $100', 'conv-2');
  assert.equal(tenant.ids, alone.ids, 'the same session id in another tenant is another conversation');
});

test('a session remembered for one visitor is not continued by another', async () => {
  await search(acme, 'hiking boots', 'conv-v', undefined, 'visitor-a');
  const alone = await search(acme, 'under $100');
  const stranger = await search(acme, 'under $100', 'conv-v', undefined, 'visitor-b');
  assert.equal(stranger.ids, alone.ids, 'another visitor with the same session id stands alone');
  const anonymous = await search(acme, 'under $100', 'conv-v');
  assert.equal(anonymous.ids, alone.ids, 'so does a request without a visitor id');
  const owner = await search(acme, 'under $100', 'conv-v', undefined, 'visitor-a');
  assert.equal(owner.ids, ['boot-2'], 'the visitor who started it continues it, unharmed by the others');
});

test('new words that find nothing alone narrow the conversation instead', async () => {
  await search(acme, 'hiking boots', 'conv-4');
  const { ids, chat } = await search(acme, 'with a hood', 'conv-4');
  assert.equal([...ids].sort(), ['boot-1', 'boot-2'], '"hood" alone matches nothing here');
  assert.match(chat, /^Showing hiking boots with hood\./);
  assert.match(chat, /No product mentions "hood", so these match your other words\./);
  const alone = await search(acme, 'with a hood');
  assert.equal(alone.ids, [], 'without the conversation nothing matches');
});

test('but not when the new words still match nothing, narrowed: "parasols 3 pack" after boots', async () => {
  await search(acme, 'hiking boots', 'conv-9');
  const { ids, chat } = await search(acme, 'parasols 3 pack', 'conv-9');
  assert.equal(ids, [], 'not the boots');
  assert.match(chat, /^I couldn't find any parasols\. No product here mentions "parasols"\./);
});

test('a new page starts from that page; the same page keeps the conversation', async () => {
  await search(acme, 'hiking boots', 'conv-5', { productId: 'run-2' });
  const samePage = await search(acme, 'under $100', 'conv-5', { productId: 'run-2' });
  assert.equal(samePage.ids, ['boot-2']);
  const newPage = await search(acme, 'something cheaper', 'conv-5', { productId: 'boot-1' });
  assert.equal(newPage.ids, ['boot-2']);
  assert.match(newPage.chat, /alternatives to the Trailhead Waterproof Hiking Boot under \$110/);
});

test('a conversation is forgotten after the retention window', async () => {
  await search(acme, 'hiking boots', 'conv-6');
  now += DEFAULT_SESSION_TTL_MS + 1;
  const later = await search(acme, 'under $100', 'conv-6');
  assert.ok(!later.ids.every((id) => id.startsWith('boot')), later.ids.join());
});

test('a broken session memory is logged and the request stands alone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-session-'));
  const logger = createMemoryLogger();
  const broken = createAisleApp({ dbPath: join(dir, 'aisle.db'), logger });
  try {
    broken.storage.tenants.create({ id: 'acme', pageSize: 10 });
    broken.storage.catalog.upsertMany('acme', acmeProducts);
    const raw = new Database(join(dir, 'aisle.db'));
    raw.exec('DROP TABLE search_sessions');
    raw.close();
    const token = (await broken.deps.credentials.mintToken('acme', 600)).token;
    const caller = broken.createCaller({ tenantId: 'acme', authorization: `Bearer ${token}` });
    const { ids } = await search(caller, 'hiking boots', 'conv-9');
    assert.equal([...ids].sort(), ['boot-1', 'boot-2']);
    assert.ok(
      logger.lines.some((line) => line.includes('session memory')),
      logger.lines.join('\n'),
    );
  } finally {
    broken.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
