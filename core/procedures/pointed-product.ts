/** "the second one": the product of the conversation's list a request points at (conversation-context.ts). */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { PageContext } from '../search/page-context.ts';
import type { SearchFilters } from '../search/search-query.ts';
import { asksAgain } from '../search/asked-again.ts';
import { describeQuery } from '../search/describe-query.ts';
import { readOrdinal } from '../search/ordinal-reference.ts';

/**
 * "is the first one waterproof?" after products like a pointed one were shown ("the first one but cheaper",
 * `SessionFocus.standing`): "the first one" is still of the conversation's list, not of those on screen; the chat
 * says which (1-based `position`, 0 for "the last one", and the list as its echo named it: "running shoes").
 */
export interface PointedBack {
  position: number;
  list: string;
}

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
): Promise<{ product: Product; content: string; back?: PointedBack } | undefined> {
  // On a product page too: the turn is this page's (previousSearch), so "the first one" is of the list it showed.
  const shown = turn?.shown ?? [];
  if (shown.length === 0) return undefined;
  const ordinal = readOrdinal(request.content);
  if (ordinal === undefined) return undefined;
  const id = ordinal.position < 0 ? shown.at(-1) : shown[ordinal.position];
  const [product] = id === undefined ? [] : await deps.catalog.getMany(tenantId, [id]);
  // "and the first one?" after "is the second one waterproof?": the same question, of this one.
  const again = turn?.focus?.asked;
  const askedAgain = again !== undefined && asksAgain(ordinal.rest);
  const content = askedAgain ? again : ordinal.rest;
  // The products on screen are those like the product last pointed at ("the first one but cheaper"; not a question
  // about it alone, whose answer was the news); "and the first one?" walks the list itself.
  const back: PointedBack | undefined =
    turn?.focus?.standing !== undefined && !askedAgain
      ? { position: ordinal.position < 0 ? 0 : ordinal.position + 1, list: describeQuery(turn.query) }
      : undefined;
  return product && { product, content, ...(back !== undefined && { back }) };
}

/**
 * The page a product pointed at is read as: its own, with the conversation's standing constraints; `shownLike`,
 * those products like it were last shown under (PageContext.shownLike).
 */
export const pointedPage = (
  product: Product,
  standing: SearchFilters | undefined,
  shownLike: boolean,
): PageContext => ({
  product,
  title: product.title,
  ...(standing !== undefined && { standing, ...(shownLike && { shownLike: true as const }) }),
});
