/**
 * The language-model layer's settings, read from the environment once at start-up. Every bad value is
 * reported by name together with what was expected, so a typo fails loudly instead of silently.
 */

export type LlmMode = 'auto' | 'ollama' | 'offline';

export interface LlmConfig {
  /** AISLE_LLM: `auto` probes Ollama and falls back to offline; `ollama` requires it; `offline` never asks. */
  mode: LlmMode;
  /** OLLAMA_HOST, e.g. http://127.0.0.1:11434. */
  host: string;
  /** AISLE_CHAT_MODEL. */
  chatModel: string;
  /** AISLE_EMBED_MODEL; vector search is off without it. */
  embedModel?: string;
  /** AISLE_LLM_QUERY=1: let the model help understand search queries. */
  llmQuery: boolean;
  /** AISLE_LLM_FIRST_TOKEN_MS: longest wait for the first chat token before the offline text is used. */
  firstTokenTimeoutMs: number;
  /** AISLE_LLM_CONCURRENCY: chat requests sent to Ollama at once. */
  maxConcurrent: number;
  /** AISLE_LLM_QUEUE_MS: longest wait for a free slot before the offline text is used. */
  maxQueueWaitMs: number;
  /** How long the start-up probe of /api/tags may take (AISLE_LLM_PROBE_MS, default 1500). */
  probeTimeoutMs: number;
}

export const DEFAULT_OLLAMA_HOST = 'http://127.0.0.1:11434';
export const DEFAULT_CHAT_MODEL = 'llama3.2';

export class LlmConfigError extends Error {
  override readonly name = 'LlmConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new LlmConfigError(
      `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`,
    );
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === '0' || raw === 'false' || raw === 'no' || raw === 'off') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes' || raw === 'on') return true;
  throw new LlmConfigError(`${name} must be 1 or 0 (got ${JSON.stringify(env[name])})`);
}

function mode(env: Env): LlmMode {
  const raw = text(env, 'AISLE_LLM')?.toLowerCase() ?? 'auto';
  if (raw === 'auto' || raw === 'ollama' || raw === 'offline') return raw;
  throw new LlmConfigError(
    `AISLE_LLM must be auto, ollama or offline (got ${JSON.stringify(env['AISLE_LLM'])})`,
  );
}

/** Accepts what the Ollama CLI accepts for OLLAMA_HOST ("host:port", ":port", full URL); returns a URL. */
export function normalizeHost(raw: string): string {
  let candidate = raw.trim();
  if (candidate.startsWith(':')) candidate = `127.0.0.1${candidate}`;
  if (!candidate.includes('://')) candidate = `http://${candidate}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new LlmConfigError(
      `OLLAMA_HOST must be a URL such as ${DEFAULT_OLLAMA_HOST} (got ${JSON.stringify(raw)})`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LlmConfigError(`OLLAMA_HOST must use http or https (got ${JSON.stringify(raw)})`);
  }
  if (!raw.includes('://') && url.port === '') url.port = '11434';
  return url.href.replace(/\/+$/, '');
}

function model(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^[\w./:-]+$/.test(value)) {
    throw new LlmConfigError(
      `${name} must be an Ollama model name such as llama3.2 (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}

export function readLlmConfig(env: Env = process.env): LlmConfig {
  const embedModel = model(env, 'AISLE_EMBED_MODEL');
  return {
    mode: mode(env),
    host: normalizeHost(text(env, 'OLLAMA_HOST') ?? DEFAULT_OLLAMA_HOST),
    chatModel: model(env, 'AISLE_CHAT_MODEL') ?? DEFAULT_CHAT_MODEL,
    ...(embedModel !== undefined && { embedModel }),
    llmQuery: flag(env, 'AISLE_LLM_QUERY'),
    firstTokenTimeoutMs: integer(env, 'AISLE_LLM_FIRST_TOKEN_MS', 8000, 100, 600_000),
    maxConcurrent: integer(env, 'AISLE_LLM_CONCURRENCY', 2, 1, 256),
    maxQueueWaitMs: integer(env, 'AISLE_LLM_QUEUE_MS', 2000, 0, 600_000),
    probeTimeoutMs: integer(env, 'AISLE_LLM_PROBE_MS', 1500, 100, 600_000),
  };
}
