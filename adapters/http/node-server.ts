import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from '../../core/index.ts';
import type { HttpHandler } from './handler.ts';

/**
 * Bridges node:http to the fetch-style handler. This is where cancellation enters: when the connection closes
 * before the response is finished, the request's signal aborts, which reaches the core and the model call.
 */
export function toNodeListener(handler: HttpHandler, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(new Error('client disconnected'));
    });
    let response: Response;
    try {
      response = await handler(toRequest(req, controller.signal), {
        path: pathAsSent(req),
        method: methodOf(req),
        repeated: repeatedHeaders(req),
      });
    } catch (error) {
      logger.error('Handler failed outside its error mapping', error);
      response = new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error.' } }), {
        status: 500,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    // Answered before its body was read (one over the limit, whatever its answer, or one sent to no endpoint): the
    // connection cannot carry another request, whose bytes would follow the unread ones, so it closes once the
    // response is sent, the rest of the body read and dropped meanwhile.
    if (!req.complete) {
      response.headers.set('Connection', 'close');
      req.resume();
    }
    await writeResponse(response, res, controller.signal);
  };
}

const methodOf = (req: IncomingMessage): string => req.method ?? 'GET';

/** Header names (lower case) on more than one line: fetch's Headers joins them as one line with commas would read. */
function repeatedHeaders(req: IncomingMessage): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] ?? '').toLowerCase();
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated;
}

/** Methods a fetch Request refuses to carry; the handler reads them from the request line (no route takes them). */
const UNCARRIED = new Set(['CONNECT', 'TRACE', 'TRACK']);

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
  }
  const method = UNCARRIED.has(methodOf(req)) ? 'GET' : methodOf(req);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (hasBody) {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(new URL(`http://localhost${target(req)}`), init);
}

// "//x/api/…" is a path, not a host (`new URL("//x/…", base)` would read one).
const target = (req: IncomingMessage): string => (req.url?.startsWith('/') === true ? req.url : '/');

/** The path as sent, its "." and ".." segments and "\\" kept (the Request's URL resolves them), or "*". */
const pathAsSent = (req: IncomingMessage): string =>
  req.url === '*' ? '*' : target(req).replace(/[?#].*$/s, '');

async function writeResponse(response: Response, res: ServerResponse, signal: AbortSignal): Promise<void> {
  if (signal.aborted) {
    await response.body?.cancel().catch(() => undefined);
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      if (!res.write(next.value)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      if (signal.aborted) return;
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** Starts listening; resolves with the server and the address it bound (port 0 picks a free port). */
export async function listen(
  handler: HttpHandler,
  logger: Logger,
  options: { port: number; host: string },
): Promise<{ server: Server; url: string }> {
  const server = createServer(toNodeListener(handler, logger));
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { server, url: `http://${host}:${port}` };
}
