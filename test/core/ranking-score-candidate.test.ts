/** scoreCandidate, the pure second stage of relevance ranking, and the one object holding every ranking knob. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  rankingDefaults,
  scoreCandidate,
  type CandidateFeatures,
  type RerankWeights,
} from '../../core/index.ts';

const none: CandidateFeatures = {
  bm25: 0,
  bestBm25: 10,
  coverage: 0,
  titleCoverage: 0,
  mainCoverage: 0,
  adjacency: 0,
  head: 0,
  titleHead: 0,
  category: 0,
  titleWords: 0,
  titlePrecision: 0,
  brand: 0,
  exactTitle: 0,
  exactHead: 0,
  likelihood: 0,
  popularity: 0,
  audienceDefault: 0,
  available: 0,
};

const zeroWeights = Object.fromEntries(
  Object.keys(rankingDefaults.rerank).map((key) => [key, 0]),
) as unknown as RerankWeights;
const only = (key: keyof RerankWeights, weight = 1): RerankWeights => ({ ...zeroWeights, [key]: weight });
const close = (actual: number, expected: number, message?: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${message ?? ''} ${actual} ≠ ${expected}`);

test('a weighted sum: each weight scales its own feature', () => {
  const features = { ...none, coverage: 0.5, adjacency: 1, head: 1 };
  close(scoreCandidate(features, only('coverage', 2)), 1);
  close(scoreCandidate(features, only('adjacency', 0.25)), 0.25);
  close(scoreCandidate(features, { ...only('coverage', 2), head: 3 }), 4);
  close(scoreCandidate(none, rankingDefaults.rerank), 0);
});

test('bm25 counts relative to the best candidate; no best, no bm25 credit', () => {
  close(scoreCandidate({ ...none, bm25: 5, bestBm25: 10 }, only('bm25')), 0.5);
  close(scoreCandidate({ ...none, bm25: 10, bestBm25: 10 }, only('bm25')), 1);
  close(scoreCandidate({ ...none, bm25: 5, bestBm25: 0 }, only('bm25')), 0);
});

test('features are clamped to 0..1 and garbage counts as 0', () => {
  close(scoreCandidate({ ...none, coverage: 7 }, only('coverage')), 1);
  close(scoreCandidate({ ...none, coverage: -1 }, only('coverage')), 0);
  close(scoreCandidate({ ...none, coverage: Number.NaN }, only('coverage')), 0);
  close(scoreCandidate({ ...none, bm25: Number.POSITIVE_INFINITY }, only('bm25')), 0);
});

test('popularity: log-scaled rating × ln(1 + reviews), 1 at five stars and 10,000 reviews', () => {
  const popularity = (rating: number, reviews: number) =>
    scoreCandidate({ ...none, popularity: rating * Math.log1p(reviews) }, only('popularity'));
  close(popularity(5, 10_000), 1);
  close(popularity(0, 0), 0);
  assert.ok(popularity(4.5, 200) > popularity(4.5, 20));
  assert.ok(popularity(4.5, 20) > 0 && popularity(4.5, 20) < 1);
});

test('default weights: covering the query beats matching a few words often', () => {
  const w = rankingDefaults.rerank;
  const whole = { ...none, bm25: 6, coverage: 1, titleCoverage: 1, titleWords: 1, head: 1 };
  const part = { ...none, bm25: 10, coverage: 0.5, titleCoverage: 0.5, titleWords: 0.5, head: 1 };
  assert.ok(scoreCandidate(whole, w) > scoreCandidate(part, w));
});

test('default weights: the product type, adjacency and focus break ties of coverage', () => {
  const w = rankingDefaults.rerank;
  const base = { ...none, bm25: 8, coverage: 1, titleCoverage: 1, titleWords: 1 };
  assert.ok(scoreCandidate({ ...base, head: 1 }, w) > scoreCandidate(base, w), 'head word in the title');
  assert.ok(scoreCandidate({ ...base, titleHead: 1 }, w) > scoreCandidate(base, w), 'head of the title');
  assert.ok(scoreCandidate({ ...base, adjacency: 1 }, w) > scoreCandidate(base, w), 'words side by side');
  assert.ok(scoreCandidate({ ...base, category: 1 }, w) > scoreCandidate(base, w), 'category agrees');
  assert.ok(scoreCandidate({ ...base, titlePrecision: 1 }, w) > scoreCandidate(base, w), 'focused title');
  assert.ok(scoreCandidate({ ...base, popularity: 50 }, w) > scoreCandidate(base, w), 'popular');
  assert.ok(scoreCandidate({ ...base, brand: 1 }, w) > scoreCandidate(base, w), 'the brand asked for');
  assert.ok(scoreCandidate({ ...base, exactTitle: 1 }, w) > scoreCandidate(base, w), 'words as typed');
  assert.ok(scoreCandidate({ ...base, exactHead: 1 }, w) > scoreCandidate(base, w), 'product type as typed');
  assert.ok(
    scoreCandidate({ ...base, audienceDefault: 1 }, w) > scoreCandidate(base, w),
    'no children’s product when no audience is named',
  );
});

test('form agreement: the share of the title’s matches that are the words as typed', () => {
  const agreement = (titleCoverage: number, exactTitle: number) =>
    scoreCandidate({ ...none, titleCoverage, exactTitle }, only('formAgreement'));
  close(agreement(0.5, 0.5), 1, 'every title match as typed');
  close(agreement(0.8, 0.2), 0.25);
  close(agreement(0, 0), 0, 'no title match, no agreement');
  // A description match lowers exactTitle's share of the query, not the agreement.
  close(agreement(0.4, 0.4), agreement(1, 1));
});

test('pure: same features and weights, same score; inputs untouched', () => {
  const features = { ...none, bm25: 3, coverage: 0.7, adjacency: 0.5 };
  const copy = JSON.stringify(features);
  assert.is(scoreCandidate(features), scoreCandidate(features));
  assert.is(JSON.stringify(features), copy);
});

test('rankingDefaults: one frozen object; fields title ≫ brand = category > attributes > description', () => {
  const { fieldWeights, rerank } = rankingDefaults;
  assert.ok(Object.isFrozen(rankingDefaults) && Object.isFrozen(fieldWeights) && Object.isFrozen(rerank));
  assert.ok(fieldWeights.title > fieldWeights.brand);
  assert.is(fieldWeights.brand, fieldWeights.category);
  assert.ok(fieldWeights.category > fieldWeights.attributes);
  assert.ok(fieldWeights.attributes > fieldWeights.description);
});

test('rankingDefaults: expansions weigh less than the words typed, distant typos least', () => {
  const { typo1, typo2, synonym, compound, typoMinLength, typo2MinLength } = rankingDefaults;
  for (const weight of [typo1, typo2, synonym, compound]) assert.ok(weight > 0 && weight < 1);
  assert.ok(typo2 < typo1);
  assert.ok(typoMinLength < typo2MinLength);
  assert.ok(Object.values(rankingDefaults.rerank).every((weight) => weight >= 0));
});

test.run();
