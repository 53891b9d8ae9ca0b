/**
 * The Ollama content generator: FAQs and highlights for one product from /api/chat with `format` set to the
 * JSON schema of the expected reply (derived from the zod schema below, so the two cannot drift). The reply
 * is parsed and validated; invalid JSON or a schema mismatch is retried (with a note saying what was wrong)
 * up to `maxAttempts` times in all, then a ContentGenerationError names the product and the last problem.
 * Ollama refusing the request (4xx) throws AisleError('UPSTREAM_REJECTED'); unreachable or 5xx throw at once
 * (retrying a dead server per product would only slow a batch down).
 */
import type { Options } from 'ollama';
import { z } from 'zod';
import { type ContentGenerator, type GeneratedContent, type Logger, type Product } from '../../core/index.ts';
import { buildContentMessages, retryMessage, type PromptMessage } from '../prompts/index.ts';
import { createOllamaClient, explainFailure } from './ollama-client.ts';
import { jsonSchemaFor, summariseIssues } from './json-schema-format.ts';

export const generatedContentSchema = z.strictObject({
  faqs: z
    .array(
      z.strictObject({
        question: z.string().trim().min(1).max(300),
        answer: z.string().trim().min(1).max(1200),
      }),
    )
    .min(3)
    .max(6),
  highlights: z.array(z.string().trim().min(1).max(200)).min(3).max(5),
});

/** The `format` sent to Ollama. */
export const generatedContentFormat = jsonSchemaFor(generatedContentSchema);

export interface OllamaContentGeneratorOptions {
  host: string;
  model: string;
  logger?: Logger;
  /** Requests per product in all (first try plus retries); default 3. */
  maxAttempts?: number;
  /** Longest wait for one reply; default 180 s (a CPU-only machine writing six FAQs is slow). */
  requestTimeoutMs?: number;
  modelOptions?: Partial<Options>;
}

export class ContentGenerationError extends Error {
  override readonly name = 'ContentGenerationError';
}

type Checked = { ok: true; value: GeneratedContent } | { ok: false; problem: string };

export function checkGeneratedContent(text: string): Checked {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the reply was not valid JSON' };
  }
  const parsed = generatedContentSchema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: summariseIssues(parsed.error.issues) };
}

export function createOllamaContentGenerator(
  options: OllamaContentGeneratorOptions,
): ContentGenerator & { kind: 'ollama' } {
  const maxAttempts = options.maxAttempts ?? 3;
  const requestTimeoutMs = options.requestTimeoutMs ?? 180_000;

  async function ask(product: Product, messages: PromptMessage[], attempt: number, signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    const client = createOllamaClient(options.host, signal ? AbortSignal.any([signal, timeout]) : timeout);
    try {
      const response = await client.chat({
        model: options.model,
        messages,
        stream: false,
        format: generatedContentFormat,
        options: { temperature: attempt === 1 ? 0.2 : 0.5, ...options.modelOptions },
      });
      return response.message?.content ?? '';
    } catch (error) {
      const what = explainFailure(error, { signal, timeout, timeoutMs: requestTimeoutMs });
      throw new ContentGenerationError(
        `content for product "${product.id}": Ollama at ${options.host} ${what}`,
        {
          cause: error,
        },
      );
    }
  }

  return {
    kind: 'ollama',
    async generate(product, signal) {
      const messages = buildContentMessages(product);
      let problem = '';
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        signal?.throwIfAborted();
        const conversation = attempt === 1 ? messages : [...messages, retryMessage(problem)];
        const checked = checkGeneratedContent(await ask(product, conversation, attempt, signal));
        if (checked.ok) return checked.value;
        problem = checked.problem;
        options.logger?.info(
          `content: attempt ${attempt} for product "${product.id}" was invalid (${problem})`,
        );
      }
      throw new ContentGenerationError(
        `content for product "${product.id}": ${options.model} gave no valid FAQs and highlights in ${maxAttempts} attempts (last problem: ${problem})`,
      );
    },
  };
}
