import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { DEFAULT_SESSION_TTL_MS, MAX_SESSION_ID_LENGTH, openStorage } from '../../storage/index.ts';
import { query, tempDbPath } from './support/fixtures.ts';

const boots = query('hiking boots', { priceMax: 100, colors: ['brown'] });

function setup(ttlMs?: number) {
  let now = Date.UTC(2026, 10, 23, 10);
  const storage = openStorage(':memory:', {
    sessions: { now: () => now, ...(ttlMs !== undefined && { ttlMs }) },
  });
  storage.tenants.create({ id: 'acme' });
  storage.tenants.create({ id: 'other' });
  return { storage, sessions: storage.sessions, advance: (ms: number) => void (now += ms) };
}

test('remembers the last search per tenant and session; the latest write wins', async () => {
  const { storage, sessions } = setup();
  assert.is(await sessions.lastSearch('acme', 's1'), undefined);
  await sessions.rememberSearch('acme', 's1', { query: query('tents'), page: 'p-7' });
  await sessions.rememberSearch('acme', 's1', { query: boots });
  assert.equal(await sessions.lastSearch('acme', 's1'), { query: boots });
  await sessions.rememberSearch('acme', 's2', { query: query('tents'), page: 'p-7' });
  assert.equal(await sessions.lastSearch('acme', 's2'), { query: query('tents'), page: 'p-7' });
  assert.is(await sessions.lastSearch('other', 's1'), undefined, 'another tenant never sees the session');
  // Every sort and filter survives the round trip ("best sellers on sale", then "under $50").
  const popularOnSale = query('tents', { onSale: true }, 'popular');
  await sessions.rememberSearch('acme', 's3', { query: popularOnSale });
  assert.equal(await sessions.lastSearch('acme', 's3'), { query: popularOnSale });
  // The product asked about ("is the second one waterproof?") survives too, for "is it insulated?".
  // So does what was asked of it ("and the first one?" asks it again).
  const focused = { query: boots, shown: ['b1', 'b2'], focus: { id: 'b2', asked: 'is it waterproof?' } };
  await sessions.rememberSearch('acme', 's4', focused);
  assert.equal(await sessions.lastSearch('acme', 's4'), focused);
  storage.close();
});

test('with a visitor id the session is that visitor’s; ids too long are not remembered', async () => {
  const { storage, sessions } = setup();
  await sessions.rememberSearch('acme', 's1', { query: boots }, 'v1');
  assert.is(await sessions.lastSearch('acme', 's1'), undefined);
  assert.is(await sessions.lastSearch('acme', 's1', 'v2'), undefined);
  assert.equal(await sessions.lastSearch('acme', 's1', 'v1'), { query: boots });
  await sessions.rememberSearch('acme', 's1', { query: query('tents') }, 'v2');
  assert.equal(await sessions.lastSearch('acme', 's1', 'v1'), { query: boots }, 'v2 did not overwrite it');
  const long = 'v'.repeat(MAX_SESSION_ID_LENGTH + 1);
  await sessions.rememberSearch('acme', 's1', { query: boots }, long);
  assert.is(await sessions.lastSearch('acme', 's1', long), undefined);
  storage.close();
});

test('a session is forgotten once the retention window has passed, and pruned', async () => {
  const { storage, sessions, advance } = setup();
  await sessions.rememberSearch('acme', 's1', { query: boots });
  advance(DEFAULT_SESSION_TTL_MS);
  assert.equal(await sessions.lastSearch('acme', 's1'), { query: boots }, 'still inside the window');
  advance(1);
  assert.is(await sessions.lastSearch('acme', 's1'), undefined);
  await sessions.rememberSearch('acme', 's2', { query: boots });
  assert.is(sessions.prune(), 1, 'only the expired session is deleted');
  assert.equal(await sessions.lastSearch('acme', 's2'), { query: boots });
  storage.close();
});

test('over-long session ids are not remembered; an unreadable row is ignored', async () => {
  const db = tempDbPath();
  try {
    const storage = openStorage(db.path);
    storage.tenants.create({ id: 'acme' });
    const long = 'x'.repeat(MAX_SESSION_ID_LENGTH + 1);
    await storage.sessions.rememberSearch('acme', long, { query: boots });
    assert.is(await storage.sessions.lastSearch('acme', long), undefined);
    await storage.sessions.rememberSearch('acme', 's1', { query: boots });
    const raw = new Database(db.path);
    raw.prepare('UPDATE search_sessions SET turn = \'{"query":{"text":5}}\'').run();
    assert.is(raw.prepare('SELECT COUNT(*) FROM search_sessions').pluck().get(), 1);
    raw.close();
    assert.is(await storage.sessions.lastSearch('acme', 's1'), undefined);
    storage.close();
  } finally {
    db.cleanup();
  }
});

test('a product asked about stored as a bare id (as first stored) is still read, with nothing asked', async () => {
  const db = tempDbPath();
  try {
    const storage = openStorage(db.path);
    storage.tenants.create({ id: 'acme' });
    await storage.sessions.rememberSearch('acme', 's1', { query: boots, shown: ['b1', 'b2'] });
    const raw = new Database(db.path);
    raw.prepare(`UPDATE search_sessions SET turn = json_set(turn, '$.focus', 'b2')`).run();
    raw.close();
    const turn = await storage.sessions.lastSearch('acme', 's1');
    assert.equal(turn, { query: boots, shown: ['b1', 'b2'], focus: { id: 'b2' } });
    storage.close();
  } finally {
    db.cleanup();
  }
});

test.run();
