/** Turns zod issues into `field: reason` pairs a shop owner can act on, quoting the offending value. */
import type { z } from 'zod';
import { describeValue } from './row-error.ts';

export interface FieldProblem {
  field: string;
  reason: string;
}

type Path = readonly PropertyKey[];

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const FORMATS: Record<string, string> = {
  datetime: 'an ISO 8601 date-time such as "2026-01-31T12:00:00Z"',
  date: 'an ISO 8601 date such as "2026-01-31"',
  url: 'an absolute URL',
};

export function fieldPath(path: Path): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const got = (value: unknown): string => (value === undefined ? '' : `, got ${describeValue(value)}`);

function expectedOf(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return EXPECTED[issue.expected] ?? issue.expected;
  if (issue.code === 'invalid_format') return FORMATS[issue.format];
  return undefined;
}

export interface ProblemOptions {
  /** Appended to "unknown field" for unknown top-level keys. */
  unknownFieldHint?: string;
}

function problem(
  issue: z.core.$ZodIssue,
  root: unknown,
  base: Path,
  options: ProblemOptions,
): FieldProblem[] {
  const path = [...base, ...issue.path];
  const value = valueAt(root, path);
  const field = fieldPath(path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: fieldPath([...path, key]),
        reason:
          path.length === 0 && options.unknownFieldHint
            ? `unknown field ${options.unknownFieldHint}`
            : 'unknown field',
      }));
    case 'invalid_type':
      if (value === undefined) return [{ field, reason: 'is required' }];
      return [{ field, reason: `expected ${expectedOf(issue)}${got(value)}` }];
    case 'invalid_union': {
      const branches = issue.errors.map((branch) => branch[0]).filter((i) => i !== undefined);
      // A branch that got inside the value (e.g. the 2nd item of a list) explains the problem best.
      const deeper = branches.find((i) => i.path.length > 0);
      if (deeper !== undefined) return problem(deeper, root, path, options);
      const expected = [...new Set(branches.map(expectedOf))];
      if (expected.length === 0 || expected.includes(undefined)) {
        return [{ field, reason: `${issue.message}${got(value)}` }];
      }
      const text = expected.join(' or ').replace('a string or a list', 'a string or a list of strings');
      return [{ field, reason: `expected ${text}${got(value)}` }];
    }
    case 'invalid_format': {
      const expected = FORMATS[issue.format];
      const reason = expected === undefined ? issue.message : `expected ${expected}`;
      return [{ field, reason: `${reason}${got(value)}` }];
    }
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'number') {
        const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
        const words = issue.code === 'too_small' ? ['at least', 'greater than'] : ['at most', 'less than'];
        const reason = `must be ${issue.inclusive ? words[0] : words[1]} ${String(bound)}`;
        return [{ field, reason: `${reason}${got(value)}` }];
      }
      if (issue.origin === 'string' && issue.code === 'too_small' && issue.minimum === 1) {
        return [{ field, reason: 'must be a non-empty string' }];
      }
      return [{ field, reason: `${issue.message}${got(value)}` }];
    }
    case 'invalid_key':
      return [{ field, reason: 'attribute names must be non-empty' }];
    default:
      // Custom checks on the whole row (path []) describe themselves.
      return [{ field, reason: path.length === 0 ? issue.message : `${issue.message}${got(value)}` }];
  }
}

export function fieldProblems(
  error: z.ZodError,
  root: unknown,
  options: ProblemOptions = {},
): FieldProblem[] {
  return error.issues.flatMap((issue) => problem(issue, root, [], options));
}
