/**
 * Chooses the chat composer and content generator at start-up from the LLM config:
 * - offline: the deterministic offline writers, no network;
 * - ollama: Ollama is required; a missing server or model throws an Error saying how to fix it;
 * - auto: probe /api/tags; use Ollama when the chat model is pulled, else the offline writers, with one log
 *   line saying why (unreachable, or which `ollama pull` to run).
 * The optional query parser (AISLE_LLM_QUERY=1) and embedder (AISLE_EMBED_MODEL, when pulled) come with
 * the Ollama backend only.
 */
import type { ChatComposer, ContentGenerator, Logger } from '../core/index.ts';
import type { LlmConfig } from './llm-config.ts';
import { createOfflineComposer } from './offline/offline-composer.ts';
import { createOfflineContentGenerator } from './offline/offline-content-generator.ts';
import { createOllamaComposer, type ChatStats } from './ollama/ollama-composer.ts';
import { createOllamaContentGenerator } from './ollama/ollama-content-generator.ts';
import { createOllamaEmbedder, type Embedder } from './ollama/ollama-embedder.ts';
import {
  createOllamaQueryParser,
  type OllamaQueryParser,
  type QueryParserStats,
} from './ollama/ollama-query-parser.ts';
import { listModels, missingModel } from './ollama/probe-ollama.ts';

export interface BackendStats {
  mode: 'ollama' | 'offline';
  reason: string;
  chat?: ChatStats;
  query?: QueryParserStats;
}

export interface Backend {
  composer: ChatComposer;
  generator: ContentGenerator;
  mode: 'ollama' | 'offline';
  /** Why this mode was chosen, for logs and health output. */
  reason: string;
  /** Present when AISLE_LLM_QUERY=1 and Ollama is in use. */
  queryParser?: OllamaQueryParser;
  /** Present when AISLE_EMBED_MODEL is set, Ollama is in use and the model is pulled. */
  embedder?: Embedder;
  stats(): BackendStats;
}

function offline(reason: string): Backend {
  return {
    composer: createOfflineComposer(),
    generator: createOfflineContentGenerator(),
    mode: 'offline',
    reason,
    stats: () => ({ mode: 'offline', reason }),
  };
}

export async function selectBackend(config: LlmConfig, logger: Logger): Promise<Backend> {
  if (config.mode === 'offline') {
    logger.info('chat: offline composer in use (AISLE_LLM=offline)');
    return offline('AISLE_LLM=offline');
  }
  const probe = await listModels(config.host, config.probeTimeoutMs);
  const problem = missingModel(probe, config.chatModel);
  if (problem !== undefined) {
    if (config.mode === 'ollama') {
      throw new Error(
        `AISLE_LLM=ollama but ${problem}. Fix that, or set AISLE_LLM=auto to fall back to the offline composer.`,
      );
    }
    logger.info(`chat: offline composer in use (${problem})`);
    return offline(problem);
  }

  const { host, chatModel: model } = config;
  const composer = createOllamaComposer({
    host,
    model,
    logger,
    firstTokenTimeoutMs: config.firstTokenTimeoutMs,
    maxConcurrent: config.maxConcurrent,
    maxQueueWaitMs: config.maxQueueWaitMs,
  });
  const reason = `Ollama at ${host} with ${model}`;
  const queryParser = config.llmQuery ? createOllamaQueryParser({ host, model, logger }) : undefined;
  const backend: Backend = {
    composer,
    generator: createOllamaContentGenerator({ host, model, logger }),
    mode: 'ollama',
    reason,
    stats: () => ({
      mode: 'ollama',
      reason,
      chat: composer.stats(),
      ...(queryParser && { query: queryParser.stats() }),
    }),
  };
  if (queryParser) backend.queryParser = queryParser;
  logger.info(`chat: ${reason} in use${queryParser ? ' (model query understanding on)' : ''}`);

  if (config.embedModel !== undefined) {
    const embedProblem = missingModel(probe, config.embedModel);
    if (embedProblem === undefined)
      backend.embedder = createOllamaEmbedder({ host, model: config.embedModel });
    else if (config.mode === 'ollama') throw new Error(`AISLE_LLM=ollama but embedding ${embedProblem}.`);
    else logger.info(`embeddings: vector search off (${embedProblem})`);
  }
  return backend;
}
