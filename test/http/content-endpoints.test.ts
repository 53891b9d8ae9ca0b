import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer({
    tenants: [
      {
        id: 'acme',
        products: [
          { id: 'pack/2 special id', title: 'Daypack' },
          { id: 'boot-1', title: 'Boot' },
        ],
      },
      { id: 'globex', products: [{ id: 'boot-1', title: 'Other boot' }] },
      { id: 'sleepy', active: false },
    ],
  });
  server.app.storage.content.put('acme', 'pack/2 special id', {
    faqs: [{ question: 'Is it waterproof?', answer: 'It is water resistant.' }],
    highlights: ['Light', 'Roomy'],
    generatedAt: new Date('2026-11-01T10:00:00Z'),
  });
  for (const id of ['..', '.', 'a\\b']) {
    server.app.storage.content.put('acme', id, { highlights: [`Id ${id}`], generatedAt: new Date(0) });
  }
  server.app.storage.content.put('globex', 'boot-1', {
    faqs: [{ question: 'Globex secret?', answer: 'Yes.' }],
    highlights: ['Globex only'],
    generatedAt: new Date('2026-11-02T10:00:00Z'),
  });
});
test.after(() => server.close());

const get = (path: string, headers: Record<string, string> = { Tenantid: 'acme' }) =>
  fetch(`${server.url}${path}`, { headers });

test('FAQs: the documented shape, id URL-decoded', async () => {
  const response = await get(`/api/faqs/${encodeURIComponent('pack/2 special id')}`);
  assert.is(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(await response.json(), {
    faqs: [{ question: 'Is it waterproof?', answer: 'It is water resistant.' }],
    faqsGeneratedAt: '2026-11-01T10:00:00.000Z',
  });
});

test('highlights: the documented shape', async () => {
  const response = await get(`/api/highlights/${encodeURIComponent('pack/2 special id')}`);
  assert.equal(await response.json(), {
    highlights: ['Light', 'Roomy'],
    highlightsGeneratedAt: '2026-11-01T10:00:00.000Z',
  });
});

test('nothing stored → 200 with empty arrays and null timestamps (also for unknown products)', async () => {
  assert.equal(await (await get('/api/faqs/boot-1')).json(), { faqs: [], faqsGeneratedAt: null });
  assert.equal(await (await get('/api/highlights/boot-1')).json(), {
    highlights: [],
    highlightsGeneratedAt: null,
  });
  assert.equal(await (await get('/api/faqs/never-heard-of-it')).json(), { faqs: [], faqsGeneratedAt: null });
});

test("scoped to the tenant: globex's content for the same id is invisible to acme", async () => {
  const acme = (await (await get('/api/faqs/boot-1')).json()) as { faqs: unknown[] };
  assert.equal(acme.faqs, []);
  const globex = (await (await get('/api/faqs/boot-1', { Tenantid: 'globex' })).json()) as {
    faqs: unknown[];
  };
  assert.is(globex.faqs.length, 1);
});

test('read-only: reading never generates content', async () => {
  await get('/api/faqs/boot-1');
  await get('/api/highlights/boot-1');
  assert.is(server.app.storage.content.has('acme', 'boot-1'), false);
});

test('tenant errors: the same statuses and plain-text bodies as the operations; no token needed', async () => {
  for (const kind of ['faqs', 'highlights']) {
    const missing = await get(`/api/${kind}/boot-1`, {});
    assert.is(missing.status, 403);
    assert.is(await missing.text(), 'Tenant ID Invalid.');
    const unknown = await get(`/api/${kind}/boot-1`, { Tenantid: 'nobody' });
    assert.is(unknown.status, 404);
    assert.match(unknown.headers.get('content-type') ?? '', /^text\/plain/);
    assert.is(await unknown.text(), 'Tenant nobody not found #000');
    const inactive = await get(`/api/${kind}/boot-1`, { Tenantid: 'sleepy' });
    assert.is(inactive.status, 403);
    assert.is(await inactive.text(), 'Tenant sleepy is inactive.');
  }
});

test('the id is read from the path as sent: ".", ".." and "\\" are ids, not path steps', async () => {
  // node:http sends the path untouched (fetch would resolve "%2E%2E" itself).
  const raw = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      request({ hostname, port, path, headers: { Tenantid: 'acme' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
        .on('error', reject)
        .end();
    });
  for (const [path, id] of [
    ['/api/highlights/%2E%2E', '..'],
    ['/api/highlights/..', '..'],
    ['/api/highlights/%2e', '.'],
    [`/api/highlights/${encodeURIComponent('a\\b')}`, 'a\\b'],
    ['/api/highlights/a\\b', 'a\\b'],
  ]) {
    const { status, body } = await raw(path!);
    assert.is(status, 200, `${path}: ${body}`);
    assert.equal((JSON.parse(body) as { highlights: string[] }).highlights, [`Id ${id}`], path);
  }
  const stepped = await raw('/api/nowhere/../highlights/boot-1');
  assert.is(stepped.status, 404, 'no endpoint: the path is not resolved');
  assert.match(stepped.body, /No endpoint at GET \/api\/nowhere\/\.\.\/highlights\/boot-1\./);
});

test('malformed percent-encoding in the id → 400 JSON', async () => {
  const response = await get('/api/faqs/%E0%A4%A');
  assert.is(response.status, 400);
  assert.match(((await response.json()) as { error: { message: string } }).error.message, /%E0%A4%A/);
});

test.run();
