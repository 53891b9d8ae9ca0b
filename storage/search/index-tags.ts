/**
 * A CatalogIndex's tags read as positions and masks: which products hold a filter key, a kind of key, or a
 * measured attribute. Each is built once per index, on first use.
 */
import { measureOf, type Measure } from '../../core/index.ts';
import { filterKey, NAMED_KIND, NAMED_MEASURE, OTHER_ATTRIBUTE, SEP } from '../catalog/product-row.ts';
import type { CatalogIndex } from './catalog-index.ts';

const TAG_MASKS_KEPT = 256;

/**
 * Every distinct tag of an index with the positions holding it, as arrays: built once per index (in the index
 * worker for a large catalogue, whose vocabulary reads it) and handed to the other thread without copying, so
 * the thread answering requests never splits every product's tags (55k products: about 50 ms).
 */
export interface TagTable {
  /** The distinct tags, without their separators, in order of first use. */
  tags: string[];
  /** Positions holding tags[t]: positions[start[t] .. start[t + 1]), ascending. */
  start: Int32Array;
  positions: Int32Array;
}

/** The table of every product's U+001F-delimited tags. */
function tagTableOf(index: CatalogIndex): TagTable {
  const ids = new Map<string, number>();
  const tags: string[] = [];
  const found: number[] = [];
  const ends = new Int32Array(index.size);
  for (let i = 0; i < index.size; i++) {
    const text = index.tags[i]!;
    if (text.length > 1)
      for (const tag of text.split(SEP)) {
        if (tag === '') continue;
        let id = ids.get(tag);
        if (id === undefined) ids.set(tag, (id = tags.push(tag) - 1));
        found.push(id);
      }
    ends[i] = found.length;
  }
  const start = new Int32Array(tags.length + 1);
  for (const id of found) start[id + 1] = start[id + 1]! + 1;
  for (let t = 0; t < tags.length; t++) start[t + 1] = start[t + 1]! + start[t]!;
  const next = start.slice(0, tags.length);
  const positions = new Int32Array(found.length);
  for (let i = 0, k = 0; i < index.size; i++)
    for (; k < ends[i]!; k++) {
      const id = found[k]!;
      positions[next[id]!] = i;
      next[id] = next[id]! + 1;
    }
  return { tags, start, positions };
}

/** Positions per filter key, as views of the index's tag table. */
function allTagPositions(index: CatalogIndex): Map<string, Int32Array> {
  const { tags, start, positions } = (index.tagTable ??= tagTableOf(index));
  const byTag = new Map<string, Int32Array>();
  tags.forEach((tag, t) => byTag.set(tag, positions.subarray(start[t]!, start[t + 1]!)));
  return byTag;
}

/** Every tag of the index (without its separators) → the positions holding it; built once per index. */
export function allTags(index: CatalogIndex): ReadonlyMap<string, Int32Array> {
  index.tagPositions ??= allTagPositions(index);
  return index.tagPositions;
}

/**
 * For a kind asked with its noun ("dry skin": attribute `skinType`, the catalogue's `others` "oily", "normal"), each
 * product stating that attribute → whether one of its values is not among `others` (the kind asked, "all skin
 * types"): false where it names only other kinds.
 */
export function kindFits(
  index: CatalogIndex,
  attribute: string,
  others: readonly string[],
): Map<number, boolean> {
  const otherKeys = new Set(others.map(filterKey));
  const prefix = `${NAMED_KIND}:${filterKey(attribute)}=`;
  const fits = new Map<number, boolean>();
  for (const [tag, positions] of allTags(index)) {
    if (!tag.startsWith(prefix)) continue;
    const other = otherKeys.has(tag.slice(prefix.length));
    for (const position of positions) fits.set(position, fits.get(position) === true || !other);
  }
  return fits;
}

const NO_POSITIONS = new Int32Array(0);

export interface MeasureTag {
  /** A tagKey, for tagPositions. */
  key: string;
  measure: Measure;
}

export interface NamedMeasureTag {
  /** The attribute's name as words ("battery life"). */
  words: readonly string[];
  measure: Measure;
  positions: Int32Array;
}

/**
 * Every distinct measured attribute with its name ("q:battery life=40 hours", NAMED_MEASURE), parsed once per
 * index: what a bound named by its adjective ("6mm thick") and a superlative ("thickest") read.
 */
export function namedMeasureTags(index: CatalogIndex): NamedMeasureTag[] {
  index.namedMeasureTags ??= [...allTags(index)].flatMap(([tag, positions]) => {
    if (!tag.startsWith(`${NAMED_MEASURE}:`)) return [];
    const at = tag.indexOf('=');
    const measure = measureOf(tag.slice(at + 1));
    return measure === undefined ? [] : [{ words: tag.slice(2, at).split(' '), measure, positions }];
  });
  return index.namedMeasureTags;
}

/** Every distinct other-attribute value that is a measure ("o:35 hours"), parsed once per index. */
export function measureTags(index: CatalogIndex): MeasureTag[] {
  index.tagPositions ??= allTagPositions(index);
  index.measureTags ??= [...index.tagPositions.keys()].flatMap((tag) => {
    const measure = tag.startsWith(`${OTHER_ATTRIBUTE}:`) ? measureOf(tag.slice(2)) : undefined;
    return measure === undefined ? [] : [{ key: `${SEP}${tag}${SEP}`, measure }];
  });
  return index.measureTags;
}

/** Positions of the products whose tags contain `key` (a tagKey), in order. */
export function tagPositions(index: CatalogIndex, key: string): Int32Array {
  index.tagPositions ??= allTagPositions(index);
  return index.tagPositions.get(key.slice(1, -1)) ?? NO_POSITIONS;
}

/** 1 at the positions of products tagged with any value of a kind ('a': any audience); once per index. */
export function kindMask(index: CatalogIndex, kind: string): Uint8Array {
  const key = `kind:${kind}`;
  let mask = index.tagMasks.get(key);
  if (mask === undefined) {
    index.tagPositions ??= allTagPositions(index);
    mask = new Uint8Array(index.size);
    for (const [tag, positions] of index.tagPositions)
      if (tag.startsWith(`${kind}:`)) for (const position of positions) mask[position] = 1;
    if (index.tagMasks.size >= TAG_MASKS_KEPT) index.tagMasks.clear();
    index.tagMasks.set(key, mask);
  }
  return mask;
}

/** 1 at the positions of products whose tags contain `key` (a tagKey); computed once per index and key. */
export function tagMask(index: CatalogIndex, key: string): Uint8Array {
  let mask = index.tagMasks.get(key);
  if (mask === undefined) {
    mask = new Uint8Array(index.size);
    for (const position of tagPositions(index, key)) mask[position] = 1;
    if (index.tagMasks.size >= TAG_MASKS_KEPT) index.tagMasks.clear();
    index.tagMasks.set(key, mask);
  }
  return mask;
}
