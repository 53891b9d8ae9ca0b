import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AisleError, describeValue, type Logger } from '../../core/index.ts';
import type { HttpHandler } from './handler.ts';
import { asSent, toRequest } from './node-request.ts';
import { errorToResponse } from './responses.ts';
import { answerClientError, answerConnect, trackExchange } from './unparsed-requests.ts';

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
    trackExchange(req, res, () => controller.abort(new Error('request refused by the parser')));
    let response: Response;
    try {
      response =
        missingHost(req) ??
        unmetExpectation(req) ??
        (await handler(toRequest(req, controller.signal), asSent(req)));
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

/** HTTP/1.1 requires Host (RFC 9112); Node's own check would answer an empty 400. */
function missingHost(req: IncomingMessage): Response | undefined {
  if (req.httpVersion !== '1.1' || req.headers.host !== undefined) return undefined;
  const error = new AisleError('INVALID_REQUEST', 'Missing Host header: an HTTP/1.1 request must send one.');
  return errorToResponse(error, { Connection: 'close' });
}

/**
 * An Expect other than 100-continue (Node met that one already), which Node would answer with an empty 417; reached
 * through its 'checkExpectation' event only.
 */
function unmetExpectation(req: IncomingMessage): Response | undefined {
  const expect = req.headers.expect;
  if (expect === undefined || CONTINUE.test(expect)) return undefined;
  const message = `Expect ${describeValue(expect)} cannot be met: only 100-continue is.`;
  return errorToResponse(new AisleError('EXPECTATION_FAILED', message));
}

/** Node's own test of an Expect it meets by itself. */
const CONTINUE = /(?:^|\W)100-continue(?:$|\W)/i;

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
  // Requests Node would answer itself with an empty 400 (no Host, or refused by its parser) or 417 (an unmet
  // Expect), or leave unanswered (CONNECT), are answered here as every other request is.
  const listener = toNodeListener(handler, logger);
  const server = createServer({ requireHostHeader: false }, listener);
  server.on('checkExpectation', listener);
  server.on('clientError', answerClientError(server, handler));
  server.on('connect', answerConnect(handler));
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { server, url: `http://${host}:${port}` };
}
