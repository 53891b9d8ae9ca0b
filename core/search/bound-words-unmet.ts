/**
 * The number and unit of a bound the shop cannot check (AskedSuperlative.words: "2 kg" of "tent for 4 under 2 kg"
 * where no tent states a weight) stay words to rank by, but no product lacking them misses a detail: a result short
 * of only them is no partial match, so no constraint is relaxed for them ("for 4 people" had been, listing a
 * 2-person tent's "2" first) and the chat does not say "None of them has everything you asked for".
 */
import type { CatalogReader, CatalogSearchResult } from '../ports.ts';
import type { SearchQuery } from './search-query.ts';
import { withoutBoundWords } from './unstated-bounds.ts';

const ONE = { limit: 1, offset: 0 };

/** `found` (of `query`), no longer partial when its matches hold every word but the bound's. */
export async function boundWordsAside(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  found: CatalogSearchResult,
): Promise<CatalogSearchResult> {
  if (found.partial !== true) return found;
  const checked = withoutBoundWords(query);
  if (checked === query) return found;
  if (checked.text !== '' && (await catalog.search(tenantId, checked, ONE)).partial === true) return found;
  const { partial: _partial, ...rest } = found;
  return rest;
}
