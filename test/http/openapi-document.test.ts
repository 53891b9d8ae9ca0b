/** /openapi.json: the document generated from the zod schemas, typed as the interface types the fields. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

test('openapi.json is OpenAPI 3.1 generated from the request schemas', async () => {
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>
    >;
  };
  assert.is(doc.openapi, '3.1.0');
  for (const path of [
    '/api/operation/search',
    '/api/operation/compare',
    '/api/faqs/{productId}',
    '/api/highlights/{productId}',
  ]) {
    assert.ok(doc.paths[path], path);
  }
  const schema = doc.paths['/api/operation/search']?.['post']?.requestBody?.content['application/json']
    ?.schema as {
    properties: Record<string, Record<string, unknown>>;
    required: string[];
  };
  assert.equal(schema.required, ['content']);
  assert.is(schema.properties['content']?.['minLength'], 1);
  assert.equal(schema.properties['requestOrigin']?.['const'], 'Operation');
  assert.is(schema.properties['pageSize']?.['minimum'], 1);
});

test('openapi.json: only search and compare are refused for the usage allowance', async () => {
  type Operation = { responses: Record<string, { description: string }> };
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const forbidden = (path: string, method: string) =>
    doc.paths[path]?.[method]?.responses['403']?.description ?? '';
  for (const path of ['/api/operation/search', '/api/operation/compare']) {
    assert.match(forbidden(path, 'post'), /usage allowance/, path);
  }
  for (const [path, method] of [
    ['/api/faqs/{productId}', 'get'],
    ['/api/highlights/{productId}', 'get'],
    ['/api/auth/token', 'post'],
  ] as const) {
    assert.match(forbidden(path, method), /Tenantid missing/, path);
    assert.not.match(forbidden(path, method), /allowance/, path);
  }
});

test('openapi.json types every integer of the interface as integer (pageSize, total)', async () => {
  type Node = Record<string, unknown>;
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Node;
  const at = (node: unknown, ...keys: string[]): Node =>
    keys.reduce<Node>((here, key) => here[key] as Node, node as Node);
  for (const path of ['/api/operation/search', '/api/operation/compare']) {
    const operation = at(doc, 'paths', path, 'post');
    const request = at(operation, 'requestBody', 'content', 'application/json', 'schema', 'properties');
    assert.equal(request['pageSize'], { type: 'integer', minimum: 1 }, path);
    assert.is(at(request, 'page')['type'], 'integer', path);
    const events = at(operation, 'responses', '200', 'content', 'text/event-stream', 'schema');
    const data = (events['anyOf'] as Node[])
      .map((event) => at(event, 'properties')['data'])
      .find(Boolean) as Node;
    const total = at(data, 'properties', 'total');
    assert.is(total['type'], 'integer', path);
    assert.is(total['minimum'], 0, path);
  }
});

test.run();
