/**
 * A tenant's catalogue in columns, held in memory for filtering, sorting and facet counting.
 * Built from the products table for one catalogue version; the search reloads it when the version stored
 * in the database moves (a write by this or any other process), so it never serves stale data.
 */
import type { Db } from '../database.ts';
import { SEP, categoryPath, filterKey } from '../catalog/product-row.ts';
import type { MeasureTag, NamedMeasureTag, TagTable } from './index-tags.ts';
import type { RowidRange } from '../tenant-range.ts';
import type { TextCatalog } from './text/text-catalog.ts';
import { frozenVocabulary, type Vocabulary } from './vocabulary.ts';

/** Distinct strings of one facet column, each with a small integer code. */
export interface Dictionary {
  values: string[];
  codes: Map<string, number>;
}

export interface CatalogIndex {
  version: number;
  size: number;
  /** Position of the product with this rowid, or -1 when it is not in the index. */
  positionOf(rowid: number): number;
  rowid: Float64Array;
  id: string[];
  /** NaN where the product has no value. */
  price: Float64Array;
  rating: Float64Array;
  reviewCount: Float64Array;
  createdMs: Float64Array;
  popularity: Float64Array;
  available: Uint8Array;
  /** 1 where the product is on sale: priced below its compareAtPrice. */
  onSale: Uint8Array;
  /** compareAtPrice − price where the product is on sale, NaN elsewhere (the `discount` sort). */
  saving: Float64Array;
  /** Code in `brands` / `categories`, -1 when missing. */
  brand: Int32Array;
  category: Int32Array;
  brands: Dictionary;
  /** Lower-cased brand per brand code. */
  brandKeys: string[];
  categories: Dictionary;
  /** '>seg>seg>' path per category code. */
  categoryPaths: string[];
  /** Colour codes of product i: colorCodes[colorStart[i] .. colorStart[i + 1]). */
  colorStart: Int32Array;
  colorCodes: Int32Array;
  colors: Dictionary;
  /** The product's U+001F-delimited filter keys (see product-row.ts). */
  tags: string[];
  /** Memoised per filter key: 1 at the positions of products having it (see tagMask). */
  tagMasks: Map<string, Uint8Array>;
  /** Every tag with the positions holding it, built on first use (see index-tags.ts); it travels between threads. */
  tagTable?: TagTable;
  /** Positions per filter key ('c:red'): views of `tagTable`, built on the first list filter (see tagMask). */
  tagPositions?: Map<string, Int32Array>;
  /** The other attributes' values that are measures, with their filter keys (see measureTags). */
  measureTags?: MeasureTag[];
  /** The measured attributes with their names' words (see namedMeasureTags). */
  namedMeasureTags?: NamedMeasureTag[];
  /** Memoised vocabulary of this catalogue version (see vocabulary.ts). */
  vocabulary?: Vocabulary;
  /** Memoised text index of this catalogue version, built on its first text search (see text/). */
  text?: TextCatalog;
  /** Product JSON by position, read with the index or on the first search (null: too big to hold; see product-json.ts). */
  json?: string[] | null;
}

const dictionary = (): Dictionary => ({ values: [], codes: new Map() });

function encode(dict: Dictionary, value: string): number {
  let code = dict.codes.get(value);
  if (code === undefined) {
    code = dict.values.length;
    dict.values.push(value);
    dict.codes.set(value, code);
  }
  return code;
}

type IndexRow = [
  rowid: number,
  id: string,
  price: number | null,
  rating: number | null,
  reviewCount: number | null,
  createdMs: number | null,
  popularity: number,
  available: number,
  compareAtPrice: number | null,
  brand: string | null,
  category: string | null,
  colors: string | null,
  tags: string,
];

/**
 * Rowid → position. Rowids are allocated in sequence from the tenant's range start, so a dense array
 * indexed by (rowid - lo) is usually small and much faster than a Map; after heavy churn, a Map.
 */
