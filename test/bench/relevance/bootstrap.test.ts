import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootstrapMean, pairedDifference } from './bootstrap.ts';

test('the interval holds the mean, and is the same for the same seed', () => {
  const values = Array.from({ length: 120 }, (_, i) => (i % 7) / 6);
  const first = bootstrapMean(values);
  assert.ok(first.low < first.mean && first.mean < first.high, JSON.stringify(first));
  assert.equal(bootstrapMean(values), first);
  assert.not.equal(bootstrapMean(values, { seed: 2 }).low, first.low);
});

test('equal values give an interval of no width; more queries give a narrower one', () => {
  assert.equal(bootstrapMean([0.5, 0.5, 0.5]), { mean: 0.5, low: 0.5, high: 0.5 });
  const spread = (n: number) => {
    const { low, high } = bootstrapMean(Array.from({ length: n }, (_, i) => i % 2));
    return high - low;
  };
  // The standard error shrinks with √n: 100 queries' interval is about twice 400 queries'.
  const ratio = spread(100) / spread(400);
  assert.ok(ratio > 1.6 && ratio < 2.5, `ratio ${ratio}`);
  // 0/1 values with p = 0.5 over 100 queries: ± 1.96 × 0.05 ≈ ± 0.098.
  assert.ok(Math.abs(spread(100) - 0.196) < 0.04, `width ${spread(100)}`);
});

test('a higher level gives a wider interval; bad options are named', () => {
  const values = Array.from({ length: 50 }, (_, i) => Math.sin(i) ** 2);
  const narrow = bootstrapMean(values, { level: 0.5 });
  const wide = bootstrapMean(values, { level: 0.99 });
  assert.ok(wide.high - wide.low > narrow.high - narrow.low);
  assert.throws(() => bootstrapMean(values, { level: 95 }), /level must lie between 0 and 1, got 95/);
  assert.throws(() => bootstrapMean(values, { resamples: 0 }), /resamples must be a positive integer, got 0/);
  assert.ok(Number.isNaN(bootstrapMean([]).mean));
});

test('paired differences count queries up and down and leave out unpaired ones', () => {
  const before = new Map([
    ['a', 0.5],
    ['b', 0.5],
    ['c', 0.5],
    ['d', 0.5],
  ]);
  const now = new Map([
    ['a', 0.7],
    ['b', 0.5],
    ['c', 0.4],
    ['e', 1],
  ]);
  const result = pairedDifference(now, before);
  assert.equal([result.queries, result.up, result.down], [3, 1, 1]);
  assert.ok(Math.abs(result.mean - 0.1 / 3) < 1e-12);
  assert.ok(result.low <= result.mean && result.mean <= result.high);
  // A change that lifts every query by the same amount is no noise: its interval is that amount.
  const lifted = new Map([...before].map(([id, value]) => [id, value + 0.01]));
  const sure = pairedDifference(lifted, before);
  assert.ok(Math.abs(sure.low - 0.01) < 1e-12 && Math.abs(sure.high - 0.01) < 1e-12);
});

test.run();
