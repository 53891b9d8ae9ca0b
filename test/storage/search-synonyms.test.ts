/** catalog.setSynonyms / catalog.synonyms: validation, persistence, other connections, tenant isolation. */
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { tempDbPath, page, query } from './support/fixtures.ts';

const ids = async (storage: ReturnType<typeof openStorage>, tenant: string, text: string) =>
  (await storage.catalog.search(tenant, query(text), page())).products.map((p) => p.id);

test('groups are cleaned: trimmed, whitespace collapsed, duplicates (any case) and lone phrases dropped', () => {
  const s = openStorage(':memory:');
  s.tenants.create({ id: 't' });
  assert.equal(s.catalog.synonyms('t'), []);
  const stored = s.catalog.setSynonyms('t', [
    ['  Hoodie ', 'hooded   sweatshirt', 'HOODIE'],
    ['alone'],
    ['', '  '],
    ['pram', 'baby carriage'],
  ]);
  assert.equal(stored, [
    ['Hoodie', 'hooded sweatshirt'],
    ['pram', 'baby carriage'],
  ]);
  assert.equal(s.catalog.synonyms('t'), stored);
  assert.equal(s.catalog.setSynonyms('t', []), []);
  assert.equal(s.catalog.synonyms('t'), []);
  s.close();
});

test('malformed lists and unknown tenants are refused, nothing stored', () => {
  const s = openStorage(':memory:');
  s.tenants.create({ id: 't' });
  s.catalog.setSynonyms('t', [['a', 'b']]);
  const refuse = (groups: unknown, pattern: RegExp) =>
    assert.throws(() => s.catalog.setSynonyms('t', groups as string[][]), pattern);
  refuse('sofa, couch', /array of groups/);
  refuse([['sofa', 42]], /synonyms\[0\]\[1\]: expected a string/);
  refuse(['sofa'], /synonyms\[0\]: expected an array/);
  refuse([['x'.repeat(101), 'y']], /longer than 100/);
  refuse(
    Array.from({ length: 10_001 }, () => ['a', 'b']),
    /at most 10000 groups/,
  );
  assert.throws(() => s.catalog.setSynonyms('nobody', [['a', 'b']]), /Unknown tenant "nobody"/);
  assert.equal(s.catalog.synonyms('t'), [['a', 'b']]);
  s.close();
});

test('stored in the database: other connections search with them at once, and after reopening', async () => {
  const { path, cleanup } = tempDbPath();
  try {
    const server = openStorage(path);
    const cli = openStorage(path);
    server.tenants.create({ id: 't' });
    server.catalog.upsertMany('t', [{ id: 'pram-1', title: 'City Pram' }]);
    assert.equal(await ids(server, 't', 'baby carriage'), []);
    const version = server.catalog.version('t');
    cli.catalog.setSynonyms('t', [['pram', 'baby carriage']]);
    assert.ok(server.catalog.version('t') > version, 'the catalogue version moves');
    assert.equal(await ids(server, 't', 'baby carriage'), ['pram-1']);
    server.close();
    cli.close();
    const reopened = openStorage(path);
    assert.equal(reopened.catalog.synonyms('t'), [['pram', 'baby carriage']]);
    assert.equal(await ids(reopened, 't', 'baby carriage'), ['pram-1']);
    reopened.close();
    const raw = new Database(path, { readonly: true });
    const tables = raw.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    raw.close();
    assert.ok(tables.includes('synonyms'));
    assert.not.ok(tables.includes('product_fts'), 'search no longer keeps an FTS5 table');
  } finally {
    cleanup();
  }
});

test('synonyms belong to their tenant', async () => {
  const s = openStorage(':memory:');
  for (const id of ['a', 'b']) {
    s.tenants.create({ id });
    s.catalog.upsertMany(id, [{ id: 'sofa-1', title: 'Corner Sofa' }]);
  }
  s.catalog.setSynonyms('a', [['sofa', 'chesterfield']]);
  assert.equal(await ids(s, 'a', 'chesterfield'), ['sofa-1']);
  assert.equal(await ids(s, 'b', 'chesterfield'), []);
  assert.equal(s.catalog.synonyms('b'), []);
  s.close();
});

test.run();
