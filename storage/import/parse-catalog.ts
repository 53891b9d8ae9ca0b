/** Reads a catalogue file (.json, .jsonl/.ndjson, .csv) into validated products and per-row errors. */
import { productSchema, type Product } from '../../core/index.ts';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { readCsv } from './csv-rows.ts';
import { readJsonArray, readJsonLines, type RawRows } from './json-rows.ts';
import { byLine, type RowError } from './row-error.ts';
import { validateRows } from './validate-rows.ts';

export type CatalogFormat = 'json' | 'jsonl' | 'csv';

export interface ParsedCatalog {
  products: Product[];
  /** Ordered by line. Rows with errors are not in `products`. */
  errors: RowError[];
}

const FORMAT_BY_EXTENSION: Record<string, CatalogFormat> = {
  '.json': 'json',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
  '.csv': 'csv',
};

/** The format of a catalogue file from its extension; throws naming the accepted extensions. */
export function catalogFormatOf(path: string): CatalogFormat {
  const extension = extname(path).toLowerCase();
  const format = FORMAT_BY_EXTENSION[extension];
  if (format === undefined) {
    const accepted = Object.keys(FORMAT_BY_EXTENSION).join(', ');
    const named = extension === '' ? 'no extension' : `extension "${extension}"`;
    throw new Error(`Cannot import ${path}: ${named} is not a catalogue format (accepted: ${accepted})`);
  }
  return format;
}

const READERS: Record<CatalogFormat, (text: string) => RawRows> = {
  json: readJsonArray,
  jsonl: readJsonLines,
  csv: readCsv,
};

export function parseCatalogText(text: string, format: CatalogFormat): ParsedCatalog {
  const reader = READERS[format];
  if (reader === undefined)
    throw new Error(`Unknown catalogue format "${String(format)}" (json, jsonl or csv)`);
  const read = reader(text);
  const { valid, errors } = validateRows(read.rows, productSchema, {
    idField: 'id',
    unknownFieldHint: '(shop-specific data belongs in "attributes")',
  });
  return { products: valid, errors: [...read.errors, ...errors].sort(byLine) };
}

export function parseCatalogFile(path: string): ParsedCatalog {
  const format = catalogFormatOf(path);
  return parseCatalogText(readFileSync(path, 'utf8'), format);
}
