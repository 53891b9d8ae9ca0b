/**
 * Reads a catalogue CSV into raw product objects: a header row of product field names, `attributes.<name>`
 * columns (`|` separates list values), `variants` as a JSON array, numbers and booleans converted, empty
 * cells omitted. Conversion failures are left for validation to report with the original text.
 */
import { productSchema } from '../../core/index.ts';
import { parse } from 'csv-parse/sync';
import type { CsvError } from 'csv-parse/sync';
import type { RowError } from './row-error.ts';
import type { RawRows } from './json-rows.ts';
import type { RawRow } from './validate-rows.ts';

const NUMERIC = new Set(['price', 'compareAtPrice', 'rating', 'reviewCount']);
const BOOLEAN = new Set(['available']);
const JSON_COLUMNS = new Set(['variants', 'attributes']);
const FIELDS = new Set(Object.keys(productSchema.shape));
const ATTRIBUTE_PREFIX = 'attributes.';
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

export class CellError extends Error {}

function convert(column: string, cell: string): unknown {
  const text = cell.trim();
  if (NUMERIC.has(column)) {
    // "1e400" is no number a price can be: kept as written, so the error names it.
    const number = NUMBER_TEXT.test(text) ? Number(text) : NaN;
    return Number.isFinite(number) ? number : cell;
  }
  if (BOOLEAN.has(column)) return BOOLEANS[text.toLowerCase()] ?? cell;
  if (JSON_COLUMNS.has(column)) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new CellError(`not valid JSON (${(error as Error).message})`);
    }
  }
  return cell;
}

const listOrString = (cell: string): string | string[] => {
  if (!cell.includes('|')) return cell.trim();
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
};

/** The product object of one CSV record, or the problems that stop it from being one. */
function toProduct(
  header: readonly string[],
  record: readonly string[],
): { value: unknown; problems: string[][] } {
  const product: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  const problems: string[][] = [];
  let hasAttributes = false;
  header.forEach((column, i) => {
    const cell = record[i] ?? '';
    if (cell.trim() === '' || column === '') return;
    if (column.startsWith(ATTRIBUTE_PREFIX)) {
      attributes[column.slice(ATTRIBUTE_PREFIX.length)] = listOrString(cell);
      hasAttributes = true;
    } else if (FIELDS.has(column)) {
      try {
        product[column] = convert(column, cell);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        problems.push([column, error.message]);
      }
    }
  });
  if (hasAttributes) {
    const base = product['attributes'];
    const isObject = base !== null && typeof base === 'object' && !Array.isArray(base);
    product['attributes'] = isObject ? { ...base, ...attributes } : base === undefined ? attributes : base;
  }
  return { value: product, problems };
}

const countNewlines = (text: string): number => {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
};

export function readCsv(text: string): RawRows {
  const records: { line: number; cells: string[] }[] = [];
  const errors: RowError[] = [];
  let consumed = 0; // lines consumed by earlier records
  const startLine = (raw: string | undefined): number => {
    const chunk = raw ?? '';
    const leading = chunk.length - chunk.replace(/^[\r\n]+/, '').length;
    const line = consumed + 1 + countNewlines(chunk.slice(0, leading));
    consumed += countNewlines(chunk);
    return line;
  };
  parse(text, {
    bom: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // With `raw`, each record arrives as { record, raw }.
    on_record: (entry: unknown) => {
      const { record, raw } = entry as { record: string[]; raw: string };
      records.push({ line: startLine(raw), cells: record });
      return null;
    },
    on_skip: (error: CsvError | undefined, raw: string | undefined) => {
      errors.push({
        line: startLine(raw),
        field: '',
        reason: `malformed CSV: ${error?.message ?? 'unreadable row'}`,
      });
      return undefined;
    },
  });

  const [head, ...body] = records;
  if (head === undefined) return { rows: [], errors };
  const header = head.cells.map((name) => name.trim());
  header.forEach((column) => {
    if (column === '' || FIELDS.has(column)) return;
    if (column.startsWith(ATTRIBUTE_PREFIX) && column.length > ATTRIBUTE_PREFIX.length) return;
    errors.push({
      line: head.line,
      field: column,
      reason: `unknown column (use product field names or "attributes.<name>"); its values were not imported`,
    });
  });
  const rows: RawRow[] = [];
  for (const { line, cells } of body) {
    if (cells.length !== header.length) {
      errors.push({ line, field: '', reason: `expected ${header.length} columns, got ${cells.length}` });
      continue;
    }
    const { value, problems } = toProduct(header, cells);
    const idCell = cells[header.indexOf('id')]?.trim();
    const id = idCell ? { id: idCell } : {};
    for (const [field = '', reason = ''] of problems) errors.push({ line, ...id, field, reason });
    // A row with an unreadable cell is reported, not imported without that cell.
    if (problems.length === 0) rows.push({ line, value });
  }
  return { rows, errors };
}
