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

/**
 * Does an attribute named `words` measure the product itself, for an order by `measureWords` ("smallest":
 * capacity, volume, size)? Its name opens with such a word ("capacity", "size", "battery life"); one naming another
 * thing before it ("laptop size": the laptop a backpack holds) measures what the product fits, and orders only a
 * product stating no measure of its own (measure-values.ts, the superlative's answer).
 */
export const measuresItself = (words: readonly string[], measureWords: readonly string[]): boolean =>
  words[0] !== undefined && measureWords.includes(words[0].toLowerCase());
