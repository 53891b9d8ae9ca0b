/**
 * The product a conversation is about (`SessionTurn.focus`): the one its last question pointed at ("is the second
 * one waterproof?"), which the next request leaning on one product reads as its page (focus-reference.ts).
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { asksOfOne, leansOnOne } from '../search/focus-reference.ts';
import { asksOption } from '../search/question-about-it.ts';
import { parseQuery } from '../search/parse-query.ts';
import { askedShopPolicies } from '../search/shop-policy.ts';

/**
 * "is it insulated?", "anything cheaper?" after "is the second one waterproof?": the product the conversation
 * last asked about, when the request leans on one product, names nothing of its own ("cheaper backpacks" is a
 * search of its own) and no product page is viewed (where "it" stays the page's product). Asked no product yet, a
 * question about "it" ("what colours does it come in?" after "waterproof jackets") is of the list's top pick, the one
 * product the chat put first; it had shown the list again and answered nothing. "anything cheaper?", "that one" and
 * an option asked ("does it come in large?", which narrows the list as "in large" does) still need a product asked
 * about.
 */
export async function focusedProduct(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<{ product: Product; content: string } | undefined> {
  const { content } = request;
  // With no product asked about and no list shown (every request outside a conversation) there is none to
  // focus on: the question readers below are not run.
  const shown = turn?.shown ?? [];
  if (turn?.focus === undefined && shown.length === 0) return undefined;
  if (request.chatMetadata?.productId?.trim() || !leansOnOne(content)) return undefined;
  // An option asked ("does it come in large?") narrows the list instead, as "in large" does.
  const ofTop =
    turn?.focus === undefined && !asksOption(content) && (await asksOfItAlone(deps, tenantId, content));
  const id = turn?.focus?.id ?? (ofTop ? shown[0] : undefined);
  if (id === undefined) return undefined;
  const [product] = await deps.catalog.getMany(tenantId, [id]);
  if (product === undefined) return undefined;
  const vocabulary = await deps.catalog.vocabulary(tenantId);
  const read = parseQuery(content, { vocabulary, page: { product, title: product.title } });
  return read.context?.fromPage === true ? { product, content } : undefined;
}

/**
 * A question of one product it points at and names nothing else of: no kind or brand of its own ("is it ok to wash
 * wool sweaters?"), nor the shop's policies ("is it possible to return shoes?", "does it ship to canada?").
 */
async function asksOfItAlone(deps: CoreDeps, tenantId: string, content: string): Promise<boolean> {
  if (!asksOfOne(content) || askedShopPolicies(content).length > 0) return false;
  const { filters } = parseQuery(content, { vocabulary: await deps.catalog.vocabulary(tenantId) });
  return (filters.categories ?? []).length === 0 && (filters.brands ?? []).length === 0;
}

/**
 * "is it waterproof?", "what is it made of?" with nothing "it" can be: no product page (nor a page title to read it
 * by), no products given, no list shown in the conversation and no product asked about, and the question names
 * nothing else (`asksOfItAlone`). The chat asks which one (small talk `which`); it had searched "it" ("Showing it
 * waterproof.").
 */
export async function askedOfNothing(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<boolean> {
  const { content, chatMetadata, productIds } = request;
  if (chatMetadata?.productId?.trim() || chatMetadata?.title?.trim() || productIds.length > 0) return false;
  if (turn?.focus !== undefined || (turn?.shown?.length ?? 0) > 0) return false;
  return asksOfItAlone(deps, tenantId, content);
}
