/**
 * The per-product numbers the rerank reads for each of its hundred or so candidates (candidate-features.ts), in
 * one 32-byte record per product. The candidates lie scattered over the catalogue, so each array read per
 * candidate costs a cache miss: a title's span and head (title-layout.ts), the product's popularity, its length
 * for the likelihood model and whether it is in stock sat in four arrays. Built on a catalogue's first rerank
 * from its CatalogIndex and text index, and kept with the CatalogIndex.
 */
import type { CatalogIndex } from '../catalog-index.ts';
import type { TextIndex } from './text-index.ts';
import { SPAN, titleLayout } from './title-layout.ts';

/** 32-bit words per product. */
export const RECORD = 8;
/** In `words` at RECORD × d: the title's first token, its end token, the end of its main segment, its head term. */
export const FIRST = 0;
export const END = 1;
export const MAIN_END = 2;
export const HEAD = 3;
/** In `doubles` at RECORD / 2 × d + POPULARITY: the product's popularity. */
export const POPULARITY = 2;
/** In `floats` at RECORD × d + MASS: the product's length for the likelihood model (TextIndex.docMass). */
export const MASS = 6;
/** In `words` at RECORD × d + AVAILABLE: 1 when in stock (CatalogIndex.available). */
export const AVAILABLE = 7;

/** Three views of one buffer of RECORD words per product. */
export interface RerankRecords {
  words: Int32Array;
  doubles: Float64Array;
  floats: Float32Array;
}

const built = new WeakMap<CatalogIndex, { text: TextIndex; records: RerankRecords }>();

export function rerankRecords(text: TextIndex, catalog: CatalogIndex): RerankRecords {
  const found = built.get(catalog);
  if (found?.text === text) return found.records;
  const buffer = new ArrayBuffer(4 * RECORD * text.size);
  const records = {
    words: new Int32Array(buffer),
    doubles: new Float64Array(buffer),
    floats: new Float32Array(buffer),
  };
  const { spans } = titleLayout(text);
  for (let d = 0; d < text.size; d++) {
    const at = RECORD * d;
    records.words[at + FIRST] = spans[SPAN * d]!;
    records.words[at + END] = spans[SPAN * d + 1]!;
    records.words[at + MAIN_END] = spans[SPAN * d + 2]!;
    records.words[at + HEAD] = spans[SPAN * d + 3]!;
    records.doubles[(RECORD / 2) * d + POPULARITY] = catalog.popularity[d]!;
    records.floats[at + MASS] = text.docMass[d]!;
    records.words[at + AVAILABLE] = catalog.available[d]!;
  }
  built.set(catalog, { text, records });
  return records;
}
