/**
 * A loopback stand-in for Ollama: a real node:http server on 127.0.0.1 (port 0) speaking Ollama's HTTP API
 * for /api/tags, /api/chat, /api/generate and /api/embed, with the wire shapes of docs/api.md (NDJSON
 * streaming, final `done: true` object with durations and counts, `{ "error": ... }` error bodies, 404 for
 * an unknown model). Replies are scripted per endpoint; every request body is recorded, and so is every
 * request the client abandoned (socket closed before the reply finished).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson, tagEntry, withTag } from './ollama-wire.ts';

export interface FakeReply {
  /** Streamed content, one NDJSON line each (chat: message.content, generate: response). */
  tokens?: string[];
  /** Whole content (non-stream replies; streamed as one token when `tokens` is absent). */
  content?: string;
  /** Wait before the status line and the first token (a model loading, a slow prompt). */
  firstTokenDelayMs?: number;
  tokenDelayMs?: number;
  /** Answer this HTTP status with `{ "error": error }` instead. */
  status?: number;
  error?: string;
  /** After this many tokens, fail: destroy the socket, or send Ollama's in-stream `{ "error" }` line. */
  failAfterTokens?: number;
  failure?: 'destroy' | 'error-line';
  /** The final object's done_reason (default "stop"; "length" when num_predict cut the reply). */
  doneReason?: string;
  /** /api/embed: the vectors to answer (default: `embed` option applied to each input). */
  embeddings?: number[][];
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  at: number;
}

export interface FakeOllama {
  url: string;
  /** Model names /api/tags lists and chat/generate/embed accept (mutable). */
  models: string[];
  requests: RecordedRequest[];
  /** Requests whose connection the client closed before the reply was complete. */
  aborted: RecordedRequest[];
  /** Queues replies for an endpoint ('/api/chat', '/api/generate', '/api/embed', '/api/tags'). */
  script(path: string, ...replies: FakeReply[]): void;
  requestsTo(path: string): RecordedRequest[];
  /** Resolves once `condition` holds (polling every 5 ms), rejects after `timeoutMs`. */
  waitFor(condition: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_TOKENS = ['Here ', 'are ', 'some ', 'matches.'];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A deterministic toy embedding: letter frequencies, 26 dimensions. */
export function letterEmbedding(text: string): number[] {
  const vector = new Array<number>(26).fill(0);
  for (const char of text.toLowerCase()) {
    const index = char.charCodeAt(0) - 97;
    if (index >= 0 && index < 26) vector[index] = (vector[index] ?? 0) + 1;
  }
  return vector;
}

export async function startFakeOllama(
  options: { models?: string[]; embed?: (text: string) => number[] } = {},
): Promise<FakeOllama> {
  const scripts = new Map<string, FakeReply[]>();
  const embed = options.embed ?? letterEmbedding;
  const fake = {
    models: options.models ?? ['llama3.2'],
    requests: [] as RecordedRequest[],
    aborted: [] as RecordedRequest[],
  };
  const hasModel = (name: unknown) =>
    typeof name === 'string' && fake.models.some((model) => withTag(model) === withTag(name));

  async function streamTokens(
    res: ServerResponse,
    path: string,
    model: string,
    reply: FakeReply,
    live: () => boolean,
    breakOff: () => void,
  ) {
    const field = path === '/api/chat' ? 'message' : 'response';
    const piece = (text: string) =>
      field === 'message' ? { message: { role: 'assistant', content: text } } : { response: text };
    const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
    const tokens = reply.tokens ?? [reply.content ?? DEFAULT_TOKENS.join('')];
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    for (const [index, token] of tokens.entries()) {
      if (index === reply.failAfterTokens) {
        if (reply.failure === 'error-line')
          line({ error: reply.error ?? 'an error was encountered while running the model' });
        // Half-close after flushing what was written: the chunked body ends early, as when Ollama dies.
        else {
          breakOff();
          res.socket?.end();
        }
        if (reply.failure === 'error-line') res.end();
        return;
      }
      if (index > 0 && reply.tokenDelayMs) await sleep(reply.tokenDelayMs);
      if (!live()) return;
      line({ model, created_at: new Date().toISOString(), ...piece(token), done: false });
    }
    const final = {
      model,
      created_at: new Date().toISOString(),
      ...piece(''),
      done: true,
      done_reason: reply.doneReason ?? 'stop',
      ...(field === 'response' && { context: [1, 2, 3] }),
      total_duration: 4_648_158_584,
      load_duration: 4_071_084,
      prompt_eval_count: 36,
      prompt_eval_duration: 439_038_000,
      eval_count: tokens.length,
      eval_duration: 4_196_918_000,
    };
    line(final);
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const body = await readBody(req);
    const record: RecordedRequest = { method: req.method ?? 'GET', path, body, at: Date.now() };
    fake.requests.push(record);
    let closed = false;
    let brokenOff = false;
    res.on('close', () => {
      closed = true;
      if (!res.writableEnded && !brokenOff) fake.aborted.push({ ...record, at: Date.now() });
    });
    const live = () => !closed;
    const reply = scripts.get(path)?.shift() ?? {};
    if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
    if (!live()) return;
    if (reply.status !== undefined)
      return sendJson(res, reply.status, { error: reply.error ?? 'fake error' });
    const request = (body ?? {}) as { model?: unknown; stream?: unknown; input?: unknown };
    if (path === '/api/tags' && req.method === 'GET')
      return sendJson(res, 200, { models: fake.models.map(tagEntry) });
    if (!['/api/chat', '/api/generate', '/api/embed'].includes(path) || req.method !== 'POST') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return void res.end('404 page not found');
    }
    if (!hasModel(request.model)) {
      return sendJson(res, 404, {
        error: `model "${String(request.model)}" not found, try pulling it first`,
      });
    }
    const model = String(request.model);
    if (path === '/api/embed') {
      const inputs = Array.isArray(request.input) ? request.input.map(String) : [String(request.input)];
      const embeddings = reply.embeddings ?? inputs.map(embed);
      return sendJson(res, 200, {
        model,
        embeddings,
        total_duration: 14_143_917,
        load_duration: 1_019_500,
        prompt_eval_count: 8,
      });
    }
    if (request.stream !== false) {
      return streamTokens(res, path, model, reply, live, () => void (brokenOff = true));
    }
    const content = reply.content ?? (reply.tokens ?? DEFAULT_TOKENS).join('');
    const piece = path === '/api/chat' ? { message: { role: 'assistant', content } } : { response: content };
    sendJson(res, 200, {
      model,
      created_at: new Date().toISOString(),
      ...piece,
      done: true,
      done_reason: 'stop',
      total_duration: 5_043_500_667,
      load_duration: 5_025_959,
      prompt_eval_count: 26,
      prompt_eval_duration: 325_953_000,
      eval_count: 290,
      eval_duration: 4_709_213_000,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get models() {
      return fake.models;
    },
    set models(value) {
      fake.models = value;
    },
    requests: fake.requests,
    aborted: fake.aborted,
    script(path, ...replies) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...replies]);
    },
    requestsTo: (path) => fake.requests.filter((request) => request.path === path),
    async waitFor(condition, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
        await sleep(5);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address where nothing listens (a port that was just free). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
