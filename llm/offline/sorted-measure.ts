/**
 * A product's value of the measure its list is ordered by (SearchQuery.measureSort), as the order takes it: of its
 * measured attributes named by the order's words and in its units, its own measure ("15L" capacity) over one of
 * what it fits ("13-inch" laptop size: measuresItself), then the least for an ascending order, the most for a
 * descending one. The superlative's answer names the first's ("The lightest is … (300 g)."); each pick says its own
 * ("has 50 hours battery life"). Pure.
 */
import {
  attributeWords,
  measuredAttributes,
  measuresItself,
  type MeasuredAttribute,
  type MeasureSort,
  type Product,
} from '../../core/index.ts';

/** The attribute giving `product`'s value by `measureSort`, else undefined. */
export function sortedAttribute(product: Product, measureSort: MeasureSort): MeasuredAttribute | undefined {
  const words = new Set(measureSort.words);
  const own = (one: MeasuredAttribute) => Number(!measuresItself(one.words, measureSort.words));
  return measuredAttributes(product)
    .filter(
      (one) => one.words.some((word) => words.has(word)) && measureSort.units.includes(one.measure.unit),
    )
    .sort(
      (a, b) =>
        own(a) - own(b) ||
        (measureSort.order === 'asc' ? a : b).measure.value -
          (measureSort.order === 'asc' ? b : a).measure.value,
    )[0];
}

/** "50 hours battery life", "5 mm thickness", "45L capacity": the value a pick is ordered by, with what it is. */
export function sortedMeasurePart(
  product: Product,
  measureSort: MeasureSort | undefined,
): string | undefined {
  const attribute = measureSort === undefined ? undefined : sortedAttribute(product, measureSort);
  return attribute === undefined ? undefined : `${attribute.value} ${attributeWords(attribute.key)}`;
}
