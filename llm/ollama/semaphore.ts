/**
 * A counting semaphore with a FIFO queue and a bounded wait. `acquire` resolves to a release function, or to
 * undefined when no slot freed up within `maxWaitMs` or the signal aborted while waiting (the caller then
 * does something cheaper instead of piling onto a busy model). Release functions are idempotent.
 */

export type Release = () => void;

export interface Semaphore {
  acquire(maxWaitMs: number, signal?: AbortSignal): Promise<Release | undefined>;
  readonly active: number;
  readonly queued: number;
}

interface Waiter {
  grant: (release: Release | undefined) => void;
}

export function createSemaphore(max: number): Semaphore {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`semaphore size must be a positive integer (got ${max})`);
  let active = 0;
  const queue: Waiter[] = [];

  const makeRelease = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next.grant(makeRelease());
      else active -= 1;
    };
  };

  return {
    get active() {
      return active;
    },
    get queued() {
      return queue.length;
    },
    acquire(maxWaitMs, signal) {
      if (signal?.aborted) return Promise.resolve(undefined);
      if (active < max) {
        active += 1;
        return Promise.resolve(makeRelease());
      }
      if (maxWaitMs <= 0) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const leave = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', leave);
          resolve(undefined);
        };
        const waiter: Waiter = {
          grant(release) {
            clearTimeout(timer);
            signal?.removeEventListener('abort', leave);
            resolve(release);
          },
        };
        const timer = setTimeout(leave, maxWaitMs);
        signal?.addEventListener('abort', leave, { once: true });
        queue.push(waiter);
      });
    },
  };
}
