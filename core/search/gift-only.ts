/**
 * A gift phrase with nothing else to search ("stocking stuffers", "gift ideas", "a birthday present"): no kind, no
 * person, no interest. It had listed every product of the shop in no order a shopper could see ("Showing products.
 * I found 442 matches"). Small gifts (`filler.smallGiftWords`: "stocking stuffers") list the shop's cheapest first,
 * any other gift its most popular first, as a described person's picks do (read-draft.ts); the chat says a gift
 * alone names no kind and asks whom it is for (SearchQuery.giftOnly). Not in a conversation, where the last search
 * says what it is about, nor in a question about the viewed product ("is this a good gift?", gift-question.ts),
 * which is about it: the list stays the products like it (it had listed its category's most popular). Pure.
 */
import type { Draft } from './draft.ts';
import type { SortOrder } from './search-query.ts';

/** The order a gift phrase alone asks for (`words`: what is left to search; `asked`: the order read), if it is one. */
export function giftOnlyOrder(draft: Draft, words: string, asked: SortOrder): SortOrder | undefined {
  if (draft.gift === undefined || words.trim() !== '' || asked !== 'relevance' || draft.sort !== undefined)
    return undefined;
  if (draft.inConversation === true || draft.aboutIt === true) return undefined;
  if (draft.recipient !== undefined || draft.described === true) return undefined;
  if (draft.activity !== undefined || draft.interest === true) return undefined;
  return draft.gift === 'small' ? 'price_asc' : 'popular';
}
