/**
 * A product's attributes that have no wording of their own in the FAQs and highlights (not colour, size,
 * material, features, care, audience or use), said generically: the attribute's words and its values ("strap:
 * leather", "skin type: oily", "volume: 30 ml"), unless the values are facts stated already (a "4-season" among
 * its features, its options' names).
 */
import { attributeWords, measureOf, type Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { ATTRIBUTE_KEYS, allValues, normaliseKey, productValues, toList } from './product-attributes.ts';

export interface Detail {
  /** The attribute's words: "skin type", "battery life". */
  name: string;
  /** Its values: "oily", "50 ml or 100 ml" (measures are alternatives), "Bluetooth and Wi-Fi". */
  value: string;
  /** Every value a number with a unit (a measured spec). */
  measured: boolean;
  /** Its values alone when they name it ("SPF 50", "3-season"), else undefined. */
  selfNamed?: string;
}

/** "skin type: oily", "SPF 50" (`separator` ": " or " " between name and value). */
export const saidDetail = (detail: Detail, separator = ': '): string =>
  detail.selfNamed ?? `${detail.name}${separator}${detail.value}`;

/** The normalised keys with wording of their own. */
const WORDED = new Set<string>(Object.values(ATTRIBUTE_KEYS).flat());

/**
 * The values stated in wording of their own, which an attribute of the same value would repeat ("4-season" among
 * its features): features, uses, care, colours and sizes. Not materials: a "leather" strap is news beside a
 * leather product.
 */
function statedFacts(product: Product): string[] {
  return [
    ...(['feature', 'use', 'care'] as const).flatMap((kind) => productValues(product, kind)),
    ...(['color', 'size'] as const).flatMap((kind) => allValues(product, kind)),
  ];
}

/** The product's other attributes, in its order, with the values each has. */
function details(product: Product): (Detail & { values: string[] })[] {
  return Object.entries(product.attributes ?? {}).flatMap(([key, value]) => {
    const values = toList(value);
    if (values.length === 0 || WORDED.has(normaliseKey(key))) return [];
    const measured = values.every((one) => measureOf(one) !== undefined);
    const said = joinList(values, measured ? 'or' : 'and');
    const name = attributeWords(key);
    const selfNamed = values.every((one) => one.toLowerCase().includes(name.toLowerCase()));
    return [{ name, value: said, measured, values, ...(selfNamed && { selfNamed: said }) }];
  });
}

/**
 * The product's measured specs among its other attributes: values that are numbers with a unit, named by the
 * attribute's words ("battery life", "12 hours"; "laptop size", "16-inch"; "volume", "50 ml or 100 ml").
 */
export const measuredSpecs = (product: Product): Detail[] =>
  details(product)
    .filter((detail) => detail.measured)
    .map(({ values: _values, ...detail }) => detail);

/**
 * The product's other attributes, in its order, said generically; `alsoStated` are facts said elsewhere too
 * (the options' names), so an attribute all of whose values they hold is left out.
 */
export function otherDetails(product: Product, alsoStated: readonly string[] = []): Detail[] {
  const stated = [...statedFacts(product), ...alsoStated];
  const repeated = (value: string) => stated.some((fact) => fact.toLowerCase() === value.toLowerCase());
  return details(product)
    .filter(({ values }) => !values.every(repeated))
    .map(({ values: _values, ...detail }) => detail);
}
