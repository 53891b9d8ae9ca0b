import jwt from 'jsonwebtoken';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { dataMessages, parseEventStream } from '../helpers/sse.ts';
import {
  expectExit,
  jsonLines,
  runCli,
  startServe,
  within,
  workspace,
  type Serving,
  type Workspace,
} from './support/run-cli.ts';

let ws: Workspace;
let servers: Serving[] = [];
test.before.each(() => {
  ws = workspace();
  servers = [];
});
test.after.each(() => {
  for (const server of servers) server.kill();
  ws.cleanup();
});

const serve = (...args: string[]): Serving => {
  const server = startServe([...args, '--db', ws.db]);
  servers.push(server);
  return server;
};

/** Waits for the exit after SIGTERM: a clean shutdown is exit code 0, not death by the signal. */
async function stop(server: Serving): Promise<void> {
  server.child.kill('SIGTERM');
  const { code, signal } = await within(server.exited, 10_000, 'exit after SIGTERM');
  assert.equal({ code, signal }, { code: 0, signal: null }, `clean exit after SIGTERM\n${server.stderr()}`);
}

/** The product ids of a search response's data messages. */
async function searchIds(response: Response): Promise<string[]> {
  assert.is(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  return dataMessages(parseEventStream(await response.text())).flatMap((data) => {
    const payload = data['responsePayload'];
    return Array.isArray(payload) ? payload.map((p) => (p as { id: string }).id) : [];
  });
}

test('serve --demo seeds an empty database and prints a curl command whose token works', async () => {
  const server = serve('--port', '0', '--demo');
  const out = await server.waitFor((text) => /-d '.*'\n/.test(text));
  assert.match(out, /Seeded tenant "demo" with \d+ demo products/);

  // Take the request from the printed command, as an operator pasting it would.
  const url = /curl -N (\S+)/.exec(out)?.[1];
  assert.ok(url, out);
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/api\/operation\/search$/);
  const headers = Object.fromEntries(
    [...out.matchAll(/-H '([^:']+): ([^']*)'/g)].map(([, name, value]) => [name!, value!]),
  );
  assert.equal(Object.keys(headers).sort(), ['Authorization', 'Content-Type', 'Tenantid']);
  assert.is(headers['Tenantid'], 'demo');
  const body = /-d '(.*)'/.exec(out)?.[1];
  assert.ok(body, out);
  const ids = await searchIds(await fetch(url, { method: 'POST', headers, body }));
  assert.ok(ids.length > 0, 'the demo search finds products');
  assert.ok(ids.every((id) => /^sku-/.test(id)));

  await stop(server);
  assert.match(server.stderr(), /info Aisle listening on http:\/\/127\.0\.0\.1:\d+/);
  assert.not.match(server.stderr(), / error /);
  const storage = openStorage(ws.db);
  assert.equal(
    storage.tenants.list().map((t) => t.id),
    ['demo'],
  );
  const seeded = storage.catalog.count('demo');
  storage.close();

  // Started again on the seeded database: nothing is re-seeded; --json gives the URL and a demo token.
  const again = serve('--port', '0', '--demo', '--json');
  const ready = JSON.parse((await again.waitFor((text) => text.includes('\n'))).split('\n')[0]!) as {
    url: string;
    tenantId: string;
    token: string;
  };
  assert.is(ready.tenantId, 'demo');
  const found = await fetch(`${ready.url}/api/operation/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Tenantid: 'demo', Authorization: `Bearer ${ready.token}` },
    body: JSON.stringify({ content: 'jacket' }),
  });
  assert.ok((await searchIds(found)).length > 0);
  await stop(again);
  assert.not.match(again.stdout(), /Seeded/);
  const reopened = openStorage(ws.db);
  assert.is(reopened.catalog.count('demo'), seeded);
  reopened.close();
});

test('a catalogue imported by another process is visible to the running server without a restart', async () => {
  const storage = openStorage(ws.db);
  storage.tenants.create({ id: 'shop' });
  storage.catalog.upsertMany('shop', [
    { id: 'tent-1', title: 'Ridge tent for two', price: 180 },
    { id: 'stove-1', title: 'Camp stove', price: 45 },
  ]);
  const secret = storage.tenants.signingSecret('shop')!;
  storage.close();
  const token = jwt.sign({ tenantId: 'shop' }, secret, { algorithm: 'HS256', expiresIn: 600 });

  const server = serve('--port', '0', '--json');
  const ready = JSON.parse((await server.waitFor((text) => text.includes('\n'))).split('\n')[0]!) as {
    url: string;
  };
  assert.match(ready.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  const search = (content: string) =>
    fetch(`${ready.url}/api/operation/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Tenantid: 'shop', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ content, operationHideAiMessage: true }),
    });
  assert.not.ok((await searchIds(await search('lantern'))).includes('lantern-1'));
  assert.ok((await searchIds(await search('tent'))).includes('tent-1'));

  const file = ws.file(
    'more.jsonl',
    jsonLines([
      { id: 'lantern-1', title: 'Storm lantern', price: 25 },
      { id: 'tent-1', title: 'Ridge shelter for two', price: 170 },
    ]),
  );
  const imported = await runCli(['catalog', 'import', 'shop', file, '--replace', '--db', ws.db]);
  assert.match(
    expectExit(imported, 0, 'import while serving').stdout,
    /1 new, 1 updated, 0 unchanged, 1 deleted/,
  );

  assert.equal(await searchIds(await search('lantern')), ['lantern-1'], 'new product found');
  assert.not.ok((await searchIds(await search('stove'))).includes('stove-1'), 'deleted product gone');
  await stop(server);
});

test('serve: SIGTERM right after the ready line exits cleanly; a port in use exits 1 naming it', async () => {
  const first = serve('--port', '0', '--json');
  const { url } = JSON.parse((await first.waitFor((text) => text.includes('\n'))).split('\n')[0]!) as {
    url: string;
  };
  const port = new URL(url).port;
  const taken = await runCli(['serve', '--port', port, '--db', ws.db]);
  assert.match(
    expectExit(taken, 1, 'port in use').stderr,
    new RegExp(`^aisle: cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE`, 'm'),
  );
  await stop(first);

  // A supervisor may signal as soon as it sees output: the handlers are installed before anything is printed.
  const second = serve('--port', '0', '--json');
  await second.waitFor((text) => text.length > 0);
  await stop(second);
});

test.run();
