/**
 * Optional query understanding by the model (AISLE_LLM_QUERY=1): asks Ollama for the structured query as
 * schema-constrained JSON, validates it and returns what it understood as a Partial<SearchQuery>, or
 * undefined on any failure. It never throws: search must work the same without it.
 *
 * Results are cached per tenant and normalised query text (LRU, bounded). Identical concurrent calls share
 * one request; a caller's abort only stops that caller's wait, the request itself is bounded by `timeoutMs`
 * and still fills the cache. After Ollama is found unreachable or failing, calls skip the model for
 * `cooldownMs` so a down server costs searches nothing.
 */
import { z } from 'zod';
import { SORT_ORDERS, type Logger, type SearchFilters, type SearchQuery } from '../../core/index.ts';
import { buildQueryMessages } from '../prompts/index.ts';
import { jsonSchemaFor } from './json-schema-format.ts';
import { LruCache } from './lru-cache.ts';
import { LIST_KEYS } from './merge-queries.ts';
import { classifyOllamaError, createOllamaClient, describeFailure } from './ollama-client.ts';

export { mergeQueries } from './merge-queries.ts';

const terms = z.array(z.string().trim().toLowerCase().max(60)).max(20).nullish();
const amount = z.number().finite().nonnegative().nullish();

export const modelQuerySchema = z.object({
  text: z.string().trim().max(300),
  filters: z.object({
    priceMin: amount,
    priceMax: amount,
    colors: terms,
    sizes: terms,
    materials: terms,
    brands: terms,
    categories: terms,
    audience: terms,
    features: terms,
    minRating: z.number().min(0).max(5).nullish(),
    inStock: z.boolean().nullish(),
    onSale: z.boolean().nullish(),
    excludeTerms: terms,
  }),
  sort: z.enum(SORT_ORDERS),
});

export const modelQueryFormat = jsonSchemaFor(modelQuerySchema);

type ModelQuery = z.output<typeof modelQuerySchema>;

/** Keeps only what the model actually stated, in SearchQuery's shape (no undefined, null or empty values). */
export function toPartialQuery(parsed: ModelQuery): Partial<SearchQuery> {
  const f = parsed.filters;
  const filters: SearchFilters = {};
  for (const key of LIST_KEYS) {
    const values = [...new Set((f[key] ?? []).filter((value) => value !== ''))];
    if (values.length > 0) filters[key] = values;
  }
  const contradictory = f.priceMin != null && f.priceMax != null && f.priceMin > f.priceMax;
  if (f.priceMin != null && f.priceMin > 0 && !contradictory) filters.priceMin = f.priceMin;
  if (f.priceMax != null && !contradictory) filters.priceMax = f.priceMax;
  if (f.minRating != null && f.minRating > 0) filters.minRating = f.minRating;
  if (f.inStock === true) filters.inStock = true;
  if (f.onSale === true) filters.onSale = true;
  const out: Partial<SearchQuery> = { filters };
  if (parsed.text !== '') out.text = parsed.text;
  if (parsed.sort !== 'relevance') out.sort = parsed.sort;
  return out;
}

export interface QueryParserStats {
  requests: number;
  cacheHits: number;
  failures: number;
  cached: number;
}

export interface OllamaQueryParser {
  parse(tenantId: string, content: string, signal?: AbortSignal): Promise<Partial<SearchQuery> | undefined>;
  stats(): QueryParserStats;
}

export interface OllamaQueryParserOptions {
  host: string;
  model: string;
  logger?: Logger;
  /** Longest wait for the model's answer; default 2500 ms. */
  timeoutMs?: number;
  cacheSize?: number;
  cooldownMs?: number;
  now?: () => number;
}

export const normaliseQueryText = (content: string): string =>
  content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise
      .then(resolve, () => resolve(undefined))
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createOllamaQueryParser(options: OllamaQueryParserOptions): OllamaQueryParser {
  const timeoutMs = options.timeoutMs ?? 2500;
  const cooldownMs = options.cooldownMs ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new LruCache<string, Promise<Partial<SearchQuery> | undefined>>(options.cacheSize ?? 1000);
  const counts = { requests: 0, cacheHits: 0, failures: 0 };
  let skipUntil = 0;

  const fail = (why: string, cooldown: boolean): undefined => {
    counts.failures += 1;
    if (cooldown) skipUntil = now() + cooldownMs;
    options.logger?.info(`query: model reading skipped (${why})`);
    return undefined;
  };

  async function ask(content: string): Promise<Partial<SearchQuery> | undefined> {
    counts.requests += 1;
    const client = createOllamaClient(options.host, AbortSignal.timeout(timeoutMs));
    let text: string;
    try {
      const response = await client.chat({
        model: options.model,
        messages: buildQueryMessages(content),
        stream: false,
        format: modelQueryFormat,
        options: { temperature: 0 },
      });
      text = response.message?.content ?? '';
    } catch (error) {
      const failure = classifyOllamaError(error);
      const why = failure.kind === 'aborted' ? `no answer within ${timeoutMs} ms` : describeFailure(failure);
      return fail(`Ollama at ${options.host} ${why}`, failure.kind !== 'rejected');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail('the reply was not valid JSON', false);
    }
    const parsed = modelQuerySchema.safeParse(json);
    return parsed.success
      ? toPartialQuery(parsed.data)
      : fail('the reply did not match the query schema', false);
  }

  return {
    async parse(tenantId, content, signal) {
      const key = `${tenantId}\u0000${normaliseQueryText(content)}`;
      const cached = cache.get(key);
      if (cached) {
        counts.cacheHits += 1;
        return raceAbort(cached, signal);
      }
      if (now() < skipUntil || signal?.aborted) return undefined;
      const pending = ask(content).catch(() => undefined);
      cache.set(key, pending);
      void pending.then((result) => {
        if (result === undefined && cache.get(key) === pending) cache.delete(key);
      });
      return raceAbort(pending, signal);
    },
    stats: () => ({ ...counts, cached: cache.size }),
  };
}
