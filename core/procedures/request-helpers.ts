import type { Product } from '../schemas/product.ts';
import { MAX_PAGE_SIZE, type CoreIntentRequest } from '../schemas/request.ts';
import type { PayloadItem, SearchData } from '../schemas/responses.ts';

/** Applies the deprecated top-level `websiteUrl` as `chatMetadata.websiteUrl` when that is absent. */
export function withLegacyFields(request: CoreIntentRequest): CoreIntentRequest {
  if (request.websiteUrl === undefined || request.chatMetadata?.websiteUrl !== undefined) return request;
  return { ...request, chatMetadata: { ...request.chatMetadata, websiteUrl: request.websiteUrl } };
}

/** The page size in force: the request's, else the tenant's default, capped at MAX_PAGE_SIZE. */
export const effectivePageSize = (requested: number | undefined, tenantDefault: number): number =>
  Math.min(requested ?? tenantDefault, MAX_PAGE_SIZE);

export const toPayload = (products: readonly Product[], full: boolean): PayloadItem[] =>
  products.map((product) => (full ? product : { id: product.id }));

/** `sessionId` / `visitorId` echoes, present only when the request carried them. */
export function echoIds(request: CoreIntentRequest): { sessionId?: string; visitorId?: string } {
  return {
    ...(request.sessionId !== undefined && { sessionId: request.sessionId }),
    ...(request.visitorId !== undefined && { visitorId: request.visitorId }),
  };
}

/** The search stream's data for a fixed list shown in place of a search: all of it on one page. */
export const listedData = (request: CoreIntentRequest, products: readonly Product[]): SearchData => ({
  responseType: 'ProductSearch',
  ...echoIds(request),
  responsePayload: toPayload(products, request.operationReturnFullProductInfo),
  hasMoreProducts: false,
  total: products.length,
});

export const neverAborted = (): AbortSignal => new AbortController().signal;
