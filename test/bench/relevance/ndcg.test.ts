import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isEvaluable, ndcgAt } from './ndcg.ts';

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} is not ${expected}`);

test('gains are 2^g − 1 discounted by log2(rank + 1), against the judged gains in the best order', () => {
  const judgements = new Map([
    ['a', 2],
    ['b', 1],
  ]);
  close(ndcgAt(10, ['a', 'b'], judgements), 1);
  // b then a: (1 + 3 / log2 3) / (3 + 1 / log2 3).
  close(ndcgAt(10, ['b', 'a'], judgements), (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3)));
});

test('unjudged products count 0 and push judged ones down; only the first k count', () => {
  const judgements = new Map([['a', 1]]);
  close(ndcgAt(10, ['x', 'a'], judgements), 1 / Math.log2(3));
  close(ndcgAt(1, ['x', 'a'], judgements), 0);
  close(ndcgAt(10, [], judgements), 0);
});

test('a query with no positive judgement is not evaluable', () => {
  assert.is(isEvaluable(new Map([['a', 0]])), false);
  assert.is(isEvaluable(new Map([['a', 0.33]])), true);
  close(ndcgAt(10, ['a'], new Map([['a', 0]])), 0);
});

test.run();
