/**
 * The conversation kept by a request pointing at a shown product, with the budget it moved ("spend a bit more, show
 * me the first one" after "running shoes under 80"): the list stays the one to point into and page through, as after
 * any pointed request, but its search is now under $100, so "show me more" goes on under it (it had gone on under
 * $80); "in black" narrows the products like it (likeness-turn.ts).
 */
import type { SessionTurn } from '../ports.ts';
import type { SearchQuery } from '../search/search-query.ts';

/** `turn` with the price bounds `understood` moved (`SearchQuery.movedBudget`), or as it was. */
export function withMovedBudget(turn: SessionTurn, understood: SearchQuery): SessionTurn {
  const moved = understood.movedBudget;
  if (moved === undefined) return turn;
  const { priceMin: _min, priceMax: _max, ...filters } = turn.query.filters;
  const { relaxedCeiling: _ceiling, relaxedFloor: _floor, ...query } = turn.query;
  return { ...turn, query: { ...query, filters: { ...filters, ...moved } } };
}
