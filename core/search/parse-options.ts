/** What a request is read against besides its words (parse-query.ts): the catalogue, the page, the conversation. */
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import type { PageContext } from './page-context.ts';
import type { SearchQuery } from './search-query.ts';

export interface ParseOptions {
  vocabulary?: CatalogVocabulary;
  /** The page the shopper is viewing (chatMetadata): "this in blue" and "cheaper ones" are read against it. */
  page?: PageContext;
  /** The conversation's last search (sessionId): "under $100" narrows it. */
  previous?: SearchQuery;
  /** The prices of the products it showed: "a bit cheaper" with no ceiling is cheaper than most of them. */
  shownPrices?: readonly number[];
  /**
   * 'auto' (default): the request narrows `previous` only when it names nothing new ("in brown"); 'always': it
   * narrows it anyway ("with a hood"; the search tries this when the request alone found nothing).
   */
  followUp?: 'auto' | 'always';
  /**
   * The words are the request read again in the catalogue's spelling of words only guessed ("botas suade" as "boots
   * suede"): their order is kept, as the echo says them as typed (Draft.keepOrder).
   */
  keepOrder?: boolean;
  /** "pounds" after a price cue is a weight, never money: "tent under 2 pounds" read again (pounds-weighed.ts). */
  poundsWeigh?: boolean;
}
