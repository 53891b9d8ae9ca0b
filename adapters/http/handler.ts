import { AisleError, type createAisleCaller, type Logger, type RequestContext } from '../../core/index.ts';
import { corsHeaders, preflightResponse, type CorsOptions } from './cors.ts';
import { eventStreamResponse } from './event-stream.ts';
import { matchRoute } from './match-route.ts';
import { readJsonBody } from './read-json-body.ts';
import { errorResponse, errorToResponse, jsonResponse } from './responses.ts';
import { routes, type Services } from './routes.ts';
import { assertOneTenant, sentTwice, singleHeader } from './single-header.ts';

export interface HttpHandlerOptions {
  createCaller: ReturnType<typeof createAisleCaller>;
  services: Services;
  cors: CorsOptions;
  logger: Logger;
}

/**
 * The request line as sent, when the transport has it. A Request's URL is not that: it resolves "." and ".."
 * segments (also written "%2E") and reads "\\" as "/", so a product id ".." could not be asked for; and a
 * Request cannot carry TRACE or TRACK (fetch forbids them), which are still methods to answer 405 or 404.
 */
export interface AsSent {
  path: string;
  method: string;
  /** Header names (lower case) sent on more than one line. */
  repeated?: ReadonlySet<string>;
}

export type HttpHandler = (request: Request, sent?: AsSent) => Promise<Response>;

/** HTTP as a function from a request to a response: match the route, read the body, call the core. */
export function createHttpHandler(options: HttpHandlerOptions): HttpHandler {
  const handle = respond(options);
  return async (request, sent) => {
    const response = await handle(request, sent);
    return request.method === 'HEAD'
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  };
}

function respond(options: HttpHandlerOptions): HttpHandler {
  const { logger } = options;
  return async (request, sent) => {
    const cors = corsHeaders(request, options.cors);
    let input: unknown;
    try {
      const pathname = sent?.path ?? new URL(request.url).pathname;
      const method = sent?.method ?? request.method;
      const match = matchRoute(routes, method, pathname);
      if (match.kind === 'none') {
        // "OPTIONS *" asks about the server as a whole (RFC 9110); an OPTIONS of a path is answered as its route is.
        if (method === 'OPTIONS' && pathname === '*')
          return new Response(null, { status: 204, headers: cors });
        throw new AisleError('NOT_FOUND', `No endpoint at ${method} ${pathname}.`);
      }
      if (match.kind === 'wrong-method') {
        if (method === 'OPTIONS') return preflightResponse(request, options.cors, match.allowed);
        const allow = [...match.allowed, 'OPTIONS'].join(', ');
        return errorToResponse(
          new AisleError('METHOD_NOT_ALLOWED', `Method ${method} is not allowed here; use ${allow}.`),
          { ...cors, Allow: allow },
        );
      }
      const { route, params } = match;
      const twice = sentTwice(sent?.repeated);
      if (!route.tenantless) assertOneTenant(request.headers, twice);
      const context: RequestContext = {
        tenantId: singleHeader(request.headers, 'Tenantid', twice),
        authorization: singleHeader(request.headers, 'Authorization', twice),
        apiKey: singleHeader(request.headers, 'X-Api-Key', twice),
      };
      if (route.body) {
        const body = await readJsonBody(request, { optional: route.body === 'optional-json' });
        if (body.ok) input = body.value;
        else context.bodyProblem = body.problem;
      }
      const caller = options.createCaller(context, { signal: request.signal });
      const result = await route.call({ caller, params, input, services: options.services });
      if (route.respond === 'stream')
        return await eventStreamResponse(result as AsyncIterable<unknown>, logger, cors);
      return jsonResponse(result, route.status?.(result) ?? 200, cors);
    } catch (error) {
      // The client left (while sending its body, or before the first event): nobody to answer, and no fault
      // here to log. The node bridge drops the response of an aborted request.
      if (request.signal.aborted) return new Response(null, { status: 204 });
      const response = errorResponse(error, logger, input);
      for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
      return response;
    }
  };
}
