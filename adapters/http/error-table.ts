import type { ErrorCode } from '../../core/index.ts';

/**
 * The one table from core error codes to HTTP. Tenant errors keep the contract's plain-text bodies
 * (for every endpoint, FAQs and highlights included); everything else is JSON `{"error": {code, message}}`.
 */
export const errorTable: Record<ErrorCode, { status: number; body: 'text' | 'json' }> = {
  TENANT_ID_MISSING: { status: 403, body: 'text' },
  TENANT_NOT_FOUND: { status: 404, body: 'text' },
  TENANT_INACTIVE: { status: 403, body: 'text' },
  ALLOWANCE_EXCEEDED: { status: 403, body: 'text' },
  UNAUTHORIZED: { status: 401, body: 'json' },
  INVALID_REQUEST: { status: 400, body: 'json' },
  UPSTREAM_REJECTED: { status: 400, body: 'json' },
  PAYLOAD_TOO_LARGE: { status: 413, body: 'json' },
  HEADERS_TOO_LARGE: { status: 431, body: 'json' },
  REQUEST_TIMEOUT: { status: 408, body: 'json' },
  EXPECTATION_FAILED: { status: 417, body: 'json' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, body: 'json' },
  NOT_FOUND: { status: 404, body: 'json' },
  METHOD_NOT_ALLOWED: { status: 405, body: 'json' },
  INTERNAL: { status: 500, body: 'json' },
};
