import { z } from 'zod';
import { productSchema } from './product.ts';

export const idOnlySchema = z.object({ id: z.string() });
export const payloadItemSchema = z.union([productSchema, idOnlySchema]);

export const facetBucketSchema = z.object({ value: z.string(), count: z.int().min(0) });
export const facetsSchema = z.object({
  brand: z.array(facetBucketSchema),
  category: z.array(facetBucketSchema),
  color: z.array(facetBucketSchema),
  price: z.array(
    z.object({ label: z.string(), min: z.number(), max: z.number().nullable(), count: z.int().min(0) }),
  ),
});

export const attributeComparisonSchema = z.object({
  name: z.string(),
  /** One entry per compared product, in `responsePayload` order; null where the product has no value. */
  values: z.array(z.string().nullable()),
  differs: z.boolean(),
});

export const searchDataSchema = z.object({
  responseType: z.literal('ProductSearch'),
  sessionId: z.string().optional(),
  visitorId: z.string().optional(),
  responsePayload: z.array(payloadItemSchema),
  hasMoreProducts: z.boolean(),
  total: z.int().min(0),
  /** Extension: counts per brand, category, colour and price band over the whole match set. */
  facets: facetsSchema.optional(),
  /**
   * Extension: when the request compares products the conversation showed ("compare the first two"), their
   * attribute-by-attribute comparison, as the compare endpoint gives it.
   */
  comparison: z.object({ attributes: z.array(attributeComparisonSchema) }).optional(),
});

export const compareDataSchema = z.object({
  responseType: z.literal('ProductComparison'),
  sessionId: z.string().optional(),
  visitorId: z.string().optional(),
  responsePayload: z.array(payloadItemSchema),
  hasMoreProducts: z.boolean(),
  total: z.int().min(0),
  /** Extension: attribute-by-attribute comparison of the loaded products. */
  comparison: z.object({ attributes: z.array(attributeComparisonSchema) }),
});

export const chatEventSchema = z.object({ chatStream: z.string() });
export const searchEventSchema = z.union([chatEventSchema, z.object({ data: searchDataSchema })]);
export const compareEventSchema = z.union([chatEventSchema, z.object({ data: compareDataSchema })]);

export const faqContentSchema = z.object({
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  faqsGeneratedAt: z.iso.datetime().nullable(),
});

export const highlightsContentSchema = z.object({
  highlights: z.array(z.string()),
  highlightsGeneratedAt: z.iso.datetime().nullable(),
});

export const tokenResponseSchema = z.object({ token: z.string(), expiresAt: z.iso.datetime() });

export type SearchData = z.infer<typeof searchDataSchema>;
export type CompareData = z.infer<typeof compareDataSchema>;
export type SearchEvent = z.infer<typeof searchEventSchema>;
export type CompareEvent = z.infer<typeof compareEventSchema>;
export type Facets = z.infer<typeof facetsSchema>;
export type AttributeComparison = z.infer<typeof attributeComparisonSchema>;
export type FaqContent = z.infer<typeof faqContentSchema>;
export type HighlightsContent = z.infer<typeof highlightsContentSchema>;
export type PayloadItem = z.infer<typeof payloadItemSchema>;
