import jwt from 'jsonwebtoken';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { acmeProducts } from '../helpers/test-catalog.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({
    tenants: [
      { id: 'acme', products: acmeProducts },
      { id: 'globex', products: [] },
      { id: 'sleepy', active: false },
      { id: 'metered', products: acmeProducts, allowance: 5 },
      { id: 'broke', products: acmeProducts, allowance: 0 },
    ],
  });
});
test.after(() => server.close());

const body = { content: 'hiking boot', operationHideAiMessage: true };
const search = (headers: Record<string, string>, payload: unknown = body) =>
  fetch(`${server.url}/api/operation/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const bearer = (tenant: string) => `Bearer ${server.tokens[tenant]}`;

async function expectText(response: Response, status: number, text: string) {
  assert.is(response.status, status);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
  assert.is(await response.text(), text);
}
async function expectJsonError(response: Response, status: number, code: string, pattern?: RegExp) {
  const text = await response.text();
  assert.is(response.status, status, text);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const parsed = JSON.parse(text) as { error: { code: string; message: string } };
  assert.is(parsed.error.code, code);
  if (pattern) assert.match(parsed.error.message, pattern);
}

test('missing or empty Tenantid → 403 "Tenant ID Invalid."', async () => {
  await expectText(await search({ Authorization: bearer('acme') }), 403, 'Tenant ID Invalid.');
  await expectText(await search({ Tenantid: '', Authorization: bearer('acme') }), 403, 'Tenant ID Invalid.');
});

test('unknown tenant → 404 "Tenant <id> not found #000"', async () => {
  await expectText(
    await search({ Tenantid: 'nobody', Authorization: bearer('acme') }),
    404,
    'Tenant nobody not found #000',
  );
});

test('inactive tenant → 403 text', async () => {
  await expectText(
    await search({ Tenantid: 'sleepy', Authorization: bearer('sleepy') }),
    403,
    'Tenant sleepy is inactive.',
  );
});

test('token failures → 401 JSON', async () => {
  const secretless = jwt.sign({ tenantId: 'acme' }, 'not-the-secret', { algorithm: 'HS256', expiresIn: 600 });
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ tenantId: 'acme', exp: Math.floor(Date.now() / 1000) + 600 }),
  ).toString('base64url')}.`;
  const expired = (await server.app.deps.credentials.mintToken('acme', -10)).token;
  const cases: [string, Record<string, string>][] = [
    ['missing', { Tenantid: 'acme' }],
    ['not bearer', { Tenantid: 'acme', Authorization: `Basic ${server.tokens['acme']}` }],
    ['malformed', { Tenantid: 'acme', Authorization: 'Bearer not.a.jwt' }],
    ['wrong signature', { Tenantid: 'acme', Authorization: `Bearer ${secretless}` }],
    ['alg none', { Tenantid: 'acme', Authorization: `Bearer ${none}` }],
    ['expired', { Tenantid: 'acme', Authorization: `Bearer ${expired}` }],
    ['other tenant', { Tenantid: 'acme', Authorization: bearer('globex') }],
  ];
  for (const [name, headers] of cases) {
    const response = await search(headers);
    assert.is(response.status, 401, name);
    await expectJsonError(response, 401, 'UNAUTHORIZED');
  }
  const expiredResponse = await search({ Tenantid: 'acme', Authorization: `Bearer ${expired}` });
  await expectJsonError(expiredResponse, 401, 'UNAUTHORIZED', /expired/);
});

test("another tenant's token: 401 saying so, naming the Tenantid sent, not the token's (it said wrongly signed)", async () => {
  const expiredGlobex = (await server.app.deps.credentials.mintToken('globex', -10)).token;
  for (const token of [server.tokens['globex'], expiredGlobex]) {
    const response = await search({ Tenantid: 'acme', Authorization: `Bearer ${token}` });
    const text = await response.text();
    assert.is(response.status, 401, text);
    assert.equal(JSON.parse(text), {
      error: {
        code: 'UNAUTHORIZED',
        message: 'Invalid operation token: token belongs to another tenant, not to Tenantid acme.',
      },
    });
    assert.not.ok(text.includes('globex'), "the other tenant's id is not told");
  }
  // A token claiming another tenant but signed with neither secret is only wrongly signed.
  const forged = jwt.sign({ tenantId: 'globex' }, 'not-the-secret', { algorithm: 'HS256', expiresIn: 600 });
  await expectJsonError(
    await search({ Tenantid: 'acme', Authorization: `Bearer ${forged}` }),
    401,
    'UNAUTHORIZED',
    /^Invalid operation token: token malformed or wrongly signed\.$/,
  );
});

test('a token signed with the right secret but for another tenantId claim is refused', async () => {
  // Same secret, different claim: the claim must equal the Tenantid header exactly.
  const decoded = jwt.decode(server.tokens['acme'] ?? '') as { tenantId: string };
  assert.is(decoded.tenantId, 'acme');
  const response = await search({ Tenantid: 'ACME', Authorization: bearer('acme') });
  await expectText(response, 404, 'Tenant ACME not found #000');
});