function positionLookup(rowids: Float64Array, range: RowidRange): (rowid: number) => number {
  let span = 0;
  for (const rowid of rowids) span = Math.max(span, rowid - range.lo + 1);
  if (span <= rowids.length * 4 + 65_536) {
    const dense = new Int32Array(span).fill(-1);
    rowids.forEach((rowid, i) => (dense[rowid - range.lo] = i));
    return (rowid) => {
      const offset = rowid - range.lo;
      return offset >= 0 && offset < span ? dense[offset]! : -1;
    };
  }
  const map = new Map<number, number>();
  rowids.forEach((rowid, i) => map.set(rowid, i));
  return (rowid) => map.get(rowid) ?? -1;
}

/** A CatalogIndex without its lookup function and per-use memos: what can move between threads. */
export type PortableCatalogIndex = Omit<CatalogIndex, 'positionOf' | 'text' | 'tagPositions' | 'measureTags'>;

/** Strips what cannot be sent to another thread (memos are rebuilt on use; the vocabulary and tag table travel). */
export function portable(index: CatalogIndex): PortableCatalogIndex {
  const { positionOf: _, text: _t, tagPositions: _p, measureTags: _m, ...rest } = index;
  return { ...rest, tagMasks: new Map() };
}

/** A CatalogIndex again, from one sent by another thread. */
export function fromPortable(index: PortableCatalogIndex, range: RowidRange): CatalogIndex {
  const restored: CatalogIndex = { ...index, positionOf: positionLookup(index.rowid, range) };
  if (index.vocabulary !== undefined) restored.vocabulary = frozenVocabulary(index.vocabulary);
  return restored;
}

export function prepareIndexLoader(db: Db) {
  const select = db
    .prepare<[number, number], IndexRow>(
      `SELECT rowid, id, price, rating, review_count, created_ms, popularity, available, compare_at_price,
              brand, category, colors, tags
       FROM products WHERE rowid BETWEEN ? AND ?`,
    )
    .raw(true);

  return (range: RowidRange, version: number): CatalogIndex => {
    const rows = select.all(range.lo, range.hi);
    const n = rows.length;
    const index: CatalogIndex = {
      version,
      size: n,
      positionOf: () => -1,
      rowid: new Float64Array(n),
      id: new Array<string>(n),
      price: new Float64Array(n),
      rating: new Float64Array(n),
      reviewCount: new Float64Array(n),
      createdMs: new Float64Array(n),
      popularity: new Float64Array(n),
      available: new Uint8Array(n),
      onSale: new Uint8Array(n),
      saving: new Float64Array(n),
      brand: new Int32Array(n),
      category: new Int32Array(n),
      brands: dictionary(),
      brandKeys: [],
      categories: dictionary(),
      categoryPaths: [],
      colorStart: new Int32Array(n + 1),
      colorCodes: new Int32Array(0),
      colors: dictionary(),
      tags: new Array<string>(n),
      tagMasks: new Map(),
    };
    const colorCodes: number[] = [];
    rows.forEach((row, i) => {
      const [rowid, id, price, rating, reviewCount, createdMs, popularity, available, compareAt] = row;
      const [, , , , , , , , , brand, category, colors, tags] = row;
      index.rowid[i] = rowid;
      index.id[i] = id;
      index.price[i] = price ?? NaN;
      index.rating[i] = rating ?? NaN;
      index.reviewCount[i] = reviewCount ?? NaN;
      index.createdMs[i] = createdMs ?? NaN;
      index.popularity[i] = popularity;
      index.available[i] = available;
      const saving = price !== null && compareAt !== null && compareAt > price ? compareAt - price : NaN;
      index.onSale[i] = Number.isNaN(saving) ? 0 : 1;
      index.saving[i] = saving;
      index.brand[i] = brand === null ? -1 : encode(index.brands, brand);
      index.category[i] = category === null ? -1 : encode(index.categories, category);
      index.colorStart[i] = colorCodes.length;
      if (colors !== null)
        for (const color of colors.split(SEP)) colorCodes.push(encode(index.colors, color));
      index.tags[i] = tags;
    });
    index.colorStart[n] = colorCodes.length;
    index.colorCodes = Int32Array.from(colorCodes);
    index.positionOf = positionLookup(index.rowid, range);
    index.brandKeys = index.brands.values.map(filterKey);
    index.categoryPaths = index.categories.values.map((category) => categoryPath(category) ?? '');
    return index;
  };
}
