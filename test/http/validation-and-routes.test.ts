import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

async function expectError(response: Response, status: number, code: string, pattern?: RegExp) {
  const text = await response.text();
  assert.is(response.status, status, text);
  const parsed = JSON.parse(text) as { error: { code: string; message: string } };
  assert.is(parsed.error.code, code, text);
  if (pattern) assert.match(parsed.error.message, pattern);
  return parsed.error.message;
}

test('each invalid field → 400 naming the field and the bad value', async () => {
  const cases: [unknown, RegExp][] = [
    [{}, /content/],
    [{ content: '' }, /content.*""/],
    [{ content: 7 }, /content.*7/],
    [{ content: 'x', pageSize: 0 }, /pageSize.*0/],
    [{ content: 'x', pageSize: 2.5 }, /pageSize.*2\.5/],
    [{ content: 'x', pageSize: '10' }, /pageSize.*"10"/],
    [{ content: 'x', requestOrigin: 'Widget' }, /requestOrigin.*"Widget"/],
    [{ content: 'x', websiteUrl: 'not a url' }, /websiteUrl.*"not a url"/],
    [{ content: 'x', chatMetadata: { websiteUrl: 'nope' } }, /chatMetadata\.websiteUrl.*"nope"/],
    [{ content: 'x', chatMetadata: 'p-1' }, /chatMetadata/],
    [{ content: 'x', productIds: 'boot-1' }, /productIds/],
    [{ content: 'x', productIds: [1] }, /productIds\.0/],
    [{ content: 'x', operationHideAiMessage: 'yes' }, /operationHideAiMessage.*"yes"/],
    [{ content: 'x', operationReturnFullProductInfo: 1 }, /operationReturnFullProductInfo/],
    [{ content: 'x', sessionId: 5 }, /sessionId/],
    [[{ content: 'x' }], /body|expected object/i],
    ['"just a string"', /body|expected object/i],
  ];
  for (const [body, pattern] of cases) {
    for (const path of ['/api/operation/search', '/api/operation/compare']) {
      await expectError(await server.operation(path, body), 400, 'INVALID_REQUEST', pattern);
    }
  }
});

test('a field holding a deeply nested value → 400 naming the field, not 500', async () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const cases: [string, RegExp][] = [
    [`{"content":"x","pageSize":${deep(30_000)}}`, /pageSize.*got \[…\]/],
    [`{"content":"x","chatMetadata":{"title":${deep(30_000)}}}`, /chatMetadata\.title/],
    [deep(30_000), /body.*got \[…\]/],
  ];
  for (const [body, pattern] of cases) {
    for (const path of ['/api/operation/search', '/api/operation/compare']) {
      await expectError(await server.operation(path, body), 400, 'INVALID_REQUEST', pattern);
    }
  }
  assert.not.ok(
    server.logs.some((line) => /Maximum call stack/.test(line)),
    'nothing overflowed',
  );
});

