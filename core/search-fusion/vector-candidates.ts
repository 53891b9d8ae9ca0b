/**
 * The vector search as the search procedure uses it: never throws and never waits longer than the port's
 * `timeoutMs` (default 1.5 s). A failure or a timeout answers undefined (the search ranks lexically) and aborts
 * the port's work. The first failure of an outage is logged, and so is the recovery; the failures in between
 * are not, so a model that is down does not flood the log.
 */
import type { Logger, VectorSearch } from '../ports.ts';

export const DEFAULT_VECTOR_TIMEOUT_MS = 1500;

export type VectorCandidates = (
  tenantId: string,
  text: string,
  k: number,
  signal: AbortSignal,
  within?: readonly string[],
) => Promise<string[] | undefined>;

const TIMED_OUT = Symbol('timed out');

export function guardVectorSearch(search: VectorSearch, logger?: Logger): VectorCandidates {
  const timeoutMs = search.timeoutMs ?? DEFAULT_VECTOR_TIMEOUT_MS;
  let failing = false;
  const failed = (reason: string) => {
    if (failing) return;
    failing = true;
    logger?.error(`search: vector search unavailable (${reason}); ranking lexically until it answers again`);
  };

  return async (tenantId, text, k, signal, within) => {
    if (signal.aborted) return undefined;
    const controller = new AbortController();
    const forward = () => controller.abort(signal.reason);
    signal.addEventListener('abort', forward, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    try {
      const ids = await Promise.race([
        search.similar(tenantId, text, k, controller.signal, within),
        deadline,
      ]);
      if (ids === TIMED_OUT) {
        controller.abort(new Error(`vector search did not answer within ${timeoutMs} ms`));
        failed(`no answer within ${timeoutMs} ms`);
        return undefined;
      }
      if (failing) {
        failing = false;
        logger?.info('search: vector search answers again');
      }
      return ids;
    } catch (error) {
      if (!signal.aborted) failed(error instanceof Error ? error.message : String(error));
      return undefined;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
    }
  };
}
