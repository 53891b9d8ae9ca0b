/**
 * Progress of a long batch command on stderr. On a terminal: one bar redrawn in place (`\r`), at most ten
 * times a second, with rate and ETA. Otherwise (a log file, CI, a pipe): a plain line each time another 10% or
 * `every` items are done, whichever comes first, and at the end:
 *   generated 120/442 (27%), 3.1/s, ETA 1m45s
 * `log` prints a line without tearing the bar.
 */

export interface ProgressOptions {
  /** 'generated', 'embedded'... */
  verb: string;
  total: number;
  /** Writes a whole line (a newline is added). */
  line(text: string): void;
  /** Present on a terminal: writes raw text (the bar is redrawn with `\r`). */
  redraw?: ((text: string) => void) | undefined;
  /** Plain lines at least every this many items; default 50. */
  every?: number;
  now?: () => number;
}

export interface Progress {
  /** `done` succeeded and `failed` failed so far. */
  update(done: number, failed?: number): void;
  log(text: string): void;
  finish(): void;
}

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

/** 45s, 1m45s, 2h03m. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

export function formatRate(perSecond: number): string {
  if (perSecond >= 100) return `${Math.round(perSecond)}/s`;
  return `${perSecond.toFixed(perSecond >= 1 ? 1 : 2)}/s`;
}

export function createProgress(options: ProgressOptions): Progress {
  const { verb, total, line, redraw } = options;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const step = Math.max(1, Math.min(options.every ?? 50, Math.ceil(total / 10)));
  let done = 0;
  let failed = 0;
  let nextLine = step;
  let lastDraw = -Infinity;
  let drawn = false;

  const figures = () => {
    const processed = done + failed;
    const seconds = (now() - started) / 1000;
    const percent = total === 0 ? 100 : Math.floor((processed / total) * 100);
    const rate = seconds > 0 && processed > 0 ? processed / seconds : undefined;
    const timing =
      rate === undefined
        ? ''
        : processed >= total
          ? `, ${formatRate(rate)}, took ${formatDuration(seconds)}`
          : `, ${formatRate(rate)}, ETA ${formatDuration((total - processed) / rate)}`;
    return { processed, percent, timing, failures: failed > 0 ? `, ${failed} failed` : '' };
  };

  const bar = () => {
    const { processed, percent, timing, failures } = figures();
    const filled = total === 0 ? BAR_WIDTH : Math.round((processed / total) * BAR_WIDTH);
    const graph = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
    return `\r${graph} ${verb} ${done}/${total} (${percent}%)${failures}${timing}\x1b[K`;
  };

  const draw = (force = false) => {
    if (!redraw) return;
    const time = now();
    if (!force && time - lastDraw < REDRAW_MS) return;
    lastDraw = time;
    drawn = true;
    redraw(bar());
  };

  return {
    update(nextDone, nextFailed = failed) {
      done = nextDone;
      failed = nextFailed;
      if (redraw) return draw(done + failed >= total);
      const { processed, percent, timing, failures } = figures();
      if (processed < nextLine && processed < total) return;
      nextLine = (Math.floor(processed / step) + 1) * step;
      line(`${verb} ${done}/${total} (${percent}%)${failures}${timing}`);
    },
    log(text) {
      if (redraw && drawn) {
        redraw(`\r\x1b[K${text}\n`);
        draw(true);
      } else line(text);
    },
    finish() {
      if (!redraw || !drawn) return;
      if (done + failed < total) draw(true); // else the last update drew the finished bar
      redraw('\n');
    },
  };
}
