import { normalizeError, type AisleError, type Logger } from '../../core/index.ts';
import { errorTable } from './error-table.ts';

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });

/** Maps any thrown value to its response; unexpected errors are logged once and never leak details. */
export function errorResponse(thrown: unknown, logger: Logger, input?: unknown): Response {
  const { error, isUnexpected } = normalizeError(thrown, input);
  if (isUnexpected) logger.error('Unexpected error while handling a request', thrown);
  return errorToResponse(error);
}

export function errorToResponse(error: AisleError, headers: Record<string, string> = {}): Response {
  const { status, body } = errorTable[error.code];
  if (body === 'text') {
    return new Response(error.message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
    });
  }
  return jsonResponse({ error: { code: error.code, message: error.message } }, status, headers);
}
