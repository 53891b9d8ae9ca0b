import { z } from 'zod';

/** Largest `pageSize` served; larger values are capped to it (the contract sets only the minimum). */
export const MAX_PAGE_SIZE = 100;
/** Last `page` a request may ask for. */
export const MAX_PAGE = 1000;
/** Most products a compare loads: the first known ones of `productIds` (which may name up to 200). */
export const MAX_COMPARE_PRODUCTS = 20;
/**
 * How much of `content` is read: a shopper's request, however chatty, fits; a 64 KiB body of words would
 * otherwise cost every other request seconds of parsing. Cut at the last space before it, whole characters.
 */
export const MAX_CONTENT_READ = 1000;

/** Control characters other than whitespace (NUL, ESC, DEL…): typed by no shopper, echoed by no chat. */
const CONTROL = /[^\P{Cc}\s]/gu;
const withoutControls = (text: string): string => text.replace(CONTROL, '');

function readable(raw: string): string {
  const content = withoutControls(raw);
  if (content.length <= MAX_CONTENT_READ) return content;
  const cut = Array.from(content.slice(0, MAX_CONTENT_READ + 1));
  cut.pop(); // a character split at the limit
  const text = cut.join('');
  const space = text.search(/\s\S*$/u);
  return space > MAX_CONTENT_READ / 2 ? text.slice(0, space) : text;
}

/** A JSON number past the largest double ("1e400") parses as ±Infinity: read it as that largest double. */
const beyondDouble = (value: unknown): unknown =>
  value === Infinity ? Number.MAX_VALUE : value === -Infinity ? -Number.MAX_VALUE : value;

/**
 * An integer ≥ 1; a huge one is no error (pageSize above the maximum is capped), so it is a refined number rather
 * than `z.int()` (which stops at 2^53), and one past the largest double too. The JSON Schema (and OpenAPI) still
 * says `integer`, as the interface does.
 */
const countFromOne = z
  .preprocess(
    beyondDouble,
    z.number().min(1).refine(Number.isInteger, { error: 'Invalid input: expected int, received number' }),
  )
  .meta({ type: 'integer', minimum: 1 });

export const chatMetadataSchema = z.object({
  productId: z.string().optional(),
  variantId: z.string().optional(),
  /** Read with the request, and echoed ("Showing Hiking Boots"): its control characters are removed too. */
  title: z.string().transform(withoutControls).optional(),
  websiteUrl: z.url().optional(),
});

/** CoreIntentRequest: the JSON body of search and compare, exactly as the interface types it. */
export const coreIntentRequestSchema = z.object({
  content: z.string().min(1).transform(readable),
  sessionId: z.string().optional(),
  visitorId: z.string().optional(),
  chatMetadata: chatMetadataSchema.optional(),
  /** Deprecated: treated as `chatMetadata.websiteUrl` when that is absent. */
  websiteUrl: z.url().optional(),
  requestOrigin: z.literal('Operation').default('Operation'),
  productIds: z.array(z.string()).max(200).default([]),
  pageSize: countFromOne.optional(),
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
