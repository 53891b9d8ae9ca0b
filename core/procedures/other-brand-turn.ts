/**
 * "not that brand", "a different brand" in a conversation: the brand meant is the product's last asked about ("the
 * second one but in red", then "not that brand"), else the brands the last search asked, else the first product's
 * shown (the top pick the chat named). The request is read with that brand left out: "Showing running shoes, not
 * by Kestrel Athletic." (it had searched "brand" and said no product mentions it).
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import { asksOtherBrand, withOtherBrand } from '../search/other-brand.ts';

/** The request's words with the brand meant named, or undefined when it asks no other brand or none is known. */
export async function otherBrandContent(
  deps: CoreDeps,
  tenantId: string,
  content: string,
  turn: SessionTurn | undefined,
): Promise<string | undefined> {
  if (turn === undefined || !asksOtherBrand(content)) return undefined;
  const asked = turn.query.filters.brands ?? [];
  const id = turn.focus?.id ?? (asked.length > 0 ? undefined : turn.shown?.[0]);
  const [product] = id === undefined ? [] : await deps.catalog.getMany(tenantId, [id]);
  const brand = product?.brand?.trim();
  return withOtherBrand(content, brand !== undefined && brand !== '' ? [brand] : asked);
}
