import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { expectExit, runCli, workspace, type Workspace } from './support/run-cli.ts';

let ws: Workspace;
test.before.each(() => {
  ws = workspace();
});
test.after.each(() => ws.cleanup());

const verify = (db: string, tenantId: string, apiKey: string): boolean => {
  const storage = openStorage(db);
  try {
    return storage.tenants.verifyApiKey(tenantId, apiKey);
  } finally {
    storage.close();
  }
};

test('tenant create prints the tenant and a working API key (human and --json); a duplicate fails', async () => {
  const [human, json] = await Promise.all([
    ws.aisle('tenant', 'create', 'acme'),
    ws.aisle('tenant', 'create', 'globex', '--json', '--page-size', '24', '--allowance', '500', '--inactive'),
  ]);
  expectExit(human, 0, 'create acme');
  assert.match(human.stdout, /created acme\s+active\s+page-size 10\s+allowance unlimited/);
  const humanKey = /API key \(shown once, stored hashed\): (\S+)/.exec(human.stdout)?.[1];
  assert.ok(humanKey, human.stdout);
  assert.is(human.stderr, '');

  expectExit(json, 0, 'create globex --json');
  const created = JSON.parse(json.stdout) as { tenantId: string; apiKey: string; tenant: unknown };
  assert.is(created.tenantId, 'globex');
  assert.equal(created.tenant, { id: 'globex', active: false, pageSize: 24, allowance: 500 });

  assert.ok(verify(ws.db, 'acme', humanKey), 'the printed key verifies');
  assert.ok(verify(ws.db, 'globex', created.apiKey), 'the --json key verifies');
  assert.not.ok(verify(ws.db, 'acme', created.apiKey), 'keys are per tenant');

  const duplicate = expectExit(await ws.aisle('tenant', 'create', 'acme'), 1, 'duplicate create');
  assert.match(duplicate.stderr, /^aisle: .*"acme".*already exists/);
  assert.is(duplicate.stdout, '');
  assert.ok(verify(ws.db, 'acme', humanKey), 'a failed duplicate create keeps the old key');
});

test('usage errors exit 2 on stderr, prefixed "aisle: " and naming the bad value', async () => {
  const cases: [string[], RegExp][] = [
    [['tenant', 'create', 'x', '--page-size', 'abc'], /--page-size.*"abc"/],
    [['tenant', 'create', 'x', '--allowance=-1'], /--allowance.*"-1"/],
    [['tenant', 'create', 'bad id!'], /invalid tenant id "bad id!"/],
    [['tenant', 'create', 'x', 'y'], /unexpected argument.*"y"/],
    [['tenant', 'create', 'x', '--colour', 'red'], /--colour/],
    [['tenant', 'update', 'x', '--active', '--inactive'], /--active and --inactive/],
    [['tenant', 'update', 'x', '--allowance', '5', '--unlimited'], /--allowance and --unlimited/],
    [['tenant', 'frob'], /unknown tenant command "frob"/],
    [['serve', '--port', '70000'], /--port.*"70000"/],
  ];
  const results = await Promise.all(cases.map(([args]) => ws.aisle(...args)));
  results.forEach((result, i) => {
    const [args, message] = cases[i]!;
    expectExit(result, 2, args.join(' '));
    assert.match(result.stderr, /^aisle: /, args.join(' '));
    assert.match(result.stderr, message, args.join(' '));
    assert.is(result.stdout, '', args.join(' '));
  });
  const storage = openStorage(ws.db);
  assert.equal(storage.tenants.list(), [], 'no usage error created anything');
  storage.close();
});