test('malformed JSON → 400; wrong content type → 415; body over 64 KiB → 413', async () => {
  await expectError(
    await server.operation('/api/operation/search', '{"content": '),
    400,
    'INVALID_REQUEST',
    /JSON/,
  );
  await expectError(await server.operation('/api/operation/search', ''), 400, 'INVALID_REQUEST', /empty/);
  await expectError(
    await server.operation('/api/operation/search', '{"content":"x"}', 'acme', {
      'Content-Type': 'text/plain',
    }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /text\/plain/,
  );
  const big = JSON.stringify({ content: 'x'.repeat(70 * 1024) });
  await expectError(await server.operation('/api/operation/search', big), 413, 'PAYLOAD_TOO_LARGE', /65536/);
  const ok = await server.operation('/api/operation/search', '{"content":"boot"}', 'acme', {
    'Content-Type': 'application/json; charset=utf-8',
  });
  assert.is(ok.status, 200);
  await ok.text();
});

test('unknown path → 404 JSON; wrong method → 405 with Allow', async () => {
  await expectError(
    await fetch(`${server.url}/api/operation/bundle`, { method: 'POST' }),
    404,
    'NOT_FOUND',
    /bundle/,
  );
  await expectError(await fetch(`${server.url}/nope`), 404, 'NOT_FOUND');
  const wrong = await fetch(`${server.url}/api/operation/search`, { headers: { Tenantid: 'acme' } });
  assert.is(wrong.headers.get('allow'), 'POST, OPTIONS');
  await expectError(wrong, 405, 'METHOD_NOT_ALLOWED');
  const del = await fetch(`${server.url}/api/faqs/boot-1`, {
    method: 'DELETE',
    headers: { Tenantid: 'acme' },
  });
  await expectError(del, 405, 'METHOD_NOT_ALLOWED');
  const delAllow = del.headers.get('allow');
  assert.is(delAllow, 'GET, HEAD, OPTIONS');
});

test('a path is read as sent: "//x/api/…" names no host, and reaches no endpoint', async () => {
  const doubled = await fetch(`${server.url}//anything/api/faqs/boot-1`, { headers: { Tenantid: 'acme' } });
  await expectError(doubled, 404, 'NOT_FOUND', /No endpoint at GET \/\/anything\/api\/faqs\/boot-1\./);
});

test('HEAD is GET without the body', async () => {
  const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(await head.text(), '');
  const faqs = await fetch(`${server.url}/api/faqs/boot-1`, {
    method: 'HEAD',
    headers: { Tenantid: 'acme' },
  });
  assert.is(faqs.status, 200);
  assert.match(faqs.headers.get('content-type') ?? '', /json/);
  const tenantless = await fetch(`${server.url}/api/faqs/boot-1`, { method: 'HEAD' });
  assert.is(tenantless.status, 403, 'the same checks as GET');
});

test('a body refused before it was read closes its connection, so the next request on it is not lost', async () => {
  const big = JSON.stringify({ content: 'x'.repeat(180 * 1024) });
  const refused = await server.operation('/api/operation/search', big);
  assert.is(refused.status, 413);
  assert.is(refused.headers.get('connection'), 'close');
  await refused.text();
  for (let i = 0; i < 2; i++) {
    const next = await server.operation('/api/operation/search', {
      content: 'boot',
      operationHideAiMessage: true,
    });
    assert.is(next.status, 200);
    await next.text();
  }
});

test('a body is read before the checks: a refused tenant keeps its connection; one over the limit closes it', async () => {
  const small = { content: 'boot' };
  for (const tenant of ['nobody', '']) {
    const refused = await server.operation('/api/operation/search', small, tenant);
    assert.ok(refused.status === 403 || refused.status === 404, String(refused.status));
    assert.is.not(refused.headers.get('connection'), 'close', 'its body was read');
    await refused.text();
  }
  const big = JSON.stringify({ content: 'x'.repeat(180 * 1024) });
  const unread = await server.operation('/api/operation/search', big, 'nobody');
  assert.is(unread.status, 404, 'the tenant check comes first');
  assert.is(unread.headers.get('connection'), 'close', 'its body was not read past the limit');
  await unread.text();
});

test('a bad request does not hurt the next one', async () => {
  await (await server.operation('/api/operation/search', '{oops')).text();
  const good = await server.operation('/api/operation/search', {
    content: 'boot',
    operationHideAiMessage: true,
  });
  assert.is(good.status, 200);
  assert.match(await good.text(), /ProductSearch/);
});

test('CORS: preflight allows Authorization, Tenantid, Content-Type from any origin by default', async () => {
  const response = await fetch(`${server.url}/api/operation/search`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://shop.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,tenantid,content-type',
    },
  });
  assert.is(response.status, 204);
  assert.is(response.headers.get('access-control-allow-origin'), '*');
  const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  for (const header of ['authorization', 'tenantid', 'content-type'])
    assert.ok(allowed.includes(header), header);
  assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
  const actual = await server.operation('/api/operation/search', { content: 'boot' }, 'acme', {
    Origin: 'https://a.example',
  });
  assert.is(actual.headers.get('access-control-allow-origin'), '*');
  await actual.text();
});

test('CORS: configured origins only', async () => {
  const strict = await startTestServer({ corsOrigins: ['https://shop.example'] });
  try {
    const preflight = (origin: string) =>
      fetch(`${strict.url}/api/operation/search`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight('https://shop.example');
    assert.is(allowed.headers.get('access-control-allow-origin'), 'https://shop.example');
    const denied = await preflight('https://evil.example');
    assert.is(denied.headers.get('access-control-allow-origin'), null);
  } finally {
    await strict.close();
  }
});

test('healthz reports the database and the chat mode', async () => {
  const response = await fetch(`${server.url}/healthz`);
  assert.is(response.status, 200);
  const health = (await response.json()) as Record<string, unknown>;
  assert.is(health['ok'], true);
  assert.is(health['database'], 'ok');
  assert.is(health['chat'], 'offline');
});

test.run();
