/** A problem with one row of an import file, and how it is shown to the person who wrote the file. */

export interface RowError {
  /** 1-based line in the file where the row starts. */
  line: number;
  /** The row's id when it has a usable one. */
  id?: string;
  /** Field path such as `price` or `variants[0].price`; empty for problems with the row as a whole. */
  field: string;
  reason: string;
}

/** `line 7 (id "sku-9"): price: expected a number, got "abc"` */
export function formatRowError(error: RowError): string {
  const id = error.id === undefined ? '' : ` (id ${JSON.stringify(error.id)})`;
  const field = error.field === '' ? '' : `${error.field}: `;
  return `line ${error.line}${id}: ${field}${error.reason}`;
}

/** A value as it appears in an error message: JSON-like and short. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value); // JSON would say null
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // Too deeply nested to render ("[[[[…" in a file): its kind only. String() would recurse as deep.
    text = Array.isArray(value) ? '[…]' : typeof value === 'object' && value !== null ? '{…}' : String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export const byLine = (a: RowError, b: RowError): number => a.line - b.line;
