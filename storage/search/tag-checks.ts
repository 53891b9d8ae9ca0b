/**
 * The list filters' checks of indexFilter (index-filters.ts): a product tagged with any value asked, or in stock in
 * one. Module-level functions writing to one `FilterChecks`, not closures made per search: tsx (it keeps names)
 * gives each named closure its name with Object.defineProperty, about a microsecond each.
 */
import {
  soldOutKey,
  tagKey,
  type OTHER_ATTRIBUTE,
  type TagKind,
  type TITLE_FEATURE,
} from '../catalog/product-row.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { tagMask, tagPositions } from './index-tags.ts';

export type Keep = (position: number) => boolean;

/** The checks a product must pass, and whether none can. */
export interface FilterChecks {
  checks: Keep[];
  impossible: boolean;
}

export const present = (values: readonly string[] | undefined): string[] =>
  (values ?? []).filter((value) => typeof value === 'string' && value.trim() !== '');

/**
 * One mask per filter (any of its values), built from memoised masks. `tagged`: 1 at the products tagged with any
 * value of the kind; when given, the products it leaves at 0 pass too.
 */
export function anyTag(
  index: CatalogIndex,
  out: FilterChecks,
  kinds: readonly (TagKind | typeof OTHER_ATTRIBUTE | typeof TITLE_FEATURE)[],
  values: readonly string[] | undefined,
  tagged?: Uint8Array,
): void {
  const keys = present(values).flatMap((value) => kinds.map((kind) => tagKey(kind, value)));
  if (keys.length === 0) return;
  const lists = keys.map((key) => tagPositions(index, key)).filter((list) => list.length > 0);
  if (lists.length === 0) {
    if (tagged === undefined) out.impossible = true;
    else out.checks.push((i) => tagged[i] === 0);
    return;
  }
  let union: Uint8Array;
  if (lists.length === 1)
    union = tagMask(
      index,
      keys.find((key) => tagPositions(index, key).length > 0)!,
    );
  else {
    union = new Uint8Array(index.size);
    for (const list of lists) for (const position of list) union[position] = 1;
  }
  out.checks.push(tagged === undefined ? (i) => union[i] === 1 : (i) => union[i] === 1 || tagged[i] === 0);
}

/**
 * In stock in the colour or size asked: a variant that comes in it is available ("is the queen in stock?" is no
 * sheet set whose Queen is sold out).
 */
export function inStockIn(
  index: CatalogIndex,
  out: FilterChecks,
  kind: 'c' | 's',
  values: readonly string[] | undefined,
): void {
  const asked = present(values);
  if (asked.length === 0) return;
  const mask = new Uint8Array(index.size);
  let any = false;
  for (const value of asked) {
    const soldOut = new Set(tagPositions(index, soldOutKey(kind, value)));
    for (const position of tagPositions(index, tagKey(kind, value)))
      if (!soldOut.has(position)) [mask[position], any] = [1, true];
  }
  if (!any) out.impossible = true;
  else out.checks.push((i) => mask[i] === 1);
}
