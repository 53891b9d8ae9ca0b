/** The request line as sent: methods fetch cannot carry, and paths to no endpoint. */
import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

/** Sends a raw request (node:http, as fetch refuses TRACE and "*"); resolves with what came back. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow: string | undefined; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const outgoing = request({ hostname, port, path, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const errorOf = (text: string) => (JSON.parse(text) as { error: { code: string; message: string } }).error;

test('TRACE is a method like any other: 405 with Allow, or 404 on no endpoint (it was 500, logged)', async () => {
  const method = 'TRACE';
  const faqs = await send(method, '/api/faqs/boot-1', { Tenantid: 'acme' });
  assert.is(faqs.status, 405, faqs.text);
  assert.is(faqs.allow, 'GET, HEAD, OPTIONS');
  assert.equal(errorOf(faqs.text), {
    code: 'METHOD_NOT_ALLOWED',
    message: `Method ${method} is not allowed here; use GET, HEAD, OPTIONS.`,
  });
  const search = await send(method, '/api/operation/search');
  assert.is(search.status, 405, search.text);
  assert.is(search.allow, 'POST, OPTIONS');
  const nowhere = await send(method, '/nope');
  assert.is(nowhere.status, 404, nowhere.text);
  assert.is(errorOf(nowhere.text).message, `No endpoint at ${method} /nope.`);
  assert.not.ok(
    server.logs.some((line) => /unsupported|Handler failed/.test(line)),
    'nothing was logged as a fault',
  );
});

test('OPTIONS of no endpoint is 404, as any method there (it was 204); "OPTIONS *" asks about the server', async () => {
  const nowhere = await send('OPTIONS', '/api/operation/bundle', { Origin: 'https://shop.example' });
  assert.is(nowhere.status, 404, nowhere.text);
  assert.equal(errorOf(nowhere.text), {
    code: 'NOT_FOUND',
    message: 'No endpoint at OPTIONS /api/operation/bundle.',
  });
  const whole = await send('OPTIONS', '*');
  assert.is(whole.status, 204, whole.text);
  const preflight = await send('OPTIONS', '/api/operation/search', { Origin: 'https://shop.example' });
  assert.is(preflight.status, 204, 'an endpoint still answers its preflight');
  assert.is(preflight.allow, 'POST, OPTIONS');
});

test('an absolute-form target is its path (RFC 9112 requires it; it was 404 "No endpoint at GET /.")', async () => {
  const faqs = await send('GET', 'http://shop.example/api/faqs/boot-1?lang=en', { Tenantid: 'acme' });
  assert.is(faqs.status, 200, faqs.text);
  assert.equal(JSON.parse(faqs.text), { faqs: [], faqsGeneratedAt: null });
  const search = await send('GET', 'HTTP://shop.example:8080/api/operation/search');
  assert.is(search.status, 405, search.text);
  assert.is(search.allow, 'POST, OPTIONS');
  const nowhere = await send('GET', 'https://shop.example/nope/../api/faqs/1');
  assert.is(nowhere.status, 404, nowhere.text);
  assert.is(errorOf(nowhere.text).message, 'No endpoint at GET /nope/../api/faqs/1.');
});

test.run();
