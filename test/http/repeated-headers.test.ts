/** A header naming one thing, sent twice: used when the copies agree; differing Tenantid copies are a 400. */
import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

/** A request whose array-valued headers go out as one header line per value, as a proxy may send them. */
function send(method: string, path: string, headers: Record<string, string | string[]>, body?: string) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test('Tenantid twice, the same: that tenant (it read "Tenant acme, acme not found")', async () => {
  const faqs = await send('GET', '/api/faqs/boot-1', { Tenantid: ['acme', 'acme'] });
  assert.is(faqs.status, 200, faqs.text);
  const search = await send(
    'POST',
    '/api/operation/search',
    {
      Tenantid: ['acme', 'acme'],
      Authorization: [`Bearer ${server.tokens['acme']}`, `Bearer ${server.tokens['acme']}`],
      'Content-Type': 'application/json',
    },
    JSON.stringify({ content: 'boot', operationHideAiMessage: true }),
  );
  assert.is(search.status, 200, search.text);
  assert.match(search.text, /ProductSearch/);
});

test('Tenantid twice, different: 400 naming the header and both values', async () => {
  const faqs = await send('GET', '/api/faqs/boot-1', { Tenantid: ['acme', 'globex'] });
  assert.is(faqs.status, 400, faqs.text);
  assert.match(faqs.type, /^application\/json/);
  const { error } = JSON.parse(faqs.text) as { error: { code: string; message: string } };
  assert.is(error.code, 'INVALID_REQUEST');
  assert.match(error.message, /Tenantid header is repeated with different values \("acme", "globex"\)/);
});

test('one Tenantid line holding a comma is one value: no such tenant, 404 (it was read as two copies, 400)', async () => {
  for (const value of ['acme,globex', 'acme, acme']) {
    const faqs = await send('GET', '/api/faqs/boot-1', { Tenantid: value });
    assert.is(faqs.status, 404, faqs.text);
    assert.match(faqs.type, /^text\/plain/);
    assert.is(faqs.text, `Tenant ${value} not found #000`);
  }
});

test('Authorization twice, different: the token check refuses it (401), after the tenant checks', async () => {
  const headers = {
    Authorization: [`Bearer ${server.tokens['acme']}`, `Bearer ${server.tokens['globex']}`],
    'Content-Type': 'application/json',
  };
  const payload = JSON.stringify({ content: 'boot' });
  const search = await send('POST', '/api/operation/search', { Tenantid: 'acme', ...headers }, payload);
  assert.is(search.status, 401, search.text);
  const tenantless = await send('POST', '/api/operation/search', headers, payload);
  assert.is(tenantless.status, 403, tenantless.text);
});

test('the operational endpoints read no tenant, so a repeated one is no error there', async () => {
  for (const path of ['/healthz', '/openapi.json']) {
    const response = await send('GET', path, { Tenantid: ['acme', 'globex'] });
    assert.is(response.status, 200, path);
  }
});

test.run();
