/**
 * A yes/no question about the viewed product whose asked constraint gave way ("is it dishwasher safe?" of a
 * cutting board, where no board like it is): the chat answers no, and the products like it follow without the
 * viewed one, which had led them (its own title is what they are searched by).
 */
import { asksAboutIt } from '../search/question-about-it.ts';
import type { SearchQuery } from '../search/search-query.ts';
import type { RelaxedSearch } from '../search/search-with-relaxation.ts';
import { withLargerOption } from './larger-option-turn.ts';
import { run, type SearchReading } from './search-reading.ts';

// Not a measure: a room asked of a product stating none ("does it fit a 15 inch laptop?" of a tent) is no no.
const ASKED = ['features', 'materials', 'colors', 'sizes'] as const;

/**
 * `understood` leaving the viewed product out, when `content` asks about it from its page and the search
 * (`searched`, relaxed by `relaxed`) dropped a constraint it asked; undefined otherwise.
 */
function withoutLackingViewed(
  content: string,
  understood: SearchQuery,
  searched: SearchQuery,
  relaxed: readonly string[],
): SearchQuery | undefined {
  const context = understood.context;
  const viewedId = context?.productId;
  if (relaxed.length === 0 || viewedId === undefined) return undefined;
  if (context?.relation !== 'refine' || context.fromPage !== true || !asksAboutIt(content)) return undefined;
  const dropped = ASKED.some(
    (key) => (understood.filters[key]?.length ?? 0) > (searched.filters[key]?.length ?? 0),
  );
  if (!dropped || understood.filters.excludeIds?.includes(viewedId) === true) return undefined;
  const excludeIds = [...(understood.filters.excludeIds ?? []), viewedId];
  return { ...understood, filters: { ...understood.filters, excludeIds } };
}

/** `searched` again without the viewed product when it lacks what was asked of it, unless nothing else is like it. */
export async function withoutLacking(
  reading: SearchReading,
  understood: SearchQuery,
  searched: RelaxedSearch,
): Promise<RelaxedSearch> {
  const lacking = withoutLackingViewed(reading.said, understood, searched.query, searched.relaxed);
  if (lacking === undefined) return searched;
  const others = await run(reading, lacking);
  return others.result.total > 0 ? others : searched;
}

/** The list after a no about the viewed product: without it, or past its one measure (larger-option-turn.ts). */
export async function listAfterNo(
  reading: SearchReading,
  understood: SearchQuery,
  searched: RelaxedSearch,
): Promise<[SearchQuery, RelaxedSearch]> {
  const [read, found] = await withLargerOption(reading, understood, searched);
  return [read, await withoutLacking(reading, read, found)];
}
