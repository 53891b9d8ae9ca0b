/**
 * A gift phrase alone ("stocking stuffers", "gift ideas": SearchQuery.giftOnly) names no kind of product: the chat
 * says so and asks what would narrow the list, beside the order it shows them in ("Showing products, cheapest
 * first."), where it had listed the whole shop with "Showing products." alone. Pure.
 */
import type { SearchQuery } from '../../core/index.ts';

/** The sentence, as a list of none or one. */
export const giftOnlySentences = (query: Pick<SearchQuery, 'giftOnly'>): string[] =>
  query.giftOnly === true
    ? [
        "A gift alone names no kind of product; tell me who it's for or what they like, and I'll narrow these down.",
      ]
    : [];
