import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryStorage } from './support/fixtures.ts';

test('create returns settings with defaults and an aisle_ API key', async () => {
  const s = memoryStorage();
  const { tenant, apiKey } = s.tenants.create({ id: 'acme' });
  assert.equal(tenant, { id: 'acme', active: true, pageSize: 10, allowance: null });
  assert.match(apiKey, /^aisle_[A-Za-z0-9_-]{43}$/);
  assert.equal(await s.tenants.find('acme'), tenant);
  assert.is(await s.tenants.find('nobody'), undefined);
  s.close();
});

test('create honours given settings; list is sorted with createdAt', () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'zeta', active: false, pageSize: 24, allowance: 1000 });
  s.tenants.create({ id: 'alpha', allowance: 0 });
  const list = s.tenants.list();
  assert.equal(
    list.map(({ createdAt, ...rest }) => rest),
    [
      { id: 'alpha', active: true, pageSize: 10, allowance: 0 },
      { id: 'zeta', active: false, pageSize: 24, allowance: 1000 },
    ],
  );
  for (const t of list) assert.match(t.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  s.close();
});

test('create rejects an existing id, naming it', () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  assert.throws(() => s.tenants.create({ id: 'acme' }), /Tenant "acme" already exists/);
  s.close();
});

test('create validates id and settings', () => {
  const s = memoryStorage();
  for (const id of ['', 'a b', 'x'.repeat(65), 'ünï', 'a/b', "a'; DROP TABLE tenants; --"]) {
    assert.throws(() => s.tenants.create({ id }), /Invalid tenant id/, id);
  }
  s.tenants.create({ id: 'A.b_c-9' });
  s.tenants.create({ id: 'x'.repeat(64) });
  assert.throws(() => s.tenants.create({ id: 'p', pageSize: 0 }), /pageSize/);
  assert.throws(() => s.tenants.create({ id: 'p', pageSize: 2.5 }), /pageSize/);
  assert.throws(() => s.tenants.create({ id: 'p', allowance: -1 }), /allowance/);
  assert.equal(
    s.tenants.list().map((t) => t.id),
    ['A.b_c-9', 'x'.repeat(64)],
  );
  s.close();
});

test('update changes only the given fields; allowance null = unlimited', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme', pageSize: 12, allowance: 50 });
  assert.equal(s.tenants.update('acme', { active: false }), {
    id: 'acme',
    active: false,
    pageSize: 12,
    allowance: 50,
  });
  assert.equal(s.tenants.update('acme', { pageSize: 30, allowance: null }), {
    id: 'acme',
    active: false,
    pageSize: 30,
    allowance: null,
  });
  assert.equal(s.tenants.update('acme', { active: true, allowance: 0 }), {
    id: 'acme',
    active: true,
    pageSize: 30,
    allowance: 0,
  });
  assert.equal(await s.tenants.find('acme'), { id: 'acme', active: true, pageSize: 30, allowance: 0 });
  assert.throws(() => s.tenants.update('ghost', { active: true }), /Unknown tenant "ghost"/);
  assert.throws(() => s.tenants.update('acme', { pageSize: -3 }), /pageSize/);
  s.close();
});

test('verifyApiKey accepts only the tenant’s own current key', () => {
  const s = memoryStorage();
  const a = s.tenants.create({ id: 'a' }).apiKey;
  const b = s.tenants.create({ id: 'b' }).apiKey;
  assert.ok(s.tenants.verifyApiKey('a', a));
  assert.ok(s.tenants.verifyApiKey('b', b));
  assert.not.ok(s.tenants.verifyApiKey('a', b));
  assert.not.ok(s.tenants.verifyApiKey('b', a));
  assert.not.ok(s.tenants.verifyApiKey('a', `${a}x`));
  assert.not.ok(s.tenants.verifyApiKey('a', ''));
  assert.not.ok(s.tenants.verifyApiKey('nobody', a));
  assert.not.ok(s.tenants.verifyApiKey('nobody', ''));
  s.close();
});

test('the API key is stored only as a SHA-256 hash', () => {
  const s = memoryStorage();
  const { apiKey } = s.tenants.create({ id: 'a' });
  // Nothing in the tenants listing or settings exposes the key.
  assert.not.ok(JSON.stringify(s.tenants.list()).includes(apiKey));
  s.close();
});

test('rotateKey replaces the key and the signing secret', () => {
  const s = memoryStorage();
  const old = s.tenants.create({ id: 'a' }).apiKey;
  s.tenants.create({ id: 'b' });
  const oldSecret = s.tenants.signingSecret('a');
  const otherSecret = s.tenants.signingSecret('b');
  assert.type(oldSecret, 'string');
  assert.is(Buffer.from(oldSecret!, 'base64url').length, 32);
  assert.is.not(oldSecret, otherSecret);

  const fresh = s.tenants.rotateKey('a');
  assert.is.not(fresh, old);
  assert.ok(s.tenants.verifyApiKey('a', fresh));
  assert.not.ok(s.tenants.verifyApiKey('a', old));
  assert.is.not(s.tenants.signingSecret('a'), oldSecret);
  assert.is(s.tenants.signingSecret('b'), otherSecret);
  assert.is(s.tenants.signingSecret('nobody'), undefined);
  assert.throws(() => s.tenants.rotateKey('nobody'), /Unknown tenant "nobody"/);
  s.close();
});

test.run();
