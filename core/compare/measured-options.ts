/**
 * A compared product's measured attributes, options included: a value alone ("capacity": "16 oz"), a list of
 * them ("volume": ["250 ml", "400 ml"]) or its variants' values. Where a product comes in several, the one
 * that wins the comparison stands for it ("up to 400 ml" when the most wins, "from 250 ml" when the least
 * does). Durations are read in hours, a lifetime the longest ("2 years", "90 days", "lifetime": durations.ts).
 * Pure.
 */
import type { Product } from '../schemas/product.ts';
import { attributeWords } from '../search/attribute-words.ts';
import { isListAttribute } from '../search/catalog-vocabulary.ts';
import type { Measure } from '../search/measures.ts';
import type { MeasuredAttribute } from '../search/product-measures.ts';
import { comparedMeasureOf } from './durations.ts';

type Option = { value: string; measure: Measure };

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [];

/** Per attribute key, the measured values the product and its variants list. */
function optionsOf(product: Product): Map<string, Option[]> {
  const options = new Map<string, Option[]>();
  const sources = [product.attributes ?? {}, ...(product.variants ?? []).map((one) => one.attributes ?? {})];
  for (const attributes of sources)
    for (const [key, value] of Object.entries(attributes)) {
      if (isListAttribute(key)) continue;
      for (const text of texts(value)) {
        const measure = comparedMeasureOf(text);
        if (measure === undefined) continue;
        const own = options.get(key) ?? [];
        if (!own.some((one) => one.measure.unit === measure.unit && one.measure.value === measure.value))
          own.push({ value: text, measure });
        options.set(key, own);
      }
    }
  return options;
}

/** The product's measured attributes for a comparison won by the most ('desc') or the least ('asc'). */
export function measuredOptions(product: Product, order: 'asc' | 'desc'): MeasuredAttribute[] {
  const single = Object.entries(product.attributes ?? {}).flatMap(([key, value]): MeasuredAttribute[] => {
    if (isListAttribute(key) || typeof value !== 'string') return [];
    const measure = comparedMeasureOf(value);
    return measure === undefined ? [] : [{ key, words: attributeWords(key).split(' '), value, measure }];
  });
  const extra: MeasuredAttribute[] = [];
  for (const [key, options] of optionsOf(product)) {
    if (single.some((one) => one.key === key)) continue;
    for (const unit of new Set(options.map((one) => one.measure.unit))) {
      const same = options.filter((one) => one.measure.unit === unit);
      const sign = order === 'asc' ? 1 : -1;
      const best = [...same].sort((a, b) => sign * (a.measure.value - b.measure.value))[0]!;
      const value = same.length === 1 ? best.value : `${order === 'asc' ? 'from' : 'up to'} ${best.value}`;
      extra.push({ key, words: attributeWords(key).split(' '), value, measure: best.measure });
    }
  }
  return [...single, ...extra];
}