test('check order: tenant, then token, then body, then allowance', async () => {
  // No tenant but a bad token and a bad body: the tenant error wins.
  await expectText(await search({ Authorization: 'Bearer x' }, '{bad json'), 403, 'Tenant ID Invalid.');
  await expectText(await search({ Tenantid: 'nobody' }, '{bad json'), 404, 'Tenant nobody not found #000');
  await expectText(await search({ Tenantid: 'sleepy' }, '{bad json'), 403, 'Tenant sleepy is inactive.');
  // Known tenant, bad token, bad body: the token error wins.
  await expectJsonError(
    await search({ Tenantid: 'acme', Authorization: 'Bearer x' }, '{bad json'),
    401,
    'UNAUTHORIZED',
  );
  // Good token, bad body → 400 even when the allowance is used up; invalid requests are not counted.
  await expectJsonError(
    await search({ Tenantid: 'broke', Authorization: bearer('broke') }, '{bad'),
    400,
    'INVALID_REQUEST',
  );
  await expectJsonError(
    await search({ Tenantid: 'broke', Authorization: bearer('broke') }, { content: '' }),
    400,
    'INVALID_REQUEST',
    /content/,
  );
  await expectText(
    await search({ Tenantid: 'broke', Authorization: bearer('broke') }),
    403,
    'Tenant broke is over its usage allowance.',
  );
});

test('allowance: exact under concurrent requests, search and compare both count, invalid ones do not', async () => {
  const headers = { Tenantid: 'metered', Authorization: bearer('metered') };
  await expectJsonError(await search(headers, { content: 42 }), 400, 'INVALID_REQUEST');
  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      fetch(`${server.url}/api/operation/${i % 2 === 0 ? 'search' : 'compare'}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          content: 'boot',
          productIds: ['boot-1', 'boot-2'],
          operationHideAiMessage: true,
        }),
      }),
    ),
  );
  const statuses = await Promise.all(responses.map(async (r) => (await r.text(), r.status)));
  assert.is(statuses.filter((s) => s === 200).length, 5);
  assert.is(statuses.filter((s) => s === 403).length, 7);
  const period = new Date().toISOString().slice(0, 7);
  assert.is(server.app.storage.tenants.usage('metered', period), 5);
});

test('token exchange: API key → token that works; wrong or missing key → 401', async () => {
  const exchange = (headers: Record<string, string>, payload?: string) =>
    fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { ...(payload && { 'Content-Type': 'application/json' }), ...headers },
      ...(payload && { body: payload }),
    });
  const ok = await exchange({ Tenantid: 'acme', 'X-Api-Key': server.apiKeys['acme'] ?? '' });
  assert.is(ok.status, 200);
  const minted = (await ok.json()) as { token: string; expiresAt: string };
  const claims = jwt.decode(minted.token) as { tenantId: string; iat: number; exp: number };
  assert.equal(Object.keys(claims).sort(), ['exp', 'iat', 'tenantId'], 'the claims the README names');
  assert.is(claims.exp - claims.iat, 15 * 60);
  const lifetime = Date.parse(minted.expiresAt) - Date.now();
  assert.ok(lifetime > 14 * 60_000 && lifetime <= 15 * 60_000, `lifetime ${lifetime}`);
  const used = await search({ Tenantid: 'acme', Authorization: `Bearer ${minted.token}` });
  assert.is(used.status, 200);
  await used.text();

  const custom = await exchange(
    { Tenantid: 'acme', 'X-Api-Key': server.apiKeys['acme'] ?? '' },
    '{"ttlSeconds":60}',
  );
  const customLifetime = Date.parse(((await custom.json()) as { expiresAt: string }).expiresAt) - Date.now();
  assert.ok(customLifetime > 50_000 && customLifetime <= 60_000);

  await expectJsonError(
    await exchange({ Tenantid: 'acme', 'X-Api-Key': 'aisle_wrong' }),
    401,
    'UNAUTHORIZED',
  );
  await expectJsonError(
    await exchange({ Tenantid: 'acme', 'X-Api-Key': server.apiKeys['globex'] ?? '' }),
    401,
    'UNAUTHORIZED',
  );
  await expectJsonError(await exchange({ Tenantid: 'acme' }), 401, 'UNAUTHORIZED');
  await expectText(await exchange({ 'X-Api-Key': 'x' }), 403, 'Tenant ID Invalid.');
  await expectText(
    await exchange({ Tenantid: 'nobody', 'X-Api-Key': 'x' }),
    404,
    'Tenant nobody not found #000',
  );
});

test('no response ever contains a secret or API key', async () => {
  const health = await (await fetch(`${server.url}/healthz`)).text();
  const spec = await (await fetch(`${server.url}/openapi.json`)).text();
  for (const key of Object.values(server.apiKeys)) {
    assert.not.ok(health.includes(key) || spec.includes(key));
    assert.not.ok(server.logs.some((line) => line.includes(key)));
  }
});

test.run();
