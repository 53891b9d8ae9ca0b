import { z } from 'zod';

/** Largest `pageSize` served; larger values are capped to it (the contract sets only the minimum). */
export const MAX_PAGE_SIZE = 100;
/** Last `page` a request may ask for. */
export const MAX_PAGE = 1000;
/** Largest number of `productIds` a compare request may name. */
export const MAX_COMPARE_PRODUCTS = 20;

export const chatMetadataSchema = z.object({
  productId: z.string().optional(),
  variantId: z.string().optional(),
  title: z.string().optional(),
  websiteUrl: z.url().optional(),
});

/** CoreIntentRequest: the JSON body of search and compare, exactly as the interface types it. */
export const coreIntentRequestSchema = z.object({
  content: z.string().min(1),
  sessionId: z.string().optional(),
  visitorId: z.string().optional(),
  chatMetadata: chatMetadataSchema.optional(),
  /** Deprecated: treated as `chatMetadata.websiteUrl` when that is absent. */
  websiteUrl: z.url().optional(),
  requestOrigin: z.literal('Operation').default('Operation'),
  productIds: z.array(z.string()).max(200).default([]),
  pageSize: z.int().min(1).optional(),
  /** Extension: 1-based page of results (the interface leaves paging open). */
  page: z.int().min(1).max(MAX_PAGE).default(1),
  operationHideAiMessage: z.boolean().default(false),
  operationReturnFullProductInfo: z.boolean().default(false),
});

export type CoreIntentRequestInput = z.input<typeof coreIntentRequestSchema>;
export type CoreIntentRequest = z.output<typeof coreIntentRequestSchema>;
export type ChatMetadata = z.output<typeof chatMetadataSchema>;

export const productIdInputSchema = z.object({ productId: z.string().min(1) });

export const tokenRequestSchema = z.object({ ttlSeconds: z.int().min(30).max(86_400).optional() }).optional();
