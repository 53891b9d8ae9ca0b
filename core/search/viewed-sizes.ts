/**
 * A bare number asked of the viewed product's sizes ("does it come in 12?" of boots in sizes 7 to 11, in a shop
 * selling no size 12): a size when the product's sizes are all numbers and the number is of their order, from
 * half the smallest to twice the largest (7 to 11: 3.5 to 22). "in 40" of those boots, a number of sizes none has,
 * or any number of a product in letter sizes keeps its words. Pure.
 */
import type { Product } from '../schemas/product.ts';
import { buildVocabulary } from './catalog-vocabulary.ts';

/** A size written as a whole or half number: "9", "10.5", "42". */
const NUMBER_SIZE = /^\d{1,3}(?:\.5)?$/u;

/** The product's sizes (its variants' too) when every one is a number; else none. */
export function numberSizes(product: Product): number[] {
  const sizes = buildVocabulary([product]).sizes;
  return sizes.length > 0 && sizes.every((size) => NUMBER_SIZE.test(size)) ? sizes.map(Number) : [];
}

/** Whether `value` is a number of the order of `sizes` (numberSizes), so may be asked as one of them. */
export function ofSizesOrder(value: string, sizes: readonly number[]): boolean {
  if (sizes.length === 0 || !NUMBER_SIZE.test(value)) return false;
  const asked = Number(value);
  return asked >= Math.min(...sizes) / 2 && asked <= Math.max(...sizes) * 2;
}
