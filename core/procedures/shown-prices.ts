/**
 * The prices of the products the conversation's last search showed, for a budget moved by no amount where that
 * search had no ceiling to move ("a bit cheaper" after "running shoes": under the median price shown;
 * relative-budget.ts). Read only for such a request.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import { normalizeInput } from '../search/normalize-input.ts';
import { movesBudget } from '../search/relative-budget.ts';

/** The shown products' prices, when `content` moves a budget the last search (`turn`) has no ceiling for. */
export async function shownPrices(
  deps: CoreDeps,
  tenantId: string,
  content: string,
  turn: SessionTurn | undefined,
): Promise<number[] | undefined> {
  const shown = turn?.shown ?? [];
  const ceiling = turn?.query.filters.priceMax ?? turn?.query.relaxedCeiling ?? turn?.query.relaxedFloor;
  if (shown.length === 0 || ceiling !== undefined) return undefined;
  if (!movesBudget(normalizeInput(content))) return undefined;
  const products = await deps.catalog.getMany(tenantId, shown);
  const prices = products.flatMap((product) => (product.price === undefined ? [] : [product.price]));
  return prices.length > 0 ? prices : undefined;
}
