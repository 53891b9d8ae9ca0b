/**
 * `npm run train:rerank -- --dump PATH`: fits the second stage's weights (`rankingDefaults.rerank`) to the
 * candidates a `npm run bench:relevance -- --dump PATH` run recorded, by coordinate ascent on nDCG@10 with
 * the core's own `scoreCandidate`, and says how well they generalise: k-fold cross-validation over queries
 * (folds drawn per set), each fold's weights fitted on the other folds only. Prints per set the nDCG@10 of
 * the current weights and the cross-validated nDCG@10 of the fitted ones, then the weights fitted on all
 * queries. The objective weighs each set's mean nDCG@10 by the evidence behind it, √queries / standard
 * deviation (at the current weights): a change of the same size counts more on a set of 5,876 queries than on
 * one of 123, where it is mostly noise. Reordering only what the rerank saw, it matches the bench closely.
 * Options: --dump PATH (required), --folds N (default 5), --passes N (default 2), --seed N (default 1),
 * --only a,b (fit just these weights, the others stay as they are: "does adding feature a help?"),
 * --floor SET (never take a step that lowers SET's nDCG@10 on the queries being fitted: "gain elsewhere
 * without losing SET").
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  rankingDefaults,
  scoreCandidate,
  type CandidateFeatures,
  type RerankWeights,
} from '../../../core/index.ts';
import { ndcgAt } from './ndcg.ts';
import type { QueryDump } from './rerank-dump.ts';

interface Query {
  set: string;
  ids: string[];
  features: CandidateFeatures[];
  /** First-stage order key (bm25 × coverage²), then catalogue position: the rerank's tie-breaks. */
  first: number[];
  positions: number[];
  judgements: Map<string, number>;
}

const { values } = parseArgs({
  options: {
    dump: { type: 'string' },
    folds: { type: 'string', default: '5' },
    passes: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    floor: { type: 'string' },
  },
});
if (values.dump === undefined) {
  console.error('usage: npm run train:rerank -- --dump PATH (from npm run bench:relevance -- --dump PATH)');
  process.exit(2);
}
const folds = Math.max(2, Number(values.folds));
const passes = Math.max(1, Number(values.passes));

const queries: Query[] = readFileSync(values.dump, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as QueryDump)
  .filter((dumped) => Object.values(dumped.judgements).some((gain) => gain > 0))
  .map((dumped) => ({
    set: dumped.set,
    ids: dumped.candidates.map((candidate) => candidate.id),
    features: dumped.candidates.map((candidate) => candidate.features),
    first: dumped.candidates.map(({ features }) => features.bm25 * features.coverage ** 2),
    positions: dumped.candidates.map((candidate) => candidate.position),
    judgements: new Map(Object.entries(dumped.judgements)),
  }));
const sets = [...new Set(queries.map((query) => query.set))];

function ndcgOf(query: Query, weights: RerankWeights): number {
  const scores = query.features.map((features) => scoreCandidate(features, weights));
  const order = scores
    .map((_, i) => i)
    .sort(
      (a, b) =>
        scores[b]! - scores[a]! ||
        query.first[b]! - query.first[a]! ||
        query.positions[a]! - query.positions[b]!,
    );
  return ndcgAt(
    10,
    order.slice(0, 10).map((i) => query.ids[i]!),
    query.judgements,
  );
}

/** Mean nDCG@10 per set. */
function evaluate(subset: readonly Query[], weights: RerankWeights): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const query of subset) {
    const [sum, count] = sums.get(query.set) ?? [0, 0];
    sums.set(query.set, [sum + ndcgOf(query, weights), count + 1]);
  }
  return new Map([...sums].map(([set, [sum, count]]) => [set, sum / count]));
}

/** Per set, √n / sd of its per-query nDCG@10 at the current weights. */
const evidence = new Map(
  sets.map((set) => {
    const values = queries.filter((q) => q.set === set).map((q) => ndcgOf(q, rankingDefaults.rerank));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    return [set, Math.sqrt(values.length) / Math.max(0.05, Math.sqrt(variance))];
  }),
);

const objective = (perSet: Map<string, number>): number =>
  [...perSet].reduce((sum, [set, value]) => sum + value * evidence.get(set)!, 0);

const STEPS = [-2, -1, -0.5, -0.25, 0.25, 0.5, 1, 2];
const allKeys = Object.keys(rankingDefaults.rerank) as (keyof RerankWeights)[];
const only = values.only?.split(',').map((key) => key.trim());
const unknown = only?.filter((key) => !(allKeys as string[]).includes(key)) ?? [];
if (unknown.length > 0) {
  console.error(`--only: unknown weight ${unknown.join(', ')}; expected some of ${allKeys.join(', ')}`);
  process.exit(2);
}
const keys = only === undefined ? allKeys : allKeys.filter((key) => only.includes(key));

/** Coordinate ascent from the current weights: each weight in turn moves by the step that helps most. */
function fit(subset: readonly Query[]): RerankWeights {
  let weights: RerankWeights = { ...rankingDefaults.rerank };
  let perSet = evaluate(subset, weights);
  let best = objective(perSet);
  for (let pass = 0; pass < passes; pass++) {
    for (const key of keys) {
      for (const step of STEPS) {
        const value = Math.max(0, Math.round((weights[key] + step) * 100) / 100);
        if (value === weights[key]) continue;
        const trial = { ...weights, [key]: value };
        const trialPerSet = evaluate(subset, trial);
        const score = objective(trialPerSet);
        const floorHolds =
          values.floor === undefined ||
          (trialPerSet.get(values.floor) ?? 0) >= (perSet.get(values.floor) ?? 0) - 1e-9;
        if (score > best + 1e-6 && floorHolds) [best, weights, perSet] = [score, trial, trialPerSet];
      }
    }
  }
  return weights;
}

/** Deterministic shuffle (mulberry32), so a run can be repeated. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const foldOf = new Map<Query, number>();
for (const set of sets) {
  shuffled(
    queries.filter((query) => query.set === set),
    Number(values.seed),
  ).forEach((query, i) => foldOf.set(query, i % folds));
}

const current = evaluate(queries, rankingDefaults.rerank);
const heldOut = new Map<string, number[]>();
for (let fold = 0; fold < folds; fold++) {
  const weights = fit(queries.filter((query) => foldOf.get(query) !== fold));
  for (const query of queries.filter((q) => foldOf.get(q) === fold)) {
    const list = heldOut.get(query.set) ?? [];
    list.push(ndcgOf(query, weights));
    heldOut.set(query.set, list);
  }
}
for (const set of sets) {
  const list = heldOut.get(set) ?? [];
  const cv = list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length);
  console.log(
    `${set}: ${list.length} queries, current weights nDCG@10 ${current.get(set)!.toFixed(4)}, ` +
      `${folds}-fold cross-validated fit ${cv.toFixed(4)}`,
  );
}
const all = fit(queries);
const fitted = evaluate(queries, all);
console.log(
  `fitted on all queries: ${[...fitted].map(([set, value]) => `${set} ${value.toFixed(4)}`).join(', ')}`,
);
console.log(JSON.stringify(all));
