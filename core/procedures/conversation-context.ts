/**
 * What a search request is read against besides its words: the page the shopper is viewing (`chatMetadata`)
 * and the conversation's last search (`sessionId`, through the optional SessionMemory port). Failures of the
 * session memory are logged and never fail the request: it then stands alone.
 */
import { wentBack } from './back-turn.ts';
import { previousSearch } from './session-turns.ts';
import type { CoreDeps } from '../ports.ts';
import { readOrdinal } from '../search/ordinal-reference.ts';
import { pointedPage, pointedProduct } from './pointed-product.ts';
import { MAX_PAGE, type CoreIntentRequest } from '../schemas/request.ts';
import { isMoreRequest } from '../search/more-request.ts';
import { asksSeveralCompared } from '../search/compare-shown.ts';
import { comparedProducts } from './compared-products.ts';
import { storefrontTurn } from './storefront-turn.ts';
import { askedOfNothing, focusedProduct } from './focused-product.ts';
import { namedProduct } from './named-product.ts';
import { movedSizeTurn } from './size-move-turn.ts';
import { pageSizeMoveQuestion } from '../search/page-size-move.ts';
import { otherBrandContent } from './other-brand-turn.ts';
import { shownPrices } from './shown-prices.ts';
import { likenessNarrowed } from './likeness-turn.ts';
import { leftOutTurn } from './left-out-turn.ts';
import { otherOneContent } from './other-one-turn.ts';
import type { PageContext } from '../search/page-context.ts';
import type { ConversationRead } from './conversation-read.ts';
import { readSmallTalk } from '../search/small-talk.ts';
import { shopTalk } from './shop-talk.ts';

/**
 * The page the shopper is viewing: the product `chatMetadata.productId` names (when this tenant has it) and
 * the title. An unknown product id is no error: the title alone, if any, is the page.
 */
export async function pageContext(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
): Promise<PageContext | undefined> {
  const meta = request.chatMetadata;
  if (meta === undefined) return undefined;
  const productId = meta.productId?.trim();
  const [product] = productId ? await deps.catalog.getMany(tenantId, [productId]) : [];
  const title = meta.title?.trim();
  if (product === undefined && !title) return undefined;
  return { ...(product && { product }), ...(title && { title }) };
}

