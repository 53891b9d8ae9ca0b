import type { SearchQuery } from './search-query.ts';

/** Turns the shopper's words into a structured query. Pure. */
export function parseQuery(content: string): SearchQuery {
  return { text: content.trim(), filters: {}, sort: 'relevance' };
}