test('tenant update changes each setting; unknown tenant exits 1', async () => {
  expectExit(await ws.aisle('tenant', 'create', 'acme', '--allowance', '100'), 0, 'create');
  const steps: [string[], object][] = [
    [['--inactive', '--page-size', '24'], { active: false, pageSize: 24, allowance: 100 }],
    [['--active', '--allowance', '0'], { active: true, pageSize: 24, allowance: 0 }],
  ];
  for (const [flags, expected] of steps) {
    const result = expectExit(
      await ws.aisle('tenant', 'update', 'acme', ...flags, '--json'),
      0,
      flags.join(' '),
    );
    assert.equal(JSON.parse(result.stdout), { id: 'acme', ...expected }, flags.join(' '));
  }
  const [human, unknown] = await Promise.all([
    ws.aisle('tenant', 'update', 'acme', '--unlimited'),
    ws.aisle('tenant', 'update', 'nobody', '--active'),
  ]);
  expectExit(human, 0, 'update --unlimited');
  assert.match(human.stdout, /updated acme\s+active\s+page-size 24\s+allowance unlimited/);
  expectExit(unknown, 1, 'unknown tenant');
  assert.match(unknown.stderr, /^aisle: .*"nobody"/);
});

test('tenant list (--json array, human lines); --db may come first and defaults to $AISLE_DB', async () => {
  const empty = expectExit(await ws.aisle('tenant', 'list', '--json'), 0, 'empty list');
  assert.equal(JSON.parse(empty.stdout), []);
  await Promise.all([
    ws.aisle('tenant', 'create', 'zeta', '--inactive', '--page-size', '5'),
    ws.aisle('tenant', 'create', 'alpha', '--allowance', '7'),
  ]);
  const [json, human, leading, fromEnv] = await Promise.all([
    ws.aisle('tenant', 'list', '--json'),
    ws.aisle('tenant', 'list'),
    runCli(['--db', ws.db, '--json', 'tenant', 'list']),
    runCli(['tenant', 'list', '--json'], { AISLE_DB: ws.db }),
  ]);
  expectExit(json, 0, 'list --json');
  const listed = JSON.parse(json.stdout) as { createdAt: string }[];
  assert.ok(Array.isArray(listed));
  assert.equal(
    listed.map(({ createdAt, ...rest }) => (assert.match(createdAt, /^\d{4}-\d\d-\d\dT/), rest)),
    [
      { id: 'alpha', active: true, pageSize: 10, allowance: 7 },
      { id: 'zeta', active: false, pageSize: 5, allowance: null },
    ],
  );
  expectExit(human, 0, 'list');
  assert.equal(human.stdout.trim().split('\n').length, 2);
  assert.match(human.stdout, /^alpha\s+active\s+page-size 10\s+allowance 7$/m);
  assert.match(human.stdout, /^zeta\s+inactive\s+page-size 5\s+allowance unlimited$/m);
  assert.equal(JSON.parse(expectExit(leading, 0, 'leading --db').stdout), listed);
  assert.equal(JSON.parse(expectExit(fromEnv, 0, 'AISLE_DB').stdout), listed);
});

test('tenant rotate-key: the old key stops working, the new one works', async () => {
  const created = expectExit(await ws.aisle('tenant', 'create', 'acme', '--json'), 0, 'create');
  const oldKey = (JSON.parse(created.stdout) as { apiKey: string }).apiKey;
  const rotated = expectExit(await ws.aisle('tenant', 'rotate-key', 'acme', '--json'), 0, 'rotate');
  const result = JSON.parse(rotated.stdout) as { tenantId: string; apiKey: string };
  assert.is(result.tenantId, 'acme');
  assert.is.not(result.apiKey, oldKey);
  assert.not.ok(verify(ws.db, 'acme', oldKey), 'old key rejected');
  assert.ok(verify(ws.db, 'acme', result.apiKey), 'new key accepted');

  const [human, unknown] = await Promise.all([
    ws.aisle('tenant', 'rotate-key', 'acme'),
    ws.aisle('tenant', 'rotate-key', 'nobody'),
  ]);
  const humanKey = /new API key \(shown once\): (\S+)/.exec(expectExit(human, 0, 'rotate').stdout)?.[1];
  assert.ok(humanKey && verify(ws.db, 'acme', humanKey), human.stdout);
  assert.not.ok(verify(ws.db, 'acme', result.apiKey), 'the previous key stops working');
  assert.match(expectExit(unknown, 1, 'rotate unknown').stderr, /^aisle: .*"nobody"/);
});

test.run();
