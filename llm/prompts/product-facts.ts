/**
 * The facts about a product that a prompt may use, as a small plain object for the DATA block. Prices are
 * pre-formatted (the model copies "$89.99" instead of doing currency arithmetic), every string is cleaned and
 * bounded, and absent facts are left out so the model cannot mistake an empty field for a fact.
 */
import type { AttributeValue, Product } from '../../core/index.ts';
import { formatPrice, productCurrency } from '../offline/format-price.ts';
import { cleanText } from './data-block.ts';

const MAX_ATTRIBUTES = 20;
const MAX_VARIANTS = 12;

export interface ProductFacts {
  id: string;
  title: string;
  brand?: string;
  category?: string;
  price?: string;
  regularPrice?: string;
  inStock?: boolean;
  rating?: number;
  reviewCount?: number;
  description?: string;
  attributes?: Record<string, string>;
  variants?: string[];
}

function attributeText(value: AttributeValue): string {
  return cleanText(Array.isArray(value) ? value.join(', ') : value, 160);
}

function attributes(source: Product['attributes']): Record<string, string> | undefined {
  if (source === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source).slice(0, MAX_ATTRIBUTES)) {
    const name = cleanText(key, 40);
    const text = attributeText(value);
    if (name !== '' && text !== '') out[name] = text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function productFacts(product: Product, options: { descriptionLength?: number } = {}): ProductFacts {
  const currency = productCurrency(product);
  const facts: ProductFacts = { id: cleanText(product.id, 80), title: cleanText(product.title, 160) };
  if (product.brand) facts.brand = cleanText(product.brand, 80);
  if (product.category) facts.category = cleanText(product.category, 120);
  if (product.price !== undefined) facts.price = formatPrice(product.price, currency);
  if (
    product.compareAtPrice !== undefined &&
    product.price !== undefined &&
    product.compareAtPrice > product.price
  ) {
    facts.regularPrice = formatPrice(product.compareAtPrice, currency);
  }
  if (product.available !== undefined) facts.inStock = product.available;
  if (product.rating !== undefined) facts.rating = product.rating;
  if (product.reviewCount !== undefined) facts.reviewCount = product.reviewCount;
  const description = product.description
    ? cleanText(product.description, options.descriptionLength ?? 400)
    : '';
  if (description !== '') facts.description = description;
  const attrs = attributes(product.attributes);
  if (attrs) facts.attributes = attrs;
  const variants = (product.variants ?? []).slice(0, MAX_VARIANTS).map((variant) => {
    const price = variant.price === undefined ? '' : ` ${formatPrice(variant.price, currency)}`;
    const stock = variant.available === false ? ' (out of stock)' : '';
    return cleanText(`${variant.title}${price}${stock}`, 120);
  });
  if (variants.length > 0) facts.variants = variants;
  return facts;
}
