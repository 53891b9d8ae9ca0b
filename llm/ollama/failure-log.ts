/**
 * Logs Ollama failures one line each, but collapses a burst of the same failure (an outage hit by every
 * request) into one line per window, with the number of repeats that were not logged.
 */
import type { Logger } from '../../core/index.ts';

export interface FailureLog {
  report(key: string, line: string): void;
}

export function createFailureLog(
  logger: Logger,
  windowMs = 10_000,
  now: () => number = Date.now,
): FailureLog {
  const last = new Map<string, { at: number; suppressed: number }>();
  return {
    report(key, line) {
      const time = now();
      const seen = last.get(key);
      if (seen && time - seen.at < windowMs) {
        seen.suppressed += 1;
        return;
      }
      const repeats =
        seen && seen.suppressed > 0 ? ` (${seen.suppressed} more like this since the last report)` : '';
      last.set(key, { at: time, suppressed: 0 });
      logger.error(`${line}${repeats}`);
    },
  };
}
