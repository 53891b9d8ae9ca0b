/**
 * Requests Node would answer itself with an empty body: those its parser refuses (an unknown method, a malformed
 * line, headers over the limit), HTTP/1.1 with no Host, an unmet Expect; and CONNECT, which Node hands over as a
 * bare socket. Answered in the service's error style.
 */
import { connect, type Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let server: TestServer;
test.before(async () => {
  server = await startTestServer();
});
test.after(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote before it closed the connection. */
  raw: string;
}

/** Writes raw bytes, reads until the server closes the connection (or 3 s), and parses the last response. */
function sendRaw(bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () =>
      socket.write(bytes, 'latin1'),
    );
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection stayed open; got ${JSON.stringify(raw)}`));
    }, 3000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const last = Math.max(...[...raw.matchAll(/(?:^|\n)HTTP\/1\.1 \d{3} /g)].map((m) => m.index ?? 0));
      const [head = '', body = ''] = raw.slice(Math.max(last, 0)).trimStart().split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const chunked = headers['transfer-encoding'] === 'chunked';
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: chunked ? unchunk(body) : body,
        raw,
      });
    });
  });
}

const unchunk = (body: string): string =>
  body
    .split('\r\n')
    .filter((_, index) => index % 2 === 1)
    .join('');

function expectError(answer: Answer, status: number, code: string, message: string | RegExp) {
  assert.is(answer.status, status, answer.raw);
  assert.match(answer.headers['content-type'] ?? '', /^application\/json/, answer.raw);
  assert.is(answer.headers['connection'], 'close', answer.raw);
  const length = answer.headers['content-length'];
  if (length !== undefined) assert.is(Number(length), Buffer.byteLength(answer.body, 'latin1'));
  const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
  assert.is(error.code, code);
  if (typeof message === 'string') assert.is(error.message, message);
  else assert.match(error.message, message);
}

test('CONNECT is answered as TRACE is: 405 with Allow on an endpoint, 404 elsewhere (it got no answer)', async () => {
  const tunnel = await sendRaw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  expectError(tunnel, 404, 'NOT_FOUND', 'No endpoint at CONNECT example.com:443.');
  const faqs = await sendRaw('CONNECT /api/faqs/boot-1 HTTP/1.1\r\nHost: x\r\nTenantid: acme\r\n\r\n');
  expectError(faqs, 405, 'METHOD_NOT_ALLOWED', 'Method CONNECT is not allowed here; use GET, HEAD, OPTIONS.');
  assert.is(faqs.headers['allow'], 'GET, HEAD, OPTIONS');
});

test('a method Node does not know is answered as any other: 405 with Allow, or 404 (it was an empty 400)', async () => {
  const faqs = await sendRaw('FOO /api/faqs/boot-1 HTTP/1.1\r\nHost: x\r\nTenantid: acme\r\n\r\n');
  expectError(faqs, 405, 'METHOD_NOT_ALLOWED', 'Method FOO is not allowed here; use GET, HEAD, OPTIONS.');
  assert.is(faqs.headers['allow'], 'GET, HEAD, OPTIONS');
  const lower = await sendRaw('get /api/operation/search HTTP/1.1\r\nHost: x\r\n\r\n');
  expectError(lower, 405, 'METHOD_NOT_ALLOWED', 'Method get is not allowed here; use POST, OPTIONS.');
  const nowhere = await sendRaw('\r\nFOO /nope?x=1 HTTP/1.1\r\nHost: x\r\n\r\n');
  expectError(nowhere, 404, 'NOT_FOUND', 'No endpoint at FOO /nope.');
});

test('a malformed request line or header: 400 naming the line (it was an empty 400)', async () => {
  const version = await sendRaw('GET /healthz HTTP/1.1 junk\r\nHost: x\r\n\r\n');
  expectError(
    version,
    400,
    'INVALID_REQUEST',
    'Malformed request: expected CRLF after version in "GET /healthz HTTP/1.1 junk".',
  );
  const spaced = await sendRaw('GET /api/faqs/boot 1 HTTP/1.1\r\nHost: x\r\n\r\n');
  expectError(
    spaced,
    400,
    'INVALID_REQUEST',
    /^Malformed request: .* in "GET \/api\/faqs\/boot 1 HTTP\/1\.1"\.$/,
  );
  const header = await sendRaw('GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n');
  expectError(header, 400, 'INVALID_REQUEST', 'Malformed request: invalid header token in "Bad Header: 1".');
  const framing = await sendRaw(
    'POST /api/faqs/boot-1 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  );
  expectError(
    framing,
    400,
    'INVALID_REQUEST',
    `Malformed request: Transfer-Encoding can't be present with Content-Length in "Transfer-Encoding: chunked".`,
  );
});

