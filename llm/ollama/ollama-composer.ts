/**
 * The Ollama chat composer: streams /api/chat tokens as chat chunks, with the offline composer as the safety
 * net. Per message:
 * - at most `maxConcurrent` requests run at once; a request that waits longer than `maxQueueWaitMs` for a
 *   slot gets the offline text;
 * - the shopper disconnecting (input.signal) aborts the HTTP request to Ollama at once, the slot is freed;
 * - Ollama answering 4xx before the first token throws AisleError('UPSTREAM_REJECTED') with its message;
 * - unreachable, 5xx, an empty answer or no first token within `firstTokenTimeoutMs` → the offline text;
 * - a failure after the first token (or a stall longer than `idleTimeoutMs` between tokens) ends the
 *   message with a final " …" chunk, so the shopper sees it was cut short; it never throws. A reply cut
 *   off by the token limit (done_reason "length") ends the same way.
 * Every fallback is logged (see failure-log.ts) and counted in `stats()`.
 */
import type { Options } from 'ollama';
import { AisleError, type ChatComposer, type Logger } from '../../core/index.ts';
import { createOfflineComposer } from '../offline/offline-composer.ts';
import { buildCompareMessages, buildSearchMessages, type PromptMessage } from '../prompts/index.ts';
import { classifyOllamaError, createOllamaClient, describeFailure } from './ollama-client.ts';
import { createFailureLog } from './failure-log.ts';
import { createSemaphore } from './semaphore.ts';

export interface OllamaComposerOptions {
  host: string;
  model: string;
  logger: Logger;
  firstTokenTimeoutMs?: number;
  /** Longest silence between two tokens once streaming; default max(firstTokenTimeoutMs, 15 s). */
  idleTimeoutMs?: number;
  maxConcurrent?: number;
  maxQueueWaitMs?: number;
  /** Used whenever Ollama cannot answer; default the offline composer. */
  fallback?: ChatComposer;
  modelOptions?: Partial<Options>;
}

export type FallbackReason = 'unreachable' | 'serverError' | 'firstTokenTimeout' | 'queueTimeout' | 'empty';

export interface ChatStats {
  /** Messages asked for. */
  requests: number;
  /** Messages streamed from Ollama to the end. */
  completed: number;
  /** Messages written by the fallback composer, by reason. */
  fallbacks: Record<FallbackReason, number>;
  /** Requests Ollama refused (4xx) before any text: surfaced as UPSTREAM_REJECTED. */
  rejected: number;
  /** Messages cut short by a failure or stall after the first token. */
  interrupted: number;
  /** Messages abandoned because the shopper disconnected. */
  cancelled: number;
  /** Requests holding a slot / waiting for one right now. */
  active: number;
  queued: number;
}

export type OllamaComposer = ChatComposer & { readonly kind: 'ollama'; stats(): ChatStats };

type Outcome = { kind: 'done' } | { kind: 'fallback'; reason: FallbackReason; detail: string };

const DONE: Outcome = { kind: 'done' };
export const CUT_SHORT_SUFFIX = ' …';

