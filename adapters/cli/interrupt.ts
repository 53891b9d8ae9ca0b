/**
 * Ctrl-C for batch commands. The first SIGINT stops taking new work and lets the work in flight finish (it is
 * saved, so nothing done is lost); a second SIGINT, or SIGTERM, also aborts the work in flight. The command
 * then exits with 128 + the signal number (130 for SIGINT), saying how far it got.
 */

export interface Interrupt {
  /** Aborted by the first signal: take no new work. */
  readonly stop: AbortSignal;
  /** Aborted by a second SIGINT or by SIGTERM: cancel the work in flight. */
  readonly abort: AbortSignal;
  /** 130 after SIGINT, 143 after SIGTERM, undefined when no signal came. */
  readonly exitCode: number | undefined;
  dispose(): void;
}

const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15 } as const;

export function watchInterrupts(say: (text: string) => void): Interrupt {
  const stop = new AbortController();
  const abort = new AbortController();
  let exitCode: number | undefined;
  const handler = (signal: keyof typeof SIGNAL_NUMBERS) => {
    exitCode ??= 128 + SIGNAL_NUMBERS[signal];
    if (signal === 'SIGINT' && !stop.signal.aborted) {
      stop.abort();
      say('aisle: stopping: finishing the work in progress (Ctrl-C again to cancel it)');
      return;
    }
    stop.abort();
    if (!abort.signal.aborted) say('aisle: stopping: cancelling the work in progress');
    abort.abort();
  };
  const onInt = () => handler('SIGINT');
  const onTerm = () => handler('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return {
    stop: stop.signal,
    abort: abort.signal,
    get exitCode() {
      return exitCode;
    },
    dispose() {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
    },
  };
}
