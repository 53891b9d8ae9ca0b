import type { Logger } from '../core/index.ts';

/** One line per event on stderr. Error details (stack) are logged; they never reach a response. */
export function createConsoleLogger(options: { quiet?: boolean } = {}): Logger {
  const stamp = () => new Date().toISOString();
  return {
    info(message) {
      if (!options.quiet) process.stderr.write(`${stamp()} info ${message}\n`);
    },
    error(message, error) {
      const detail =
        error instanceof Error ? (error.stack ?? error.message) : error === undefined ? '' : String(error);
      process.stderr.write(`${stamp()} error ${message}${detail ? `: ${detail}` : ''}\n`);
    },
  };
}

/** A logger that keeps lines in memory (tests, embedding). */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => void lines.push(`info ${message}`),
    error: (message, error) =>
      void lines.push(`error ${message}${error instanceof Error ? `: ${error.message}` : ''}`),
  };
}
