/**
 * The start-up check: asks /api/tags (with a short timeout) whether Ollama answers and which models are
 * pulled. The reasons are written for a person reading the log: what failed, and the command that fixes it.
 */
import { classifyOllamaError, createOllamaClient, describeFailure } from './ollama-client.ts';

export type ProbeResult = { ok: true; models: string[] } | { ok: false; reason: string };

/** "llama3.2" names "llama3.2:latest"; a tagged name must match exactly. */
export function modelMatches(wanted: string, listed: string): boolean {
  const withTag = (name: string) => (name.includes(':') ? name : `${name}:latest`).toLowerCase();
  return withTag(wanted) === withTag(listed);
}

export async function listModels(host: string, timeoutMs: number): Promise<ProbeResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const { models } = await createOllamaClient(host, timeout).list();
    if (!Array.isArray(models))
      return { ok: false, reason: `Ollama at ${host} answered /api/tags without a model list` };
    return {
      ok: true,
      models: models.flatMap((m) => [m.name, m.model]).filter((n): n is string => typeof n === 'string'),
    };
  } catch (error) {
    if (timeout.aborted)
      return { ok: false, reason: `Ollama at ${host} did not answer within ${timeoutMs} ms` };
    const failure = classifyOllamaError(error);
    return { ok: false, reason: `Ollama at ${host} ${describeFailure(failure)}` };
  }
}

/** Undefined when `model` is pulled on the server; otherwise why not, with the fix. */
export function missingModel(result: ProbeResult, model: string): string | undefined {
  if (!result.ok) return result.reason;
  if (result.models.some((listed) => modelMatches(model, listed))) return undefined;
  return `model ${model} not pulled; run: ollama pull ${model}`;
}
