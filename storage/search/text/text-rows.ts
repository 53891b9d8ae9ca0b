/**
 * The searchable text of a tenant's products, as the text index is built from it: SQLite extracts the text
 * fields (in C, without parsing long descriptions in JavaScript), in rowid order, so the n-th row is the
 * product at position n of the CatalogIndex of the same catalogue version.
 */
import type { Product } from '../../../core/index.ts';
import { searchFields } from '../../catalog/product-row.ts';
import type { Db } from '../../database.ts';
import type { RowidRange } from '../../tenant-range.ts';
import type { FieldTexts } from './text-index.ts';

type TextRow = [
  rowid: number,
  title: string | null,
  brand: string | null,
  category: string | null,
  description: string | null,
  attributes: string | null,
  variants: string | null,
];

/** Reads the range's products as [rowid, searchable fields], in rowid order. */
export function prepareTextRows(db: Db): (range: RowidRange) => Generator<[number, FieldTexts]> {
  const rows = db
    .prepare<[number, number], TextRow>(
      `SELECT rowid, json->>'title', json->>'brand', json->>'category', json->>'description',
              json->'attributes', json->'variants'
       FROM products WHERE rowid BETWEEN ? AND ? ORDER BY rowid`,
    )
    .raw(true);
  return function* textRows(range) {
    for (const [rowid, title, brand, category, description, attributes, variants] of rows.all(
      range.lo,
      range.hi,
    )) {
      const product: Product = { id: '', title: title ?? '' };
      if (brand !== null) product.brand = brand;
      if (category !== null) product.category = category;
      if (description !== null) product.description = description;
      if (attributes !== null) product.attributes = JSON.parse(attributes) as Product['attributes'] & object;
      if (variants !== null) product.variants = JSON.parse(variants) as Product['variants'] & object;
      yield [rowid, searchFields(product)];
    }
  };
}
