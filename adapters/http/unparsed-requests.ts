import { maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { AisleError, describeValue } from '../../core/index.ts';
import type { HttpHandler } from './handler.ts';
import { asSent, pathAsSent, toRequest } from './node-request.ts';
import { writeRawResponse } from './raw-response.ts';
import { errorToResponse } from './responses.ts';

/** What Node's parser reports of a request it refused. */
export type ClientError = Error & {
  code?: string;
  reason?: string;
  rawPacket?: Buffer;
  bytesParsed?: number;
};

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  abort: () => void;
}

/** The latest request of each connection while it is being answered. */
const exchanges = new WeakMap<Duplex, Exchange>();
/** Connections answered for a refused request: Node's parser reports each later chunk again. */
const refused = new WeakSet<Duplex>();

/** Notes a request being answered, so a refusal behind it on the same connection can wait for its answer. */
export function trackExchange(req: IncomingMessage, res: ServerResponse, abort: () => void): void {
  const exchange = { req, res, abort };
  exchanges.set(req.socket, exchange);
  const done = () => {
    if (exchanges.get(req.socket) === exchange) exchanges.delete(req.socket);
  };
  res.once('finish', done);
  res.once('close', done);
}

/**
 * Node's 'clientError': a request its parser refused (a method it does not know, a malformed line or header,
 * headers over the limit, a request too slow to arrive). Answered as the handler answers, in the service's
 * error style, then the connection closed; a connection reset or gone is only closed. A refusal behind a request
 * still being answered waits for that answer; one inside a request's body is that request's answer.
 */
export function answerClientError(server: Server, handler: HttpHandler) {
  return (error: ClientError, socket: Duplex): void => {
    if (refused.has(socket)) return;
    refused.add(socket);
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const open = exchanges.get(socket);
    if (open && !open.req.complete) {
      if (open.res.headersSent) {
        socket.destroy();
        return;
      }
      open.abort();
    }
    const send = () =>
      void refusal(server, handler, error)
        .then((response) => writeRawResponse(socket, response))
        .catch(() => socket.destroy());
    if (open?.req.complete) {
      open.res.once('finish', send);
      open.res.once('close', () => {
        if (!open.res.writableFinished) socket.destroy();
      });
    } else send();
  };
}

/** Node's 'connect' (with no listener it closes the connection unanswered): answered as TRACE is, then closed. */
export function answerConnect(handler: HttpHandler) {
  return (req: IncomingMessage, socket: Duplex): void => {
    // Node took its own listener off the socket it handed over: an unheard error would end the process.
    socket.on('error', () => socket.destroy());
    const controller = new AbortController();
    socket.once('close', () => controller.abort(new Error('client disconnected')));
    void handler(toRequest(req, controller.signal), asSent(req))
      .then((response) => writeRawResponse(socket, response))
      .catch(() => socket.destroy());
  };
}

const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/\d\.\d$/;
const HEADER_NAME = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):/;

async function refusal(server: Server, handler: HttpHandler, error: ClientError): Promise<Response> {
  const { line, lineStart } = lineAt(error);
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return refuse('HEADERS_TOO_LARGE', overflow(line, lineStart));
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return refuse('PAYLOAD_TOO_LARGE', 'Chunk extensions over the limit: send the body without them.');
    case 'ERR_HTTP_REQUEST_TIMEOUT': {
      const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
      const limits = `its headers within ${seconds(server.headersTimeout)}, all of it within ${seconds(server.requestTimeout)}`;
      return refuse('REQUEST_TIMEOUT', `The request did not arrive in time (${limits}): send it again.`);
    }
    case 'HPE_PAUSED_H2_UPGRADE':
      return refuse('INVALID_REQUEST', 'Malformed request: HTTP/2 is not served here; send HTTP/1.1.');
  }
  // A method Node does not know ("FOO", "get") is one no route takes: 405 with Allow, or 404, as TRACE is.
  const parts = error.code === 'HPE_INVALID_METHOD' && line ? REQUEST_LINE.exec(line) : null;
  if (parts?.[1] && parts[2]) {
    return handler(new Request('http://localhost/'), { method: parts[1], path: pathAsSent(parts[2]) });
  }
  // "Invalid header token" reads "invalid header token"; "Transfer-Encoding can't be…" keeps its header name.
  const reason = (error.reason ?? 'unreadable').replace(/^[A-Z](?=[a-z]+\s)/, (first) => first.toLowerCase());
  return refuse(
    'INVALID_REQUEST',
    `Malformed request: ${reason}${line ? ` in ${describeValue(line)}` : ''}.`,
  );
}

/** A request line's start (a method, then a target), or the tail of one begun in an earlier packet. */
const REQUEST_LINE_START = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ (?:\/|\*|[A-Za-z][A-Za-z0-9+.-]*:\/\/)/;
const REQUEST_LINE_END = /^\S+ HTTP\/\d\.\d$/;

/** What was over Node's limit on the request line and headers: the URL, or the headers (one named, not its value). */
function overflow(line: string | undefined, lineStart: number): string {
  const limit = `${Math.round(maxHeaderSize / 1024)} KiB`;
  const url =
    line !== undefined && (REQUEST_LINE_START.test(line) || (lineStart === 0 && REQUEST_LINE_END.test(line)));
  if (url) return `Request URL over the ${limit} limit of the request line and headers: send a shorter one.`;
  const name = lineStart > 0 ? HEADER_NAME.exec(line ?? '')?.[1] : undefined;
  const at = name ? ` (at ${name})` : '';
  return `Request headers over the ${limit} limit${at}: send fewer or shorter ones.`;
}

const refuse = (
  code: 'HEADERS_TOO_LARGE' | 'PAYLOAD_TOO_LARGE' | 'REQUEST_TIMEOUT' | 'INVALID_REQUEST',
  message: string,
) => errorToResponse(new AisleError(code, message));

/** The line of the bytes Node was reading where it stopped, and where it starts in them. */
function lineAt({ rawPacket, bytesParsed }: ClientError): { line?: string; lineStart: number } {
  if (!rawPacket || bytesParsed === undefined) return { lineStart: -1 };
  const text = rawPacket.toString('latin1');
  const at = Math.min(bytesParsed, text.length);
  const lineStart = at > 0 ? text.lastIndexOf('\n', at - 1) + 1 : 0;
  const end = text.indexOf('\n', at);
  const line = text.slice(lineStart, end < 0 ? undefined : end).replace(/\r$/, '');
  return line === '' ? { lineStart } : { line, lineStart };
}
