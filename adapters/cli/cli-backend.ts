/**
 * The language-model backend for a CLI command, chosen from the environment exactly as the server chooses it
 * (readLlmConfig + selectBackend: AISLE_LLM, OLLAMA_HOST, AISLE_CHAT_MODEL, AISLE_EMBED_MODEL...). Bad settings
 * are usage errors (exit 2); AISLE_LLM=ollama without a usable Ollama is a failure (exit 1).
 */
import type { Logger } from '../../core/index.ts';
import {
  LlmConfigError,
  readLlmConfig,
  selectBackend,
  type Backend,
  type LlmConfig,
} from '../../llm/index.ts';
import { CliError } from './cli-context.ts';

/**
 * Keeps the backend's log lines (the choice itself, which the command words for the operator) and forwards
 * later ones (model retries...) to `sink` once a command has set it.
 */
export interface CliLogger extends Logger {
  readonly lines: string[];
  forwardTo(sink: (line: string) => void): void;
}

export function createCliLogger(): CliLogger {
  const lines: string[] = [];
  let sink: ((line: string) => void) | undefined;
  const record = (text: string) => {
    lines.push(text);
    sink?.(`aisle: ${text}`);
  };
  return {
    lines,
    forwardTo: (next) => void (sink = next),
    info: record,
    error: (message, error) => record(error instanceof Error ? `${message}: ${error.message}` : message),
  };
}

/** The LLM settings from the environment; a bad value is a usage error naming it. */
export function readCliLlmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  try {
    return readLlmConfig(env);
  } catch (error) {
    if (error instanceof LlmConfigError) throw new CliError(error.message, 2);
    throw error;
  }
}

export async function chooseBackend(
  logger: Logger,
  config: LlmConfig = readCliLlmConfig(),
): Promise<Backend> {
  try {
    return await selectBackend(config, logger);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
}
