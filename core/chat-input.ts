/**
 * What the core hands the chat composer (ports.ts ChatComposer): the request, what it was understood to mean, the
 * products shown and the facts the search found about them, for a search and for a comparison.
 */
import type { Product } from './schemas/product.ts';
import type { AttributeComparison } from './schemas/responses.ts';
import type { CoreIntentRequest } from './schemas/request.ts';
import type { HeadNamed, SpellingCorrection, UnsoldBrand } from './catalog-port.ts';
import type { Broadening } from './search/broadening.ts';
import type { SearchFilters, SearchQuery } from './search/search-query.ts';
import type { ShopDepartments } from './search/shop-departments.ts';
import type { SmallTalk } from './search/small-talk.ts';

export interface SearchChatInput {
  request: CoreIntentRequest;
  query: SearchQuery;
  products: Product[];
  total: number;
  relaxed: string[];
  /** The filters as the request was understood, before `relaxed` dropped any (present only when it did). */
  askedFilters?: SearchFilters;
  /**
   * For a request about the viewed (or pointed-at) product with constraints and nothing relaxed: whether that
   * product is itself among the matches ("is it waterproof?": yes or no).
   */
  viewedMatches?: boolean;
  /**
   * Nothing found: the constraints whose dropping alone would find products (the only ones the chat may suggest
   * dropping); absent: not checked.
   */
  broadening?: Broadening[];
  /** The query's words that no product holds (CatalogSearchResult.unmatched); absent or empty: none. */
  unmatched?: string[];
  /** Those words read as brands the shop does not carry, and the kind shown (CatalogSearchResult.unsoldBrand). */
  unsoldBrand?: UnsoldBrand;
  /**
   * The search's spelling corrections (CatalogSearchResult.corrections); `query.text` already spells the words in
   * the catalogue's spelling but the guesses, which stay as typed.
   */
  corrections?: SpellingCorrection[];
  /** Even the best match holds only part of the query's words (CatalogSearchResult.partial). */
  partial?: boolean;
  /**
   * No match states what the query's sort orders by (CatalogSearchResult.sortUnstated): the products are in
   * relevance order, not "cheapest first".
   */
  sortUnstated?: true;
  /** Fewer than half of the matches name what was asked for (CatalogSearchResult.headNamed). */
  fewNamed?: HeadNamed;
  /** The words naming what was asked for (CatalogSearchResult.naming): a match claimed whole must hold them. */
  naming?: string;
  /**
   * The request pointed past the products the conversation showed ("the third one" after one product, 1-based
   * `position`, 0 for "last"; `compare`: "compare the first two" after one); the last search's page is shown again.
   */
  pointedPast?: { position: number; shown: number; compare?: true };
  /**
   * "is the first one waterproof?" after products like one pointed at were shown: "the first one" is of the
   * conversation's list (`list`, as its echo named it), not of those shown last; 1-based `position`, 0 for "last".
   */
  pointedBack?: { position: number; list: string };
  /** "the rest of them", "not that one": the products of the conversation's list left out of this one. */
  leftOut?: Product[];
  /** "bigger sizes" where the products shown come in no sizes; the last search's page is shown again. */
  sizeless?: boolean;
  /**
   * The audiences a person implied ("kids" of "a bike for my 6 year old") where no product states one: not
   * filtered, the products whose titles name them listed first (RelaxedSearch.audienceByName).
   */
  audienceByName?: string[];
  /** The product the request is read against (viewed, or pointed at in the conversation), when the tenant has it. */
  viewed?: Product;
  /**
   * On a product's page, the name of a product the request asked to compare it with ("how does it compare to the
   * zebra jacket?") of which the catalogue holds no one product, as written.
   */
  comparedUnfound?: string;
  /**
   * A cart or checkout request ("add the cheaper one to my cart", "checkout"): the storefront's job; `products`
   * are those it points at (maybe none). Answered with where the shopper can do it, never by a model.
   */
  storefront?: 'cart' | 'checkout';
  /**
   * The request was small talk ("hello", "thanks!", "ok"): answered as such; the products are the popular ones, or
   * those like the viewed one.
   */
  smallTalk?: SmallTalk;
  /**
   * The shop's departments (shop-departments.ts), when nothing matched because words of the request are in no
   * product ("can you find a hat" in a shop without hats): what the shop sells instead.
   */
  departments?: ShopDepartments;
  /**
   * The shop's policies asked with no product page ("what's your return policy?", "can I return shoes?"), as
   * `queryDefaults.pageContext.shopPolicies` names them: no product's data; `products` are those of the kind the
   * question names, if any. Answered with the shop's policy pages, never by a model.
   */
  shopPolicies?: string[];
  signal: AbortSignal;
}

export interface CompareChatInput {
  request: CoreIntentRequest;
  products: Product[];
  comparison: AttributeComparison[];
  /** A run asked past the list ("compare the first four" after three): how many asked, and how many shown. */
  pointedPast?: { position: number; shown: number; compare?: true };
  /**
   * The features products of the compared products' kinds list, lower-cased (compare/kind-features.ts): what bears
   * on a use is named only where their kind lists it. Absent: not known, every such feature is named.
   */
  kindFeatures?: string[];
  signal: AbortSignal;
}
