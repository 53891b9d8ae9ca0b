/**
 * "the rest of them", "the others", "not that one" in a conversation: its last search again, the products meant left
 * out (`excludeIds`). The rest is the list but the product last asked about ("the first one", then "the others"),
 * else but the three the chat named first (its top pick and two more); "not that one" leaves out the product last
 * asked about, else the top pick. The list's kind stays: "not that one" after "the first one" of headphones shows
 * the other headphones (it had shown products like that one, that one first).
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import { readLeftOut } from '../search/left-out-list.ts';
import { otherOneContent } from './other-one-turn.ts';
import type { SearchQuery } from '../search/search-query.ts';

/** The products the chat names first of a list (its top pick and those "also worth a look"). */
const NAMED_FIRST = 3;

export interface LeftOutTurn {
  /** The last search, the products left out. */
  query: SearchQuery;
  /** The products left out, in the list's order. */
  leftOut: Product[];
}

export async function leftOutTurn(
  deps: CoreDeps,
  tenantId: string,
  content: string,
  turn: SessionTurn | undefined,
): Promise<LeftOutTurn | undefined> {
  const shown = turn?.shown ?? [];
  // Read only in a conversation that showed products: without one there is nothing to leave out.
  if (turn === undefined || shown.length === 0) return undefined;
  const asked = readLeftOut(content);
  if (asked === undefined) return undefined;
  const focus = turn.focus?.id;
  // "the other one" with none asked about is read as before; after one of two it points (other-one-turn.ts).
  if (asked === 'other' && (focus === undefined || otherOneContent(content, turn) !== undefined))
    return undefined;
  const ids =
    focus !== undefined ? [focus] : asked === 'rest' ? shown.slice(0, NAMED_FIRST) : shown.slice(0, 1);
  const found = await deps.catalog.getMany(tenantId, ids);
  const leftOut = ids.flatMap((id) => found.find((product) => product.id === id) ?? []);
  if (leftOut.length === 0) return undefined;
  const excludeIds = [...new Set([...(turn.query.filters.excludeIds ?? []), ...ids])];
  return { query: { ...turn.query, filters: { ...turn.query.filters, excludeIds } }, leftOut };
}
