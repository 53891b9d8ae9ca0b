/**
 * Ports: the small interfaces the core needs from the outside world. `storage/` and `llm/` implement them,
 * the composition root (adapters/compose.ts) wires them in. The core never imports an implementation.
 */
import type { Product } from './schemas/product.ts';
import type { AttributeComparison, FaqContent, HighlightsContent } from './schemas/responses.ts';
import type { CoreIntentRequest } from './schemas/request.ts';
import type { CatalogReader, SpellingCorrection } from './catalog-port.ts';
import type { Broadening } from './search/broadening.ts';
import type { SearchFilters, SearchQuery } from './search/search-query.ts';
import type { ShopDepartments } from './search/shop-departments.ts';
import type { SmallTalk } from './search/small-talk.ts';

export type { CatalogPage, CatalogReader, CatalogSearchResult, SpellingCorrection } from './catalog-port.ts';

export interface TenantSettings {
  id: string;
  active: boolean;
  /** Default `pageSize` when a request omits it. */
  pageSize: number;
  /** Accepted search/compare requests per calendar month (UTC); null = unlimited. */
  allowance: number | null;
}

export interface TenantDirectory {
  find(tenantId: string): Promise<TenantSettings | undefined>;
  /**
   * Atomically counts one request against `period` (`YYYY-MM`, UTC) when the tenant is under its allowance.
   * Returns false, counting nothing, when the allowance is used up. Exact under concurrent callers.
   */
  consumeAllowance(tenantId: string, period: string): Promise<boolean>;
}

export type TokenCheck = { ok: true } | { ok: false; reason: string };

/** Operation tokens and API keys. Secrets stay behind this port; the core never sees them. */
export interface Credentials {
  verifyToken(tenantId: string, token: string): Promise<TokenCheck>;
  verifyApiKey(tenantId: string, apiKey: string): Promise<boolean>;
  mintToken(tenantId: string, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }>;
}

/**
 * Optional model-based query understanding (AISLE_LLM_QUERY=1): refines the rule-based parse. Must never
 * throw; on any failure it returns the rule-based query unchanged.
 */
export type QueryInterpreter = (
  tenantId: string,
  content: string,
  ruleQuery: SearchQuery,
  signal: AbortSignal,
) => Promise<SearchQuery>;

/**
 * Optional semantic retrieval (AISLE_EMBED_MODEL): the ids of the tenant's products whose embedding is
 * closest to the embedding of `text`, best first, at most `k`. With `within`, only those ids are ranked.
 * May reject (model unreachable, no vectors yet, dimensions that do not match); the search then ranks
 * lexically. Must stop promptly when `signal` aborts.
 */
export interface VectorSearch {
  similar(
    tenantId: string,
    text: string,
    k: number,
    signal: AbortSignal,
    within?: readonly string[],
  ): Promise<string[]>;
  /** Longest wait for `similar` before the search goes on without it; default 1500 ms. */
  readonly timeoutMs?: number;
}

/** A conversation's last search: what it was understood as, and the page it was asked on. */
export interface SessionTurn {
  query: SearchQuery;
  /** The request's `chatMetadata.productId`, else its `chatMetadata.title`; absent without either. */
  page?: string;
  /** The page of results it showed (the request's `page`), for "show me more"; absent means 1. */
  shownPage?: number;
  /** The ids of the products it showed, in order, for "the second one". */
  shown?: string[];
  /** The product of `shown` the conversation last asked about ("is the second one waterproof?"), for "is it…?". */
  focus?: SessionFocus;
  /** The ids of the products it last compared ("compare the first two"), for "which one has better battery?". */
  compared?: string[];
}

/** The product a conversation last asked about, and what it asked of it. */
export interface SessionFocus {
  /** The product's id. */
  id: string;
  /**
   * The request asked of it, with "it" for its pointer ("is it waterproof?" from "is the second one waterproof?"),
   * asked again of the next shown product pointed at alone ("and the first one?").
   */
  asked?: string;
  /**
   * The constraints the products like it were shown under, when the request pointing at it showed them ("the
   * second one but in red"), not a question about it alone: a next request narrowing them ("under 100") keeps them.
   */
  standing?: SearchFilters;
}

/**
 * What each conversation (`sessionId`) searched last, so that a follow-up ("under $100", "in brown") narrows
 * it. Per tenant and session, kept for a limited time. Optional: without it every request stands alone.
 */
export interface SessionMemory {
  /**
   * With a `visitorId`, the session is that visitor's: another visitor (or a request without one) using the same
   * session id has a conversation of its own, and neither reads nor overwrites it.
   */
  lastSearch(tenantId: string, sessionId: string, visitorId?: string): Promise<SessionTurn | undefined>;
  rememberSearch(tenantId: string, sessionId: string, turn: SessionTurn, visitorId?: string): Promise<void>;
}

export interface ContentReader {
  faqs(tenantId: string, productId: string): Promise<FaqContent>;
  highlights(tenantId: string, productId: string): Promise<HighlightsContent>;
}

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
  unsoldBrand?: { names: string[]; kind: string };
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
  fewNamed?: {
    word: string;
    count: number;
    unsold?: true;
    describes?: string;
    closest?: string;
    alone?: true;
  };
  /** The words naming what was asked for (CatalogSearchResult.naming): a match claimed whole must hold them. */
  naming?: string;
  /**
   * The request pointed past the products the conversation showed ("the third one" after one product, 1-based
   * `position`, 0 for "last"; `compare`: "compare the first two" after one); the last search's page is shown again.
   */
  pointedPast?: { position: number; shown: number; compare?: true };
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
  signal: AbortSignal;
}

/**
 * Writes the chat message. Chunks concatenated form the message. Implementations must stop promptly when
 * `signal` aborts. Throw AisleError('UPSTREAM_REJECTED') when the model refuses the request before any text.
 */
export interface ChatComposer {
  readonly kind: 'offline' | 'ollama';
  searchMessage(input: SearchChatInput): AsyncIterable<string>;
  compareMessage(input: CompareChatInput): AsyncIterable<string>;
}

export interface GeneratedContent {
  faqs: { question: string; answer: string }[];
  highlights: string[];
}

/** Writes FAQs and highlights ahead of time (used by `aisle content generate`, never by the endpoints). */
export interface ContentGenerator {
  readonly kind: 'offline' | 'ollama';
  generate(product: Product, signal?: AbortSignal): Promise<GeneratedContent>;
}

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface CoreDeps {
  tenants: TenantDirectory;
  credentials: Credentials;
  catalog: CatalogReader;
  content: ContentReader;
  composer: ChatComposer;
  queryInterpreter?: QueryInterpreter;
  vectorSearch?: VectorSearch;
  sessions?: SessionMemory;
  clock?: () => Date;
  logger?: Logger;
}
