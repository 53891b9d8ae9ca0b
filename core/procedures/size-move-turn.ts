/**
 * "bigger sizes", "a size up" in a conversation: the last search again with its size moved (size-moves.ts), past
 * the sizes asked, or else past those the products it showed come in.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { askedValues } from '../search/constraint-labels.ts';
import { productSizes } from '../search/product-sizes.ts';
import type { SearchQuery } from '../search/search-query.ts';
import { movedSizes, readSizeComparative, readSizeMove } from '../search/size-moves.ts';

/**
 * The request's other words and the last search with its size moved; `sizeless` when no size was asked and none
 * of the products shown comes in sizes ("bigger sizes" after "tents for 2 people"); undefined when it moves no size.
 */
export async function movedSizeTurn(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<{ content: string; previous: SearchQuery } | { sizeless: true } | undefined> {
  if (turn === undefined) return undefined;
  const asked = askedValues(turn.query.filters, 'sizes');
  // "bigger" alone after "mens sneakers size 9" (not after "backpack 20L": measure-step.ts).
  const alone = asked.length > 0 && (turn.query.filters.measures ?? []).length === 0;
  const move = readSizeMove(request.content) ?? (alone ? readSizeComparative(request.content) : undefined);
  if (move === undefined) return undefined;
  const { sizes: catalogueSizes } = await deps.catalog.vocabulary(tenantId);
  const shown = asked.length > 0 ? [] : await deps.catalog.getMany(tenantId, [...(turn.shown ?? [])]);
  const before = asked.length > 0 ? { asked } : { shown: shown.map(productSizes) };
  if ('shown' in before && shown.length > 0 && before.shown.every((sizes) => sizes.length === 0))
    return { sizeless: true };
  const sizes = movedSizes(move, before, catalogueSizes);
  if (sizes === undefined) return undefined;
  return { content: move.rest, previous: { ...turn.query, filters: { ...turn.query.filters, sizes } } };
}