test('headers over the limit: 431 naming the header, not its value (it was an empty 431)', async () => {
  const value = 'v'.repeat(20_000);
  const big = await sendRaw(
    `GET /api/faqs/boot-1 HTTP/1.1\r\nHost: x\r\nTenantid: acme\r\nX-Big: ${value}\r\n\r\n`,
  );
  expectError(
    big,
    431,
    'HEADERS_TOO_LARGE',
    'Request headers over the 16 KiB limit (at X-Big): send fewer or shorter ones.',
  );
  assert.not.ok(big.body.includes('vvv'));
});

test('a URL over the limit: 431 saying the URL is too long and the limit (it said "Request headers")', async () => {
  const path = `/api/faqs/${'a'.repeat(20_000)}`;
  const expected = 'Request URL over the 16 KiB limit of the request line and headers: send a shorter one.';
  const whole = await sendRaw(`GET ${path} HTTP/1.1\r\nHost: x\r\nTenantid: acme\r\n\r\n`);
  expectError(whole, 431, 'HEADERS_TOO_LARGE', expected);
  assert.not.ok(whole.body.includes('aaa'), 'the URL is not echoed');
  const unfinished = await sendRaw(`GET ${path}`);
  expectError(unfinished, 431, 'HEADERS_TOO_LARGE', expected);
});

test('HTTP/1.1 without Host: 400 saying so (it was an empty 400)', async () => {
  const answer = await sendRaw('GET /healthz HTTP/1.1\r\n\r\n');
  expectError(answer, 400, 'INVALID_REQUEST', 'Missing Host header: an HTTP/1.1 request must send one.');
  const old = await sendRaw('GET /healthz HTTP/1.0\r\n\r\n');
  assert.is(old.status, 200, 'HTTP/1.0 needs no Host');
});

test('an expectation other than 100-continue: 417 naming it (it was an empty 417)', async () => {
  const answer = await sendRaw(
    'GET /api/faqs/boot-1 HTTP/1.1\r\nHost: x\r\nTenantid: acme\r\nExpect: 200-ok\r\n\r\n',
  );
  expectError(answer, 417, 'EXPECTATION_FAILED', 'Expect "200-ok" cannot be met: only 100-continue is.');
  const met = await sendRaw(
    'POST /api/faqs/boot-1 HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  );
  assert.match(met.raw, /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 405 /, '100-continue is still met');
});

test('a malformed body chunk answers that request, once (it was an empty 400)', async () => {
  const answer = await sendRaw(
    'POST /api/operation/search HTTP/1.1\r\nHost: x\r\nTenantid: acme\r\n' +
      `Authorization: Bearer ${server.tokens['acme']}\r\nContent-Type: application/json\r\n` +
      'Transfer-Encoding: chunked\r\n\r\nzz\r\n',
  );
  expectError(answer, 400, 'INVALID_REQUEST', 'Malformed request: invalid character in chunk size in "zz".');
  assert.is(answer.raw.match(/^HTTP\/1\.1 \d{3} /gm)?.length, 1, 'one response');
});

test('a refused request behind one still being answered waits for it', async () => {
  const answer = await sendRaw(
    'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nFOO /nope HTTP/1.1\r\nHost: x\r\n\r\n',
  );
  assert.match(answer.raw, /^HTTP\/1\.1 200 /);
  expectError(answer, 404, 'NOT_FOUND', 'No endpoint at FOO /nope.');
});

test('a request too slow to arrive: 408 naming the limits; a connection reset is only closed', async () => {
  const refuse = (code: string) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.setEncoding('latin1');
    let raw = '';
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve(`${raw}[still open]`), 3000);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(raw);
      });
    });
    // What Node's connection check does when a request's headers or body take too long.
    server.node.once('connection', (accepted: Socket) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n', () =>
        server.node.emit('clientError', Object.assign(new Error(code), { code }), accepted),
      );
    });
    return closed;
  };
  const slow = await refuse('ERR_HTTP_REQUEST_TIMEOUT');
  assert.match(slow, /^HTTP\/1\.1 408 Request Timeout\r\n/);
  assert.match(slow, /\r\nConnection: close\r\n/);
  assert.ok(
    slow.endsWith(
      '{"error":{"code":"REQUEST_TIMEOUT","message":"The request did not arrive in time ' +
        '(its headers within 60 s, all of it within 300 s): send it again."}}',
    ),
    slow,
  );
  assert.is(await refuse('ECONNRESET'), '');
});

test.run();
