/**
 * Ports: the small interfaces the core needs from the outside world. `storage/` and `llm/` implement them,
 * the composition root (adapters/compose.ts) wires them in. The core never imports an implementation.
 */
import type { Product } from './schemas/product.ts';
import type { FaqContent, HighlightsContent } from './schemas/responses.ts';
import type { CatalogReader } from './catalog-port.ts';
import type { SearchFilters, SearchQuery } from './search/search-query.ts';
import type { CompareChatInput, SearchChatInput } from './chat-input.ts';

export type {
  CatalogPage,
  CatalogReader,
  CatalogSearchResult,
  HeadNamed,
  SpellingCorrection,
  UnsoldBrand,
} from './catalog-port.ts';
export type { CompareChatInput, SearchChatInput } from './chat-input.ts';

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
  /** The conversation's first search, for "go back to the first list" (back-request.ts). */
  first?: SearchQuery;
  /** The search shown before this one, for "go back to the previous list" (back-request.ts). */
  before?: SearchQuery;
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
