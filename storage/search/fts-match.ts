/**
 * Builds an FTS5 MATCH expression from free text without ever producing FTS5 syntax from user input:
 * every word becomes a double-quoted FTS5 string, and the strings are OR-ed together. Search itself no longer
 * uses FTS5 (see text/); this stays for callers of the storage package's public export.
 */
import { wordTokens } from './word-tokens.ts';

/** Longest query we pass on; more words add nothing to ranking but cost time. */
export const MAX_MATCH_TOKENS = 32;

const quote = (token: string): string => `"${token.replaceAll('"', '""')}"`;

/**
 * `'Red "running" shoes OR boots*'` → `"red" OR "running" OR "shoes" OR "or" OR "boots"`.
 * Returns undefined when the text has no word tokens (no text constraint).
 */
export function buildMatchExpression(text: string): string | undefined {
  const tokens = [...new Set(wordTokens(text))].slice(0, MAX_MATCH_TOKENS);
  return tokens.length === 0 ? undefined : tokens.map(quote).join(' OR ');
}
