import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { memoryStorage, tempDbPath } from './support/fixtures.ts';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('./support/consume-worker.ts', import.meta.url));

test('allowance 5: exactly 5 of 20 concurrent calls succeed', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme', allowance: 5 });
  const results = await Promise.all(
    Array.from({ length: 20 }, () => s.tenants.consumeAllowance('acme', '2026-11')),
  );
  assert.is(results.filter(Boolean).length, 5);
  assert.equal(results.slice(0, 5), [true, true, true, true, true]);
  assert.is(s.tenants.usage('acme', '2026-11'), 5);
  s.close();
});

test('periods are counted separately', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme', allowance: 2 });
  for (let i = 0; i < 3; i++) await s.tenants.consumeAllowance('acme', '2026-11');
  assert.ok(await s.tenants.consumeAllowance('acme', '2026-12'));
  assert.is(s.tenants.usage('acme', '2026-11'), 2);
  assert.is(s.tenants.usage('acme', '2026-12'), 1);
  assert.is(s.tenants.usage('acme', '2027-01'), 0);
  s.close();
});

test('allowance 0 allows nothing; null is unlimited; unknown tenants get nothing', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'zero', allowance: 0 });
  s.tenants.create({ id: 'free' });
  assert.is(await s.tenants.consumeAllowance('zero', '2026-11'), false);
  assert.is(s.tenants.usage('zero', '2026-11'), 0);
  for (let i = 0; i < 250; i++) assert.ok(await s.tenants.consumeAllowance('free', '2026-11'));
  assert.is(s.tenants.usage('free', '2026-11'), 250);
  assert.is(await s.tenants.consumeAllowance('ghost', '2026-11'), false);
  s.close();
});

test('changing the allowance applies to the running month', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme', allowance: 3 });
  for (let i = 0; i < 3; i++) assert.ok(await s.tenants.consumeAllowance('acme', '2026-11'));
  assert.not.ok(await s.tenants.consumeAllowance('acme', '2026-11'));
  s.tenants.update('acme', { allowance: 4 });
  assert.ok(await s.tenants.consumeAllowance('acme', '2026-11'));
  assert.not.ok(await s.tenants.consumeAllowance('acme', '2026-11'));
  s.tenants.update('acme', { allowance: 0 });
  assert.not.ok(await s.tenants.consumeAllowance('acme', '2026-11'));
  s.tenants.update('acme', { allowance: null });
  assert.ok(await s.tenants.consumeAllowance('acme', '2026-11'));
  assert.is(s.tenants.usage('acme', '2026-11'), 5);
  s.close();
});

test('a malformed period is rejected', async () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  for (const period of ['2026-13', '2026-1', 'nov', '']) {
    try {
      await s.tenants.consumeAllowance('acme', period);
      assert.unreachable(`accepted ${period}`);
    } catch (error) {
      assert.match((error as Error).message, /YYYY-MM/);
    }
  }
  s.close();
});

test('two connections to one file share the count exactly', async () => {
  const { path, cleanup } = tempDbPath();
  const a = openStorage(path);
  const b = openStorage(path);
  try {
    a.tenants.create({ id: 'acme', allowance: 7 });
    const calls = Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0 ? a : b).tenants.consumeAllowance('acme', '2026-11'),
    );
    const results = await Promise.all(calls);
    assert.is(results.filter(Boolean).length, 7);
    assert.is(a.tenants.usage('acme', '2026-11'), 7);
    assert.is(b.tenants.usage('acme', '2026-11'), 7);
  } finally {
    a.close();
    b.close();
    cleanup();
  }
});

test('four processes racing on one file are counted exactly', async () => {
  const { path, cleanup } = tempDbPath();
  const s = openStorage(path);
  try {
    s.tenants.create({ id: 'acme', allowance: 1000 });
    const startAt = String(Date.now() + 3000);
    const workers = Array.from({ length: 4 }, () =>
      run(process.execPath, ['--import', 'tsx', WORKER, path, 'acme', '2026-11', '400', startAt], {
        encoding: 'utf8',
      }),
    );
    const accepted = (await Promise.all(workers)).map(({ stdout }) => Number(stdout));
    assert.is(
      accepted.reduce((sum, n) => sum + n, 0),
      1000,
    );
    assert.is(s.tenants.usage('acme', '2026-11'), 1000);
  } finally {
    s.close();
    cleanup();
  }
});

test.run();
