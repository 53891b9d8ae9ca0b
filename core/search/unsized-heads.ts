/**
 * The kinds of product measured in a unit by an attribute other than their size, and never sold in a size of that
 * unit: the titles' head words ("knife" of "Bistro 8-Inch Chef's Knife", its blade length "8-inch"; "backpack" of
 * "30L Padded Laptop Backpack", its laptop size "15-inch"), as "unit=head" (`CatalogVocabulary.unsizedHeads`). Where
 * the catalogue sells sizes that are a measure (the pans' "10-inch"), a quantity said with one of these kinds is
 * their measure, not that size: "8 inch chef's knife" is no pan's size 8-inch (measured-sizes.ts). Pure.
 */
import type { AttributeValue } from '../schemas/product.ts';
import { mayNameKind } from './category-kinds.ts';
import { measureOf } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';

const SIZE_NAMES = new Set(queryDefaults.vocabularyAttributes.sizes);
const LIST_NAMES = new Set(Object.values(queryDefaults.vocabularyAttributes).flat());
const ENDS = new Set(queryDefaults.categories.phraseEnds);

/** A size value that is a measure ("10-inch", "30 cm"; not "10", "XL"). */
export const measuredSize = (value: string): ReturnType<typeof measureOf> =>
  /\p{L}|"/u.test(value) ? measureOf(value) : undefined;

/** The title's head: its last word that may name a kind before a phrase's end ("Pan" of "Frying Pan in Silver"). */
export function titleHead(title: string): string | undefined {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const end = words.findIndex((word, at) => at > 0 && ENDS.has(word));
  return (end < 0 ? words : words.slice(0, end)).filter(mayNameKind).at(-1);
}

/** Attributes as JSON text that may hold a measure ("10-inch", "8 oz", '12\\"'): only those need a closer look. */
export const MAY_MEASURE = /\d\s*-?\s*(?:\p{L}|\\")/u;

const valuesOf = (value: AttributeValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/** The measure units of a product's size values, and of its other attributes' values. */
function unitsOf(attributes: Record<string, AttributeValue> | undefined): {
  sized: string[];
  other: string[];
} {
  const sized: string[] = [];
  const other: string[] = [];
  for (const [name, value] of Object.entries(attributes ?? {})) {
    const lower = name.toLowerCase();
    const sizes = SIZE_NAMES.has(lower);
    if (!sizes && LIST_NAMES.has(lower)) continue;
    for (const raw of valuesOf(value)) {
      const unit = (sizes ? measuredSize(raw) : measureOf(raw))?.unit;
      if (unit !== undefined) (sizes ? sized : other).push(unit);
    }
  }
  return { sized, other };
}

/** "unit=head" of the kinds measured otherwise in a unit the catalogue sells measured sizes in; sorted. */
export function unsizedHeadsIn(
  products: Iterable<{ title: string; attributes?: Record<string, AttributeValue> | undefined }>,
): string[] {
  const sized = new Set<string>();
  const other = new Set<string>();
  const sizedUnits = new Set<string>();
  for (const { title, attributes } of products) {
    const head = titleHead(title);
    const units = unitsOf(attributes);
    for (const unit of units.sized) sizedUnits.add(unit);
    if (head === undefined) continue;
    for (const unit of units.sized) sized.add(`${unit}=${head}`);
    for (const unit of units.other) other.add(`${unit}=${head}`);
  }
  return [...other]
    .filter((entry) => !sized.has(entry) && sizedUnits.has(entry.slice(0, entry.indexOf('='))))
    .sort();
}
