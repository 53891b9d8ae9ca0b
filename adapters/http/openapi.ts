import { z } from 'zod';
import {
  compareEventSchema,
  coreIntentRequestSchema,
  faqContentSchema,
  highlightsContentSchema,
  searchEventSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../../core/index.ts';

type Schema = z.ZodType;
const input = (schema: Schema) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const output = (schema: Schema) => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

const errorBody = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};
const text = (example: string) => ({ content: { 'text/plain': { schema: { type: 'string' }, example } } });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const jsonError = (description: string) => ({ description, ...json(errorBody) });
const tenantNotFound = { description: 'No tenant for the Tenantid', ...text('Tenant acme not found #000') };
/** The usage allowance is counted by the Core Intent requests only, so only they are refused for it. */
const operationTenantErrors = {
  403: {
    description: 'Tenantid missing, tenant inactive, or over its usage allowance',
    ...text('Tenant ID Invalid.'),
  },
  404: tenantNotFound,
};
const tenantErrors = {
  403: { description: 'Tenantid missing or tenant inactive', ...text('Tenant ID Invalid.') },
  404: tenantNotFound,
};
const tenantHeader = { name: 'Tenantid', in: 'header', required: true, schema: { type: 'string' } };
const authHeader = { name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } };
const productIdParam = { name: 'productId', in: 'path', required: true, schema: { type: 'string' } };

function streamOperation(operationId: string, summary: string, events: Schema) {
  return {
    operationId,
    summary,
    parameters: [tenantHeader, authHeader],
    requestBody: { required: true, ...json(input(coreIntentRequestSchema)) },
    responses: {
      200: {
        description: 'Server-sent events; each `data:` line holds one JSON message with one key.',
        content: { 'text/event-stream': { schema: output(events) } },
      },
      400: jsonError('Invalid request body, or the AI request was rejected'),
      401: jsonError('Operation token missing, invalid, expired or for another tenant'),
      ...operationTenantErrors,
      413: jsonError('Body larger than 64 KiB'),
      415: jsonError('Content-Type is not application/json'),
    },
  };
}

/** OpenAPI 3.1 document, generated from the same zod schemas that validate requests, so it cannot drift. */
export function buildOpenApiDocument(version: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'Aisle product discovery', version },
    paths: {
      '/api/operation/search': {
        post: streamOperation('searchProducts', 'Search products', searchEventSchema),
      },
      '/api/operation/compare': {
        post: streamOperation('compareProducts', 'Compare products', compareEventSchema),
      },
      '/api/faqs/{productId}': {
        get: {
          operationId: 'getProductFaqs',
          parameters: [tenantHeader, productIdParam],
          responses: {
            200: { description: 'Stored FAQs', ...json(output(faqContentSchema)) },
            ...tenantErrors,
          },
        },
      },
      '/api/highlights/{productId}': {
        get: {
          operationId: 'getProductHighlights',
          parameters: [tenantHeader, productIdParam],
          responses: {
            200: { description: 'Stored highlights', ...json(output(highlightsContentSchema)) },
            ...tenantErrors,
          },
        },
      },
      '/api/auth/token': {
        post: {
          operationId: 'exchangeToken',
          summary: 'Exchange the tenant API key for a short-lived operation token (server-side only)',
          parameters: [
            tenantHeader,
            { name: 'X-Api-Key', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: { required: false, ...json(input(tokenRequestSchema.unwrap())) },
          responses: {
            200: { description: 'A token', ...json(output(tokenResponseSchema)) },
            401: jsonError('Missing or wrong API key'),
            ...tenantErrors,
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'health',
          responses: { 200: { description: 'Up' }, 503: { description: 'Down' } },
        },
      },
    },
  };
}
