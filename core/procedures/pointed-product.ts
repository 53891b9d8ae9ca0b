/** "the second one": the product of the conversation's list a request points at (conversation-context.ts). */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { asksAgain } from '../search/asked-again.ts';
import { readOrdinal } from '../search/ordinal-reference.ts';

/**
 * "the second one", "is the first one waterproof?": the product of the last search's page that the request points
 * at, and the request with "it" in the pointer's place, to be read against that product as against a viewed one.
 * On a product page too, where "it" stays the page's product: the list is the one shown on that page.
 */
export async function pointedProduct(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<{ product: Product; content: string } | undefined> {
  // On a product page too: the turn is this page's (previousSearch), so "the first one" is of the list it showed.
  const shown = turn?.shown ?? [];
  if (shown.length === 0) return undefined;
  const ordinal = readOrdinal(request.content);
  if (ordinal === undefined) return undefined;
  const id = ordinal.position < 0 ? shown.at(-1) : shown[ordinal.position];
  const [product] = id === undefined ? [] : await deps.catalog.getMany(tenantId, [id]);
  // "and the first one?" after "is the second one waterproof?": the same question, of this one.
  const again = turn?.focus?.asked;
  const content = again !== undefined && asksAgain(ordinal.rest) ? again : ordinal.rest;
  return product && { product, content };
}
