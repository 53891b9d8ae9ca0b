/**
 * How far a mean nDCG over queries can be trusted: percentile bootstrap intervals, resampling queries with
 * replacement. Seeded, so one set of per-query figures always prints the same interval. Used by
 * `npm run bench:relevance` for each set's interval and, with `--against`, for the paired difference to an earlier
 * run's `--report` (a change "within noise" has an interval holding 0).
 */

import { mulberry32 } from '../../../fixtures/demo-catalog-helpers.ts';

export interface BootstrapOptions {
  /** Resamples drawn (default 2,000). */
  resamples?: number;
  /** Coverage of the interval (default 0.95). */
  level?: number;
  /** Seed of the pseudo-random draws (default 1). */
  seed?: number;
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean of `values` and its bootstrap interval [low, high]; NaNs for no values. */
export function bootstrapMean(
  values: readonly number[],
  options: BootstrapOptions = {},
): { mean: number; low: number; high: number } {
  const { resamples = 2000, level = 0.95, seed = 1 } = options;
  if (!(level > 0 && level < 1)) throw new RangeError(`level must lie between 0 and 1, got ${level}`);
  if (!Number.isInteger(resamples) || resamples < 1)
    throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  if (values.length === 0) return { mean: Number.NaN, low: Number.NaN, high: Number.NaN };
  const draw = mulberry32(seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += values[Math.floor(draw() * values.length)]!;
    means[r] = sum / values.length;
  }
  means.sort();
  const tail = (1 - level) / 2;
  const at = (share: number): number =>
    means[Math.min(resamples - 1, Math.max(0, Math.floor(share * resamples)))]!;
  return { mean: mean(values), low: at(tail), high: at(1 - tail) };
}

/** Per-query figures of two runs, paired by query id (queries missing from either run are left out). */
export function pairedDifference(
  now: ReadonlyMap<string, number>,
  before: ReadonlyMap<string, number>,
  options: BootstrapOptions = {},
): { queries: number; up: number; down: number; mean: number; low: number; high: number } {
  const differences: number[] = [];
  let up = 0;
  let down = 0;
  for (const [id, value] of now) {
    const earlier = before.get(id);
    if (earlier === undefined) continue;
    const difference = value - earlier;
    differences.push(difference);
    if (difference > 1e-9) up++;
    else if (difference < -1e-9) down++;
  }
  return { queries: differences.length, up, down, ...bootstrapMean(differences, options) };
}
