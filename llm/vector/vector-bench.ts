/**
 * Times exact top-10 cosine search over 50,000 random 768-dimensional vectors (p50 / p99 over 200 queries).
 * Run: npx tsx llm/vector/vector-bench.ts [count] [dimensions]
 */
import { performance } from 'node:perf_hooks';
import { VectorIndex } from './vector-index.ts';

const count = Number(process.argv[2] ?? 50_000);
const dimensions = Number(process.argv[3] ?? 768);
const queries = 200;
const k = 10;

// A seeded generator so runs are comparable.
let seed = 42;
const random = () => {
  seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
  return seed / 2 ** 32 - 0.5;
};
const randomVector = () => Float32Array.from({ length: dimensions }, random);

const buildStart = performance.now();
const index = new VectorIndex(dimensions, count);
for (let i = 0; i < count; i += 1) index.set(`p${i}`, randomVector());
const buildMs = performance.now() - buildStart;

for (let i = 0; i < 20; i += 1) index.search(randomVector(), k); // warm-up
const times: number[] = [];
for (let i = 0; i < queries; i += 1) {
  const query = randomVector();
  const start = performance.now();
  index.search(query, k);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) =>
  (times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0).toFixed(2);
const megabytes = ((count * dimensions * 4) / 1024 / 1024).toFixed(0);
console.log(
  `exact top-${k} over ${count} x ${dimensions} (${megabytes} MB), ${queries} queries, node ${process.version}`,
);
console.log(`build ${buildMs.toFixed(0)} ms; p50 ${at(50)} ms; p99 ${at(99)} ms; max ${at(100)} ms`);
