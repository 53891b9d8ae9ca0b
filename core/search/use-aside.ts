/**
 * The request without the use it names after "for" ("waterproof jacket for skiing" → "waterproof jacket"): a use
 * ranks, it need not match. Relaxation asks whether the shopper's other words are met under the constraints
 * before it trades a constraint for a product holding the use too (search-with-relaxation.ts). A use asking a
 * rating the products state ("watch for swimming": a water resistance, use-ratings.ts) is no soft word: it asks
 * what the shop can check, so it stays.
 */
import type { CatalogReader } from '../ports.ts';
import type { SearchQuery } from './search-query.ts';
import { useRatings } from './use-ratings.ts';
import { WORD_END, WORD_START } from './text-tools.ts';

/** "for" after a word of the request, and the words after it. */
const USE = new RegExp(`(?<=[\\p{L}\\p{N}][^\\p{L}\\p{N}]*)\\s${WORD_START}for${WORD_END}.*$`, 'isu');

/**
 * The query with the use after "for" taken out of its text; undefined when it names none, nothing else, or a use
 * asking a rating.
 */
export function withoutUse(query: SearchQuery): SearchQuery | undefined {
  if (useRatings(query.text).length > 0) return undefined;
  const text = query.text.replace(USE, '').trim();
  if (text === query.text.trim() || text === '') return undefined;
  return { ...query, text };
}

/** Whether the query's words but its use after "for" are all held by some product under its constraints. */
export async function onlyUseUnmet(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
): Promise<boolean> {
  const bare = withoutUse(query);
  if (bare === undefined) return false;
  const found = await catalog.search(tenantId, bare, { limit: 1, offset: 0 });
  return found.total > 0 && found.partial !== true && found.headMissing !== true;
}
