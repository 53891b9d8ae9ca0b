import { TRPCError } from '@trpc/server';
import { AisleError, describeValue } from './errors.ts';

interface Issue {
  path?: readonly PropertyKey[] | readonly { key: PropertyKey }[];
  message: string;
}

const keyOf = (segment: PropertyKey | { key: PropertyKey }): PropertyKey =>
  typeof segment === 'object' && segment !== null ? segment.key : segment;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** "pageSize: Too small: expected number to be >=1 (got 0)" for each issue, joined. */
export function describeIssues(issues: readonly Issue[], input: unknown): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.path ?? []).map(keyOf);
      const where = path.length > 0 ? path.map(String).join('.') : 'body';
      return `${where}: ${issue.message} (got ${describeValue(valueAt(input, path))})`;
    })
    .join('; ');
}

const issuesOf = (cause: unknown): readonly Issue[] | undefined => {
  const issues = (cause as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : undefined;
};

/**
 * Turns anything thrown by a procedure into an AisleError. Unknown errors become INTERNAL with a generic
 * message; `isUnexpected` tells the caller to log the original (once) since its details are not exposed.
 */
export function normalizeError(
  error: unknown,
  input?: unknown,
): { error: AisleError; isUnexpected: boolean } {
  if (error instanceof AisleError) return { error, isUnexpected: false };
  if (error instanceof TRPCError) {
    if (error.cause instanceof AisleError) return { error: error.cause, isUnexpected: false };
    const issues = issuesOf(error.cause);
    if (error.code === 'BAD_REQUEST' && issues) {
      return {
        error: new AisleError('INVALID_REQUEST', `Invalid request: ${describeIssues(issues, input)}`),
        isUnexpected: false,
      };
    }
    if (error.code === 'NOT_FOUND')
      return { error: new AisleError('NOT_FOUND', error.message), isUnexpected: false };
  }
  return { error: new AisleError('INTERNAL', 'Internal error.', { cause: error }), isUnexpected: true };
}
