/**
 * The catalogue port (see ports.ts): searching and reading a tenant's products. `storage/` implements it.
 */
import type { Product } from './schemas/product.ts';
import type { Facets } from './schemas/responses.ts';
import type { CatalogVocabulary } from './search/catalog-vocabulary.ts';
import type { SearchQuery } from './search/search-query.ts';

export interface CatalogPage {
  limit: number;
  offset: number;
  /**
   * True when a chat message will be written about the result: only then does it carry what only the chat says
   * of the matches (`headNamed`, `naming`), which a search with its AI message hidden need not compute.
   */
  describe?: boolean;
  /**
   * True when only `total` and `unmatched` are read (a probe: do the words match anything under the filters?):
   * the catalogue may then skip ranking and leave out the products, the facets and every other field.
   */
  count?: boolean;
}

/** The word naming what was asked and how many matches name it, with why (CatalogSearchResult.headNamed). */
export interface HeadNamed {
  word: string;
  count: number;
  unsold?: true;
  describes?: string;
  closest?: string;
  alone?: true;
  /**
   * `word` names no product, only the kind every match is (`closest`, "backpack") in so many of their titles
   * ("Laptop Backpack"; the others mention it in their details).
   */
  modifies?: number;
  /**
   * Matches naming `word` only by a synonym their title writes before its own head noun (`kind`, "duvet cover" of
   * "comforter"; storage/search/text/aside-named.ts), listed after the `count` of its kind: said apart.
   */
  aside?: { kind: string; count: number };
}

/** Brands the shop does not carry, as typed, and the kind shown instead (CatalogSearchResult.unsoldBrand). */
export interface UnsoldBrand {
  names: string[];
  kind: string;
}

export interface CatalogSearchResult {
  /** The requested page of matches, best first. */
  products: Product[];
  /** Exact number of matching products after filters. */
  total: number;
  facets?: Facets;
  /**
   * Words of the query no product holds in any form ("bottle" in "water bottle" when the shop sells none),
   * reported when the query has other words: the products shown match those only, and only products naming
   * one of them in the title, brand or category (possibly none: "espresso machine" in a clothing shop).
   */
  unmatched?: string[];
  /**
   * True when even the best match holds only part of the query's words ("new phone case" in a shop without
   * phone cases shows what mentions "phone"), for text searches in any sort.
   */
  partial?: boolean;
  /**
   * Filters keep matches, yet none of them holds the word naming what was asked for, which other products hold
   * ("boots" in "warm boots for snow under $150" when every boot costs more): core then relaxes a filter.
   */
  headMissing?: boolean;
  /** The best match (for other sorts than relevance: any of the best-covered) does not hold that word. */
  headBuried?: boolean;
  /**
   * The word naming what was asked for ("boots" in "hiking boots under $100", as corrected) and how many of the
   * matches name it in their title, brand or category, when fewer than all do (text searches; `describe` only).
   * `unsold`: the shop sells nothing so named, though the matches name its last word by their category
   * ("sleeping bag" where backpacks are "Bags"; count 0). `describes`: `word` is instead a describing word of the
   * shopper's that none of the matches of that kind (`describes`, as typed) holds ("comfortable" of "comfortable
   * bag"; count 0). `alone`: `word` is the only word of the request left to match ("bike", or "kids bike" with
   * the audience relaxed): the others mention it elsewhere, there being no other words for them to match.
   */
  headNamed?: HeadNamed;
  /**
   * The words naming what was asked for, when more than that one word: the head with the words some title writes
   * just before it ("running shoes" of "blue running shoes under $80", "over ear headphones"; `describe` only).
   */
  naming?: string;
  /**
   * Every word of `unmatched` read as a brand the shop does not carry (no English word, just before the words
   * naming the kind asked or just after "like": "adidas shoes", "headphones like bose"), as typed, and that kind
   * as typed ("shoes"; `describe` only).
   */
  unsoldBrand?: UnsoldBrand;
  /**
   * Words of the query the catalogue lacks, each with the catalogue word the search read for it ("lether" →
   * "leather"): core reads the request again with them when that changes its constraints (see respell.ts).
   */
  corrections?: SpellingCorrection[];
  /**
   * True when the query orders by a measure (SearchQuery.measureSort) that none of its matches states ("thick
   * socks" where only yoga mats give a thickness): core searches again with the measure's words as words.
   */
  measureUnstated?: boolean;
  /**
   * True when the query's sort (price, rating, newest) orders by a value none of its matches states
   * ("best rated phone case" where no case is rated): they are in relevance order, as products level on the sort's
   * value always are, and the chat says so rather than "best rated first".
   */
  sortUnstated?: boolean;
}

/** A word as typed (lower-cased) and the catalogue word read for it. */
export interface SpellingCorrection {
  typed: string;
  word: string;
  /**
   * The shopper may not know the word as theirs: it is no likely slip of what they typed ("correr" → "cover"),
   * or the request holds words of another language ("zapatos para correr"). The chat echoes such a word as typed.
   */
  guess?: true;
}

export interface CatalogReader {
  search(tenantId: string, query: SearchQuery, page: CatalogPage): Promise<CatalogSearchResult>;
  /** Products in the order of `ids`; unknown ids (and other tenants' ids) are skipped. */
  getMany(tenantId: string, ids: readonly string[]): Promise<Product[]>;
  /** The tenant's own words (brands, categories, attribute values), built at import time. */
  vocabulary(tenantId: string): CatalogVocabulary | Promise<CatalogVocabulary>;
}
