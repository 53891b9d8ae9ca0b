/**
 * Typed errors of the core. Every failure the core knows about is an AisleError with a code;
 * transports map codes to their own statuses in one table (see adapters/http/error-table.ts).
 */
export const errorCodes = [
  'TENANT_ID_MISSING',
  'TENANT_NOT_FOUND',
  'TENANT_INACTIVE',
  'ALLOWANCE_EXCEEDED',
  'UNAUTHORIZED',
  'INVALID_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'EXPECTATION_FAILED',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPSTREAM_REJECTED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export class AisleError extends Error {
  override readonly name = 'AisleError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export const isAisleError = (value: unknown): value is AisleError => value instanceof AisleError;

/** Renders a value for an error message: short, JSON-like, never huge, never throwing. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  // JSON has no Infinity; a number past the largest double ("1e400") parses as one, which JSON.stringify says "null".
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    // Too deeply nested to render (a 64 KiB body of "[[[[…"): its kind only. String() would recurse as deep.
    text = Array.isArray(value) ? '[…]' : typeof value === 'object' && value !== null ? '{…}' : String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
