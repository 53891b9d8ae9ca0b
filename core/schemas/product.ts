import { z } from 'zod';

/** Attribute values are a string or a list of strings (colour, size, material, features...). */
export const attributeValueSchema = z.union([z.string(), z.array(z.string())]);
export const attributesSchema = z.record(z.string().min(1), attributeValueSchema);

const money = z.number().finite().nonnegative();

export const variantSchema = z.strictObject({
  id: z.string().trim().min(1),
  title: z.string().trim().min(1),
  price: money.optional(),
  available: z.boolean().optional(),
  attributes: attributesSchema.optional(),
});

/**
 * The canonical product: the import format and the "full product object" of responses.
 * Unknown top-level keys are rejected so that a typo ("prise") is reported instead of silently lost;
 * shop-specific data belongs in `attributes`.
 */
export const productSchema = z.strictObject({
  id: z.string().trim().min(1, 'must be a non-empty string'),
  title: z.string().trim().min(1, 'must be a non-empty string'),
  description: z.string().optional(),
  brand: z.string().optional(),
  category: z.string().optional(),
  price: money.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as "USD"')
    .optional(),
  compareAtPrice: money.optional(),
  url: z.url().optional(),
  imageUrl: z.url().optional(),
  available: z.boolean().optional(),
  rating: z.number().min(0).max(5).optional(),
  reviewCount: z.int().nonnegative().optional(),
  createdAt: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  attributes: attributesSchema.optional(),
  variants: z.array(variantSchema).optional(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductVariant = z.infer<typeof variantSchema>;
export type AttributeValue = z.infer<typeof attributeValueSchema>;
