/**
 * Validates raw rows read from a file against a zod schema, rejecting duplicate ids (naming the first line),
 * and collects every problem as a RowError.
 */
import type { z } from 'zod';
import { describeValue, type RowError } from './row-error.ts';
import { fieldProblems, type ProblemOptions } from './zod-issues.ts';

/** One record read from a file, before validation. */
export interface RawRow {
  line: number;
  value: unknown;
}

export interface Validated<T> {
  valid: T[];
  errors: RowError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export interface ValidateOptions extends ProblemOptions {
  /** The field holding the row's id (unique within a file). */
  idField: string;
}

export function validateRows<T>(
  rows: readonly RawRow[],
  schema: z.ZodType<T>,
  options: ValidateOptions,
): Validated<T> {
  const { idField } = options;
  const valid: T[] = [];
  const errors: RowError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, value } of rows) {
    if (!isRecord(value)) {
      errors.push({ line, field: '', reason: `expected an object, got ${describeValue(value)}` });
      continue;
    }
    const rawId = value[idField];
    const id = typeof rawId === 'string' && rawId.trim() !== '' ? rawId.trim() : undefined;
    const withId = (error: Omit<RowError, 'id'>): RowError => (id === undefined ? error : { ...error, id });
    const result = schema.safeParse(value);
    const duplicateOf = id === undefined ? undefined : firstLine.get(id);
    if (id !== undefined && duplicateOf === undefined) firstLine.set(id, line);
    if (!result.success) {
      for (const problem of fieldProblems(result.error, value, options))
        errors.push(withId({ line, ...problem }));
    }
    if (duplicateOf !== undefined) {
      errors.push(
        withId({ line, field: idField, reason: `duplicate id, first used on line ${duplicateOf}` }),
      );
    }
    if (result.success && duplicateOf === undefined) valid.push(result.data);
  }
  return { valid, errors };
}
