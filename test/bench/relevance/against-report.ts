/**
 * `npm run bench:relevance -- --against PATH`: an earlier run's `--report` read back, and each set's paired
 * difference from it in nDCG@10 (bootstrap.ts), as one line.
 */
import { readFileSync } from 'node:fs';
import { pairedDifference } from './bootstrap.ts';

/** One query's line of `--report` (JSONL). */
export interface QueryReport {
  id: string;
  query: string;
  ndcg10: number | null;
  total: number;
  top: string[];
  ms: number;
}

/** Per-query nDCG@10 of an earlier run's --report, by "set/query" id (read first: --report may name the same file). */
export function readReport(path: string): Map<string, number> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    console.error(`--against ${path}: cannot read that file (expected an earlier run's --report)`);
    process.exit(2);
  }
  const figures = new Map<string, number>();
  for (const [n, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as Partial<QueryReport>;
    if (typeof entry.id !== 'string' || !('ndcg10' in entry)) {
      console.error(`--against ${path}: line ${n + 1} is no --report line (no id or ndcg10)`);
      process.exit(2);
    }
    if (typeof entry.ndcg10 === 'number') figures.set(entry.id, entry.ndcg10);
  }
  return figures;
}

/** "homedepot against PATH: nDCG@10 +0.0012 (95% interval −0.0004 … +0.0029) over 5854 paired queries, 31 up, 22 down". */
export function againstLine(
  set: string,
  path: string,
  reports: readonly QueryReport[],
  earlier: ReadonlyMap<string, number>,
): string {
  const now = new Map<string, number>();
  for (const report of reports)
    if (report.ndcg10 !== null && report.id.startsWith(`${set}/`)) now.set(report.id, report.ndcg10);
  const change = pairedDifference(now, earlier);
  if (change.queries === 0) return `${set} against ${path}: no query of this set there; nothing to compare`;
  const signed = (value: number) => (value >= 0 ? '+' : '') + value.toFixed(4);
  return (
    `${set} against ${path}: nDCG@10 ${signed(change.mean)} ` +
    `(95% interval ${signed(change.low)} … ${signed(change.high)}) over ${change.queries} paired queries, ` +
    `${change.up} up, ${change.down} down`
  );
}
