import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { AsSent } from './handler.ts';

export const methodOf = (req: IncomingMessage): string => req.method ?? 'GET';

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

export function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
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
  return new Request(new URL(`http://localhost${target(req.url)}`), init);
}

/** The scheme and host of an absolute-form target ("http://shop.example/api/faqs/1", as sent to a proxy). */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;
/** A server must take an absolute-form target as its path (RFC 9112 §3.2.2). */
const originForm = (url = '/'): string => url.replace(ABSOLUTE_FORM, '') || '/';

// "//x/api/…" is a path, not a host (`new URL("//x/…", base)` would read one).
const target = (url?: string): string => {
  const path = originForm(url);
  return path.startsWith('/') ? path : '/';
};

/**
 * The path as sent, its "." and ".." segments and "\\" kept (the Request's URL resolves them); "*", or a
 * CONNECT's "host:port", as sent.
 */
export const pathAsSent = (url?: string): string => originForm(url).replace(/[?#].*$/s, '') || '/';

/** The request line and headers as sent, for the handler. */
export const asSent = (req: IncomingMessage): AsSent => ({
  path: pathAsSent(req.url),
  method: methodOf(req),
  repeated: repeatedHeaders(req),
});