export function createOllamaComposer(options: OllamaComposerOptions): OllamaComposer {
  const firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? 8000;
  const idleTimeoutMs = options.idleTimeoutMs ?? Math.max(firstTokenTimeoutMs, 15_000);
  const maxConcurrent = options.maxConcurrent ?? 2;
  const maxQueueWaitMs = options.maxQueueWaitMs ?? 2000;
  const fallback = options.fallback ?? createOfflineComposer();
  const modelOptions: Partial<Options> = { temperature: 0.3, num_predict: 320, ...options.modelOptions };
  const semaphore = createSemaphore(maxConcurrent);
  const failures = createFailureLog(options.logger);
  const counts = {
    requests: 0,
    completed: 0,
    rejected: 0,
    interrupted: 0,
    cancelled: 0,
    fallbacks: { unreachable: 0, serverError: 0, firstTokenTimeout: 0, queueTimeout: 0, empty: 0 },
  };

  /** Streams one answer from Ollama; returns whether the fallback must write the message instead. */
  async function* fromOllama(
    messages: PromptMessage[],
    signal: AbortSignal,
  ): AsyncGenerator<string, Outcome> {
    if (signal.aborted) {
      counts.cancelled += 1;
      return DONE;
    }
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    let started = false;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms);
    };
    arm(firstTokenTimeoutMs);
    try {
      const client = createOllamaClient(options.host, controller.signal);
      const stream = await client.chat({
        model: options.model,
        messages,
        stream: true,
        options: modelOptions,
      });
      let doneReason: string | undefined;
      for await (const part of stream) {
        if (part.done) doneReason = part.done_reason;
        const text = part.message?.content ?? '';
        if (text === '') continue;
        started = true;
        // Only Ollama's silence counts: the clock stops while the consumer holds the chunk.
        clearTimeout(timer);
        yield text;
        arm(idleTimeoutMs);
      }
      if (!started) return { kind: 'fallback', reason: 'empty', detail: 'the model returned no text' };
      counts.completed += 1;
      // Cut off by num_predict: say so, as for any other message that ends early.
      if (doneReason === 'length') yield CUT_SHORT_SUFFIX;
      return DONE;
    } catch (error) {
      if (signal.aborted) {
        counts.cancelled += 1;
        return DONE;
      }
      const failure = classifyOllamaError(error);
      if (started) {
        counts.interrupted += 1;
        const why = timedOut ? `no token for ${idleTimeoutMs} ms` : describeFailure(failure);
        failures.report(
          'interrupted',
          `chat: Ollama stream broke off after the first token (${why}); message ended early`,
        );
        yield CUT_SHORT_SUFFIX;
        return DONE;
      }
      if (timedOut) {
        return {
          kind: 'fallback',
          reason: 'firstTokenTimeout',
          detail: `no first token within ${firstTokenTimeoutMs} ms`,
        };
      }
      if (failure.kind === 'rejected') {
        counts.rejected += 1;
        options.logger.error(
          `chat: Ollama rejected the request (HTTP ${failure.status}): ${failure.message}`,
        );
        throw new AisleError('UPSTREAM_REJECTED', `The AI request was rejected: ${failure.message}`, {
          cause: error,
        });
      }
      const reason = failure.kind === 'unreachable' ? 'unreachable' : 'serverError';
      return { kind: 'fallback', reason, detail: `Ollama at ${options.host} ${describeFailure(failure)}` };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      // Also closes the HTTP request when the consumer stopped reading early (generator return()).
      controller.abort();
    }
  }

  async function* compose(
    what: string,
    messages: () => PromptMessage[],
    signal: AbortSignal,
    offline: () => AsyncIterable<string>,
  ): AsyncGenerator<string, void> {
    counts.requests += 1;
    if (signal.aborted) {
      counts.cancelled += 1;
      return;
    }
    const release = await semaphore.acquire(maxQueueWaitMs, signal);
    let outcome: Outcome;
    if (release === undefined) {
      if (signal.aborted) {
        counts.cancelled += 1;
        return;
      }
      const detail = `all ${maxConcurrent} Ollama slots busy for ${maxQueueWaitMs} ms`;
      outcome = { kind: 'fallback', reason: 'queueTimeout', detail };
    } else {
      try {
        outcome = yield* fromOllama(messages(), signal);
      } finally {
        release();
      }
    }
    if (outcome.kind === 'done') return;
    counts.fallbacks[outcome.reason] += 1;
    failures.report(outcome.reason, `chat: offline text used for a ${what} message (${outcome.detail})`);
    yield* offline();
  }

  return {
    kind: 'ollama',
    searchMessage(input) {
      // Where the shopper adds to the cart or checks out is the shop's to say, never a model's guess.
      if (input.storefront !== undefined || input.shopPolicies !== undefined)
        return fallback.searchMessage(input);
      return compose(
        'search',
        () => buildSearchMessages(input),
        input.signal,
        () => fallback.searchMessage(input),
      );
    },
    compareMessage(input) {
      return compose(
        'compare',
        () => buildCompareMessages(input),
        input.signal,
        () => fallback.compareMessage(input),
      );
    },
    stats() {
      return {
        ...counts,
        fallbacks: { ...counts.fallbacks },
        active: semaphore.active,
        queued: semaphore.queued,
      };
    },
  };
}
