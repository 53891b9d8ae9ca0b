/**
 * `npm run bench:paired -- --base REV`: is this working tree faster or slower than commit REV at search? This
 * machine's speed drifts by a third within an hour, so two runs of `npm run bench:relevance` minutes apart
 * cannot tell a change of 10%. Here both versions run in one process (paired-run.ts), on the same relevance
 * set, alternating query by query. A tree loaded second runs a few per cent slower than the same tree loaded
 * first, so the pair runs twice, in both load orders, and the ratio is the geometric mean of the two.
 * Prints per version p50 / p99 / mean per query over both passes, the ratio of total time (this tree over REV)
 * and the median per-query ratio, and how many queries' top 10 differ (0 for a pure speed change).
 * Options: --base REV (default HEAD), --set homedepot|crowdflower (default homedepot), --limit N.
 * REV is checked out in a temporary git worktree (its node_modules linked to this tree's), removed at the end.
 * Without the relevance sets it says so and exits 0.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ms, percentile } from './measure.ts';
import { RELEVANCE_SETS, relevanceDir, setExists } from './relevance/relevance-set.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    set: { type: 'string', default: 'homedepot' },
    limit: { type: 'string' },
  },
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = relevanceDir(repoRoot);
const setName = values.set ?? 'homedepot';
if (!(RELEVANCE_SETS as readonly string[]).includes(setName)) {
  console.error(`unknown --set ${setName}: expected ${RELEVANCE_SETS.join('|')}`);
  process.exit(2);
}
if (values.limit !== undefined && !(Number(values.limit) > 0)) {
  console.error(`--limit expects a positive number, got ${values.limit}`);
  process.exit(2);
}
if (!setExists(dir, setName)) {
  console.log(`${setName}: relevance set missing (looked in ${join(dir, setName)}); nothing to compare`);
  process.exit(0);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
let commit: string;
try {
  commit = git('rev-parse', '--verify', `${values.base}^{commit}`);
} catch {
  console.error(`--base ${values.base}: no such commit`);
  process.exit(2);
}

interface Pass {
  first: number[];
  second: number[];
  differ: number;
}

/** One pass in a child process: the tree at `first` loaded first. */
function pass(first: string, second: string): Pass {
  const args = ['--import', 'tsx', join(repoRoot, 'test/bench/paired-run.ts')];
  args.push('--first', first, '--second', second, '--set', setName, '--dir', dir);
  if (values.limit !== undefined) args.push('--limit', values.limit);
  const out = execFileSync(process.execPath, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Pass;
}

const sum = (times: readonly number[]) => times.reduce((total, time) => total + time, 0);
const summary = (times: readonly number[]) =>
  `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, mean ${ms(sum(times) / times.length)}`;
const median = (values: readonly number[]) => percentile(values, 50);

const worktree = mkdtempSync(join(tmpdir(), 'aisle-base-'));
try {
  git('worktree', 'add', '--detach', '--force', worktree, commit);
  symlinkSync(join(repoRoot, 'node_modules'), join(worktree, 'node_modules'), 'dir');
  console.log(`${setName}: this tree against ${values.base} (${commit.slice(0, 7)}), two passes`);
  const baseFirst = pass(worktree, repoRoot);
  const treeFirst = pass(repoRoot, worktree);
  const base = [...baseFirst.first, ...treeFirst.second];
  const tree = [...baseFirst.second, ...treeFirst.first];
  // Each pass's ratio carries the load-order bias one way; their geometric mean cancels it.
  const totalRatio = Math.sqrt(
    (sum(baseFirst.second) / sum(baseFirst.first)) * (sum(treeFirst.first) / sum(treeFirst.second)),
  );
  const perQuery = (p: Pass, treeIsFirst: boolean) =>
    p.first.map((time, i) => (treeIsFirst ? time / p.second[i]! : p.second[i]! / time));
  const medianRatio = Math.sqrt(median(perQuery(baseFirst, false)) * median(perQuery(treeFirst, true)));
  console.log(`  ${values.base}: ${summary(base)} (${base.length} calls)`);
  console.log(`  this tree: ${summary(tree)} (${tree.length} calls)`);
  console.log(
    `  this tree / ${values.base}: total time ${totalRatio.toFixed(3)}, median per query ${medianRatio.toFixed(3)}; ` +
      `queries whose top 10 differ: ${Math.max(baseFirst.differ, treeFirst.differ)}`,
  );
} finally {
  try {
    git('worktree', 'remove', '--force', worktree);
  } catch {
    rmSync(worktree, { recursive: true, force: true });
    git('worktree', 'prune');
  }
}
