/**
 * "ok add the cheaper one to my cart", "buy the first one", "checkout": the products a cart or checkout request
 * points at, among those the conversation compared last (for "the cheaper one", "both") or showed (ordinals), or
 * the one it asked about ("add it to my cart"); none when it points at nothing the conversation has.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { readStorefrontRequest } from '../search/storefront-request.ts';

export interface StorefrontTurn {
  action: 'cart' | 'checkout';
  products: Product[];
}

/** The ids a pointer picks (before prices are known for "the cheaper one": every candidate). */
function candidates(
  turn: SessionTurn | undefined,
  pointer: ReturnType<typeof readStorefrontRequest>,
  viewed: string | undefined,
) {
  const shown = turn?.shown ?? [];
  const compared = turn?.compared ?? [];
  const among = compared.length >= 2 ? compared : shown;
  const which = pointer?.pointer;
  if (which === undefined) return [];
  if ('position' in which) {
    const id = which.position < 0 ? shown.at(-1) : shown[which.position];
    return id === undefined ? [] : [id];
  }
  if ('price' in which || 'all' in which) return among;
  // "it" on a product page is the page's product.
  const one = viewed ?? turn?.focus?.id ?? (among.length === 1 ? among[0] : undefined);
  return one === undefined ? [] : [one];
}

export async function storefrontTurn(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<StorefrontTurn | undefined> {
  const asked = readStorefrontRequest(request.content);
  if (asked === undefined) return undefined;
  const ids = candidates(turn, asked, request.chatMetadata?.productId?.trim() || undefined);
  const found = ids.length === 0 ? [] : await deps.catalog.getMany(tenantId, ids);
  const products = ids.flatMap((id) => found.find((product) => product.id === id) ?? []);
  const price = asked.pointer !== undefined && 'price' in asked.pointer ? asked.pointer.price : undefined;
  if (price === undefined || products.length === 0) return { action: asked.action, products };
  // Unpriced products are neither the cheaper nor the dearer one.
  const priced = products.filter((product) => product.price !== undefined);
  const sign = price === 'low' ? 1 : -1;
  const [pick] = priced.sort((a, b) => sign * ((a.price ?? 0) - (b.price ?? 0)));
  return { action: asked.action, products: pick === undefined ? [] : [pick] };
}
