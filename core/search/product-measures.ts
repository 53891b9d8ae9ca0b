/**
 * A product's measured attributes: those outside colour, size, material, audience and features whose value is a
 * measure ("batteryLife": "40 hours", "capacity": "45L"), with the attribute's words ("battery life"). Pure.
 */
import type { Product } from '../schemas/product.ts';
import { attributeWords } from './attribute-words.ts';
import { isListAttribute } from './catalog-vocabulary.ts';
import { measureOf, type Measure } from './measures.ts';

export interface MeasuredAttribute {
  /** The attribute's key ("batteryLife"). */
  key: string;
  /** Its name as words ("battery", "life"). */
  words: string[];
  /** The value as written ("40 hours"). */
  value: string;
  measure: Measure;
}

export function measuredAttributes(product: Product): MeasuredAttribute[] {
  return Object.entries(product.attributes ?? {}).flatMap(([key, value]) => {
    if (isListAttribute(key) || typeof value !== 'string') return [];
    const measure = measureOf(value);
    return measure === undefined ? [] : [{ key, words: attributeWords(key).split(' '), value, measure }];
  });
}
