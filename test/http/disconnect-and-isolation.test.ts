import { once } from 'node:events';
import { connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ChatComposer } from '../../core/index.ts';
import { dataMessages, parseEventStream } from '../helpers/sse.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/** A slow chat composer behind the real port: records what it produced and when its signal aborted. */
function slowComposer(options: { firstChunkDelayMs: number }) {
  const record = { chunks: 0, chunksAfterAbort: 0, abortedAt: 0, finished: false, started: 0 };
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  async function* write(signal: AbortSignal) {
    record.started = Date.now();
    signal.addEventListener('abort', () => (record.abortedAt = Date.now()), { once: true });
    await sleep(options.firstChunkDelayMs, signal);
    for (let i = 0; i < 500 && !signal.aborted; i += 1) {
      record.chunks += 1;
      yield `chunk ${i} `;
      await sleep(10, signal);
    }
    record.finished = !signal.aborted;
  }
  const composer: ChatComposer = {
    kind: 'offline',
    searchMessage: ({ signal }) => write(signal),
    compareMessage: ({ signal }) => write(signal),
  };
  const wrapped = {
    ...composer,
    searchMessage: (input: Parameters<ChatComposer['searchMessage']>[0]) => {
      const source = write(input.signal);
      return (async function* () {
        for await (const chunk of source) {
          if (input.signal.aborted) record.chunksAfterAbort += 1;
          yield chunk;
        }
      })();
    },
  };
  return { composer: wrapped, record };
}

test('a client that disconnects mid-stream stops the chat at once', async () => {
  const { composer, record } = slowComposer({ firstChunkDelayMs: 0 });
  const server = await startTestServer({ composer });
  try {
    const controller = new AbortController();
    const response = await server.operation('/api/operation/search', { content: 'boot' }, 'acme', {});
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('"data"')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    await reader.cancel();
    const cancelledAt = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    assert.ok(record.abortedAt > 0, 'the composer saw the abort');
    assert.ok(
      record.abortedAt - cancelledAt < 200,
      `aborted ${record.abortedAt - cancelledAt} ms after disconnect`,
    );
    assert.is(record.finished, false);
    assert.ok(record.chunks < 100, `stopped early: ${record.chunks} chunks of 500`);
    const chunksThen = record.chunks;
    await new Promise((r) => setTimeout(r, 100));
    assert.is(record.chunks, chunksThen, 'no more chunks after the disconnect');
  } finally {
    await server.close();
  }
});

test('a client that disconnects before the first chat chunk aborts the work too', async () => {
  const { composer, record } = slowComposer({ firstChunkDelayMs: 5_000 });
  const server = await startTestServer({ composer });
  try {
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/operation/search`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Tenantid: 'acme',
        Authorization: `Bearer ${server.tokens['acme']}`,
      },
      body: JSON.stringify({ content: 'boot' }),
      signal: controller.signal,
    }).catch((error: Error) => error);
    while (record.started === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const abortedByClient = Date.now();
    assert.instance(await pending, Error);
    // Proved by the composer's record, not by a clock bound (a loaded machine stretches any bound).
    while (record.abortedAt === 0 && Date.now() - abortedByClient < 5000)
      await new Promise((r) => setTimeout(r, 5));
    assert.ok(record.abortedAt > 0, 'abort reached the composer');
    assert.is(record.chunks, 0);
    const next = await server.operation('/api/operation/search', {
      content: 'boot',
      operationHideAiMessage: true,
    });
    assert.is(next.status, 200, 'the server keeps serving');
    await next.text();
  } finally {
    await server.close();
  }
});

test('a client that leaves while sending its body is no server error', async () => {
  const server = await startTestServer();
  try {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    await once(socket, 'connect');
    const head = [
      'POST /api/operation/search HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      'Tenantid: acme',
      `Authorization: Bearer ${server.tokens['acme']}`,
      'Content-Length: 100',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n{"content":`);
    await new Promise((r) => setTimeout(r, 100));
    socket.destroy();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(
      server.logs.filter((line) => line.startsWith('error')),
      [],
    );
    const next = await server.operation('/api/operation/search', { content: 'boot' });
    assert.is(next.status, 200, 'the server keeps serving');
    await next.text();
  } finally {
    await server.close();
  }
});

let shared: TestServer;
test('tenant isolation: nothing of globex is ever visible to acme', async () => {
  shared = await startTestServer();
  try {
    const search = async (tenant: string, content: string) => {
      const response = await shared.operation(
        '/api/operation/search',
        { content, operationHideAiMessage: true, operationReturnFullProductInfo: true },
        tenant,
      );
      return dataMessages(parseEventStream(await response.text()))[0] as {
        total: number;
        responsePayload: { id: string; title: string; brand?: string }[];
        facets?: { brand: { value: string }[] };
      };
    };
    const acme = await search('acme', 'zorbulator quantum globex');
    assert.is(acme.total, 0, 'globex-only words find nothing for acme');
    const boots = await search('acme', 'hiking boot');
    assert.ok(boots.responsePayload.every((p) => p.brand !== 'Globex'));
    assert.ok(
      (boots.facets?.brand ?? []).every((b) => b.value !== 'Globex'),
      'facets are per tenant',
    );
    const globex = await search('globex', 'zorbulator');
    assert.is(globex.total, 2);
    const crossToken = await shared.operation('/api/operation/search', { content: 'boot' }, 'globex', {
      Authorization: `Bearer ${shared.tokens['acme']}`,
    });
    assert.is(crossToken.status, 401);
  } finally {
    await shared.close();
  }
});

test.run();
