/**
 * One `ollama` client per request, bound to that request's AbortSignal. The library only passes a signal to
 * fetch for streamed calls (and only its own, reachable through `abort()`); non-streamed calls such as
 * `chat({ stream: false })`, `embed` and `list` ignore cancellation. Our fetch wrapper merges the caller's
 * signal into every request the client makes, so aborting it truly closes the HTTP request.
 *
 * The wrapper also turns non-JSON error bodies (a proxy's HTML 502) into Ollama's `{ "error": ... }` shape,
 * which keeps the library from printing to stdout and gives us one error format to classify.
 */
import { Ollama } from 'ollama';
import { AisleError } from '../../core/index.ts';

export function createOllamaClient(host: string, signal?: AbortSignal): Ollama {
  const boundFetch: typeof fetch = async (input, init = {}) => {
    const merged = signal && init.signal ? AbortSignal.any([signal, init.signal]) : (signal ?? init.signal);
    const response = await fetch(input, { ...init, ...(merged && { signal: merged }) });
    if (response.ok || response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.text().catch(() => '')).trim().slice(0, 300);
    const error = body || `HTTP ${response.status} ${response.statusText}`.trim();
    return new Response(JSON.stringify({ error }), {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json' },
    });
  };
  return new Ollama({ host, fetch: boundFetch });
}

/** What went wrong talking to Ollama, in the terms the callers decide on. */
export type OllamaFailure =
  /** Ollama answered 4xx: the request itself is refused (unknown model, context too long...). */
  | { kind: 'rejected'; status: number; message: string }
  /** Ollama answered 5xx or reported an error inside the stream. */
  | { kind: 'server'; status?: number; message: string }
  /** No HTTP answer: connection refused, DNS, reset, socket closed. */
  | { kind: 'unreachable'; message: string }
  /** Cancelled through a signal (the caller's or a timeout's). */
  | { kind: 'aborted'; message: string };

function causeCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
    if (current instanceof AggregateError) current = current.errors[0];
    else current = current.cause;
  }
  return undefined;
}

export function classifyOllamaError(error: unknown): OllamaFailure {
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return { kind: 'aborted', message: error.message };
  }
  const status = (error as { status_code?: unknown } | null)?.status_code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof status === 'number') {
    return status >= 400 && status < 500
      ? { kind: 'rejected', status, message }
      : { kind: 'server', status, message };
  }
  const code = causeCode(error);
  if (error instanceof TypeError || code !== undefined) {
    return {
      kind: 'unreachable',
      message:
        code ?? (error instanceof Error && error.cause instanceof Error ? error.cause.message : message),
    };
  }
  return { kind: 'server', message };
}

/** A short human description, for log lines. */
export function describeFailure(failure: OllamaFailure): string {
  switch (failure.kind) {
    case 'rejected':
      return `rejected (HTTP ${failure.status}): ${failure.message}`;
    case 'server':
      return failure.status === undefined
        ? `error: ${failure.message}`
        : `HTTP ${failure.status}: ${failure.message}`;
    case 'unreachable':
      return `unreachable: ${failure.message}`;
    case 'aborted':
      return 'cancelled';
  }
}

/**
 * What a failed non-streamed call means to the caller: a caller's abort is rethrown as is; Ollama refusing the
 * request throws AisleError('UPSTREAM_REJECTED'); anything else is returned as a phrase for the caller's own
 * error ("did not answer within 180000 ms", "is unreachable: ECONNREFUSED").
 */
export function explainFailure(
  error: unknown,
  context: { signal?: AbortSignal | undefined; timeout: AbortSignal; timeoutMs: number },
): string {
  context.signal?.throwIfAborted();
  const failure = classifyOllamaError(error);
  if (failure.kind === 'rejected') {
    throw new AisleError('UPSTREAM_REJECTED', `The AI request was rejected: ${failure.message}`, {
      cause: error,
    });
  }
  return context.timeout.aborted ? `did not answer within ${context.timeoutMs} ms` : describeFailure(failure);
}
