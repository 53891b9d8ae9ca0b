/**
 * Helpers for Ollama's structured outputs: the `format` JSON schema derived from a zod schema (so the schema
 * the model is held to and the one we validate with cannot drift), and a short summary of validation issues
 * that names paths and rules only, never the rejected values (they came from the model).
 */
import { z } from 'zod';

export function jsonSchemaFor(schema: z.ZodType): Record<string, unknown> {
  const format: Record<string, unknown> = z.toJSONSchema(schema, { io: 'output' });
  delete format['$schema'];
  return format;
}

export function summariseIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : 'reply'}: ${issue.message}`)
    .join('; ');
}
