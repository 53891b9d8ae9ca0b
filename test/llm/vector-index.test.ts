import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fuse, fuseWithScores } from '../../llm/vector/rank-fusion.ts';
import { normalise, VectorIndex } from '../../llm/vector/vector-index.ts';

test('normalise gives unit length and leaves a zero vector alone', () => {
  const unit = normalise([3, 4]);
  assert.ok(Math.abs((unit[0] ?? 0) - 0.6) < 1e-6 && Math.abs((unit[1] ?? 0) - 0.8) < 1e-6);
  assert.equal([...normalise([0, 0])], [0, 0]);
});

test('exact cosine top-k, best first, whatever the vector lengths', () => {
  const index = new VectorIndex(3, 1);
  index.set('x', [10, 0, 0]);
  index.set('xy', [1, 1, 0]);
  index.set('y', [0, 2, 0]);
  index.set('z', [0, 0, 5]);
  const hits = index.search([1, 0.1, 0], 3);
  assert.equal(
    hits.map((h) => h.id),
    ['x', 'xy', 'y'],
  );
  assert.ok(Math.abs((hits[0]?.score ?? 0) - 1 / Math.sqrt(1.01)) < 1e-6);
  assert.is(index.search([1, 0, 0], 10).length, 4);
  assert.equal(index.search([0, 0, 1], 1, (id) => id !== 'z').length, 1);
  assert.is(index.search([0, 0, 1], 1, (id) => id !== 'z')[0]?.id === 'z', false);
});

test('top-k agrees with a full sort on random data', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5;
  const index = new VectorIndex(16, 4);
  const vectors = new Map<string, number[]>();
  for (let i = 0; i < 500; i += 1) {
    const vector = Array.from({ length: 16 }, random);
    vectors.set(`p${i}`, vector);
    index.set(`p${i}`, vector);
  }
  const query = Array.from({ length: 16 }, random);
  const q = normalise(query);
  const expected = [...vectors.entries()]
    .map(([id, v]) => ({ id, score: normalise(v).reduce((sum, value, i) => sum + value * (q[i] ?? 0), 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 10)
    .map((hit) => hit.id);
  assert.equal(
    index.search(query, 10).map((hit) => hit.id),
    expected,
  );
});

test('set replaces, delete moves the last row into the gap', () => {
  const index = new VectorIndex(2);
  index.set('a', [1, 0]);
  index.set('b', [0, 1]);
  index.set('c', [1, 1]);
  index.set('a', [-1, 0]);
  assert.is(index.size, 3);
  assert.is(index.search([-1, 0], 1)[0]?.id, 'a');
  assert.ok(index.delete('a'));
  assert.not.ok(index.delete('a'));
  assert.equal(
    index.search([1, 1], 3).map((h) => h.id),
    ['c', 'b'],
  );
  assert.throws(() => index.set('d', [1, 2, 3]), /has 3 dimensions, expected 2/);
});

test('reciprocal rank fusion: agreement wins, ties keep lexical order, weights apply', () => {
  assert.equal(fuse(['a', 'b', 'c'], ['c', 'b', 'x']), ['c', 'b', 'a', 'x']);
  assert.equal(fuse(['a', 'b', 'c'], ['b', 'x']), ['b', 'a', 'x', 'c']);
  assert.equal(fuse(['a', 'b'], []), ['a', 'b']);
  assert.equal(fuse([], ['v', 'w']), ['v', 'w']);
  assert.equal(fuse(['a', 'b'], ['b', 'a']), ['a', 'b'], 'a tie keeps the lexical order');
  assert.equal(fuse(['a', 'b'], ['b', 'a'], { vectorWeight: 1.5 }), ['b', 'a']);
  const [top] = fuseWithScores(['a'], ['a'], { k: 60 });
  assert.ok(Math.abs((top?.score ?? 0) - 2 / 61) < 1e-12);
  assert.equal(fuse(['a', 'a', 'b'], []), ['a', 'b'], 'duplicates count once');
});

test.run();
