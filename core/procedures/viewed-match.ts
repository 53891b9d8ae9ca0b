/**
 * Whether the product a request is read against ("is it waterproof?" on its page, "is the second one
 * waterproof?" in a conversation) is itself among the matches: the same search leaving it out matches one
 * fewer. Asked only for a yes/no question about that product (`asksAboutIt`; relation refine, from the page),
 * unrelaxed and with constraints, so the chat can answer even when it is not on the page of results shown.
 */
import type { CoreDeps } from '../ports.ts';
import { asksAboutIt } from '../search/question-about-it.ts';
import type { SearchQuery } from '../search/search-query.ts';

const ANSWERABLE = ['features', 'materials', 'colors', 'sizes', 'measures'] as const;

export async function viewedMatch(
  deps: CoreDeps,
  tenantId: string,
  content: string,
  query: SearchQuery,
  total: number,
  relaxed: readonly string[],
): Promise<boolean | undefined> {
  if (!asksAboutIt(content)) return undefined;
  const context = query.context;
  const viewedId = context?.productId;
  if (context?.relation !== 'refine' || !context.fromPage || viewedId === undefined || relaxed.length > 0)
    return undefined;
  if (!ANSWERABLE.some((key) => (query.filters[key]?.length ?? 0) > 0)) return undefined;
  const excludeIds = [...(query.filters.excludeIds ?? []), viewedId];
  const without = await deps.catalog.search(
    tenantId,
    { ...query, filters: { ...query.filters, excludeIds } },
    { limit: 0, offset: 0 },
  );
  return without.total < total;
}