/** Reads a search request against its page and its conversation. */
export async function readConversation(
  deps: CoreDeps,
  tenantId: string,
  asked: CoreIntentRequest,
): Promise<ConversationRead> {
  const turn = await previousSearch(deps, tenantId, asked);
  // The conversation's list stays as it was, to point into next.
  const storefront = await storefrontTurn(deps, tenantId, asked, turn);
  if (storefront !== undefined) return { request: asked, more: false, pointed: true, storefront };
  // "go back to the first list": that search again, from its first page (back-turn.ts).
  const back = wentBack(asked, turn);
  if (back !== undefined)
    return { request: { ...asked, page: 1 }, previous: back, more: true, pointed: false };
  const talk =
    readSmallTalk(asked.content, asked.chatMetadata !== undefined) ??
    (await shopTalk(deps, tenantId, asked, turn === undefined && asked.chatMetadata === undefined));
  // Small talk in a conversation keeps it ("thanks" after "tents"): its page shown again, and remembered as it was.
  if (talk !== undefined && turn !== undefined) {
    const request = { ...asked, page: turn.shownPage ?? 1 };
    return { request, previous: turn.query, more: true, pointed: true, smallTalk: { ...talk, kept: true } };
  }
  if (talk !== undefined) {
    const viewed = await pageContext(deps, tenantId, asked);
    return { request: asked, ...(viewed && { page: viewed }), more: false, pointed: false, smallTalk: talk };
  }
  const shownCompared = await comparedProducts(deps, tenantId, asked, turn);
  if (shownCompared !== undefined) {
    const { products: compared, content, pointedPast } = shownCompared;
    // The list stays the one to point into; the products compared are what "which one…?" asks of next.
    const focused = turn && { ...turn, compared: compared.map((product) => product.id) };
    const request = content === undefined ? asked : { ...asked, content };
    return {
      request,
      more: false,
      pointed: true,
      compared,
      ...(focused && { focused }),
      ...(pointedPast !== undefined && { pointedPast }),
    };
  }
  // "compare the first two" after one product: nothing to compare it with; the page shown is served again.
  if (turn?.shown?.length === 1 && asksSeveralCompared(asked.content)) {
    return {
      request: { ...asked, page: turn.shownPage ?? 1 },
      previous: turn.query,
      more: true,
      pointed: true,
      pointedPast: { position: 2, shown: 1, compare: true },
    };
  }
  // "the rest of them", "not that one": the last search again, without the products meant (left-out-turn.ts).
  const left = await leftOutTurn(deps, tenantId, asked.content, turn);
  if (left !== undefined) {
    const request = { ...asked, page: 1 };
    return { request, previous: left.query, more: true, pointed: false, leftOut: left.leftOut };
  }
  // "the third one" after one product: nothing to point at; the page shown is served again.
  const ordinal = turn?.shown !== undefined ? readOrdinal(asked.content) : undefined;
  if (turn !== undefined && ordinal !== undefined && ordinal.position >= (turn.shown?.length ?? 0)) {
    return {
      request: { ...asked, page: turn.shownPage ?? 1 },
      previous: turn.query,
      more: true,
      pointed: true,
      pointedPast: { position: ordinal.position + 1, shown: turn.shown?.length ?? 0 },
    };
  }
  // "the other one" after one of two: a pointer at the other (other-one-turn.ts).
  const other = otherOneContent(asked.content, turn);
  const pointing = other === undefined ? asked : { ...asked, content: other };
  const ordinalPointed = await pointedProduct(deps, tenantId, pointing, turn);
  const pointed = ordinalPointed ?? (await focusedProduct(deps, tenantId, asked, turn));
  if (pointed !== undefined) {
    const { product, content } = pointed;
    // The products like it keep the conversation's constraints ("the second one in a size 9?" after "mens
    // sneakers size 11 not white": men's, not white, size 9); "it" after products like it, those they were shown
    // under ("cheaper ones" after "the second one but in red").
    const shownLike = ordinalPointed === undefined ? turn?.focus?.standing : undefined;
    return {
      request: { ...asked, content },
      page: pointedPage(product, shownLike ?? turn?.query.filters, shownLike !== undefined),
      more: false,
      pointed: true,
      ...(ordinalPointed?.back !== undefined && { pointedBack: ordinalPointed.back }),
      ...(turn !== undefined && { focused: { ...turn, focus: { id: product.id, asked: content } } }),
    };
  }
  const named = await namedProduct(deps, tenantId, asked);
  if (named !== undefined) {
    const { product, content } = named;
    return {
      request: { ...asked, content },
      page: { product, title: product.title },
      more: false,
      pointed: false,
    };
  }
  // "is it waterproof?" with no product page, no list and no product asked about: which one? (it had searched "it").
  if (await askedOfNothing(deps, tenantId, asked, turn))
    return { request: asked, more: false, pointed: false, smallTalk: { kind: 'which' } };
  const viewed = await pageContext(deps, tenantId, asked);
  const page = viewed === undefined ? {} : { page: viewed };
  // "one size smaller" on a page asks of the product, as "is there a smaller size?" does (page-size-move.ts).
  const moveAsked = viewed === undefined ? undefined : pageSizeMoveQuestion(asked.content);
  if (moveAsked !== undefined) {
    const previous = turn === undefined ? {} : { previous: turn.query };
    return { request: { ...asked, content: moveAsked }, ...previous, ...page, more: false, pointed: false };
  }
  // "bigger sizes": the last search, its size moved (on a page, "is there a bigger size?" asks of the product).
  const moved = viewed === undefined ? await movedSizeTurn(deps, tenantId, asked, turn) : undefined;
  if (moved !== undefined && 'sizeless' in moved) {
    const request = { ...asked, page: turn?.shownPage ?? 1 };
    const previous = turn === undefined ? {} : { previous: turn.query };
    return { request, ...previous, more: true, pointed: true, sizeless: true };
  }
  if (moved !== undefined) {
    const { content, previous } = moved;
    return { request: { ...asked, content }, previous, more: false, pointed: false };
  }
  if (turn !== undefined && isMoreRequest(asked.content)) {
    const next = Math.min(MAX_PAGE, (turn.shownPage ?? 1) + 1);
    return { request: { ...asked, page: next }, previous: turn.query, ...page, more: true, pointed: false };
  }
  const prices = await shownPrices(deps, tenantId, asked.content, turn);
  // "not that brand": the brand meant, named (other-brand-turn.ts).
  const otherBrand = await otherBrandContent(deps, tenantId, asked.content, turn);
  // "under 100" after "the second one but in red": the products like it, narrowed (likeness-turn.ts).
  const liked = otherBrand === undefined ? await likenessNarrowed(deps, tenantId, asked, turn) : undefined;
  if (liked !== undefined) {
    const { product, turn: kept } = liked;
    return {
      request: asked,
      page: pointedPage(product, kept.focus?.standing, true),
      more: false,
      pointed: true,
      focused: kept,
    };
  }
  return {
    request: otherBrand === undefined ? asked : { ...asked, content: otherBrand },
    ...(turn !== undefined && { previous: turn.query }),
    ...(prices !== undefined && { shownPrices: prices }),
    ...page,
    more: false,
    pointed: false,
  };
}
