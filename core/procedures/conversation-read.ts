/** What a search request is read as against its page and its conversation (conversation-context.ts). */
import type { SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import type { PageContext } from '../search/page-context.ts';
import type { SearchQuery } from '../search/search-query.ts';
import type { SmallTalk } from '../search/small-talk.ts';
import type { PointedBack } from './pointed-product.ts';
import type { StorefrontTurn } from './storefront-turn.ts';

export interface ConversationRead {
  /** The request to serve: one page further for "show me more", "it" for "the second one". */
  request: CoreIntentRequest;
  /** The last search, when the request may narrow it. */
  previous?: SearchQuery;
  /** The prices of the products it showed, for "a bit cheaper" where it had no ceiling (shown-prices.ts). */
  shownPrices?: number[];
  /** The page the request leans on: the viewed one, or the product "the second one" points at. */
  page?: PageContext;
  /** True for "show me more": the last search is served again as it was. */
  more: boolean;
  /**
   * True for "the second one": the conversation's last search stays the one to point into and page through
   * ("is the first one waterproof?", then "and the second one?").
   */
  pointed: boolean;
  /** "compare the first two": the shown products to compare instead of searching. */
  compared?: Product[];
  /** "add the cheaper one to my cart", "checkout": the storefront's job, answered instead of a search. */
  storefront?: StorefrontTurn;
  /**
   * "the third one" after one product, or "compare the first two" (`compare`): the last search's page is served
   * again, and the chat says so.
   */
  pointedPast?: { position: number; shown: number; compare?: true };
  /** "is the first one waterproof?" after products like one: the list "the first one" is of (pointed-product.ts). */
  pointedBack?: PointedBack;
  /** "the rest of them", "not that one": the products left out of the last search, served again as `previous`. */
  leftOut?: Product[];
  /** "bigger sizes" where neither the last search nor the products it showed have sizes: that page again. */
  sizeless?: true;
  /**
   * The last search kept, now about the product pointed at ("the second one", or "it" after it), or the products
   * compared, to be remembered instead of this request (focus-reference.ts).
   */
  focused?: SessionTurn;
  /**
   * The request was small talk ("hello", "thanks!"): none of its words is searched; the popular products (or those
   * like the viewed one) are listed, or in a conversation its last search's page again (`kept`).
   */
  smallTalk?: SmallTalk;
}
