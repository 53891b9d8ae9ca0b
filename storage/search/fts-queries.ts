/**
 * The full-text queries of a search, each restricted to one tenant's rowid range.
 * All SQL here is static; user text reaches SQLite only as a bound, fully quoted MATCH string.
 */
import type { Db } from '../database.ts';
import type { RowidRange } from '../tenant-range.ts';
import { BM25_EXPRESSION } from './fts-columns.ts';
import { phraseMatch } from './fts-match.ts';
import { wordString } from './word-tokens.ts';

export interface FtsQueries {
  /**
   * [rowid, bm25] of every product matching `match` (bm25: lower is better). With `keep`, only rows it
   * accepts are returned, and bm25 (the costly part) is computed for those only.
   */
  scored(match: string, range: RowidRange, keep?: (rowid: number) => boolean): [number, number][];
  /** Rowids of every product matching `match`. */
  rowids(match: string, range: RowidRange): number[];
  /** Rowids of products whose title, description or attribute values contain `term` as whole words. */
  containing(term: string, range: RowidRange): number[];
}

export function prepareFtsQueries(db: Db): FtsQueries {
  const scored = db
    .prepare<[string, number, number], [number, number]>(
      `SELECT rowid, ${BM25_EXPRESSION} FROM product_fts WHERE product_fts MATCH ? AND rowid BETWEEN ? AND ?`,
    )
    .raw(true);
  // Filters run inside the query (before bm25) through a per-connection function bound to the current search.
  let keepRow: (rowid: number) => boolean = () => true;
  db.function('aisle_keep', { deterministic: false, directOnly: true }, (rowid) =>
    keepRow(rowid as number) ? 1 : 0,
  );
  const scoredKept = db
    .prepare<[string, number, number], [number, number]>(
      `SELECT rowid, ${BM25_EXPRESSION} FROM product_fts
       WHERE product_fts MATCH ? AND rowid BETWEEN ? AND ? AND aisle_keep(rowid)`,
    )
    .raw(true);
  const rowids = db
    .prepare<[string, number, number], number>(
      'SELECT rowid FROM product_fts WHERE product_fts MATCH ? AND rowid BETWEEN ? AND ?',
    )
    .pluck(true);
  // The index (stemmed) finds candidates; `words` (exact, lower-cased) confirms the whole-word match.
  const containing = db
    .prepare<[string, number, number, string], number>(
      `SELECT p.rowid FROM product_fts CROSS JOIN products p ON p.rowid = product_fts.rowid
       WHERE product_fts MATCH ? AND product_fts.rowid BETWEEN ? AND ? AND instr(p.words, ?) > 0`,
    )
    .pluck(true);

  return {
    scored(match, range, keep) {
      if (keep === undefined) return scored.all(match, range.lo, range.hi);
      keepRow = keep;
      try {
        return scoredKept.all(match, range.lo, range.hi);
      } finally {
        keepRow = () => true;
      }
    },
    rowids: (match, range) => rowids.all(match, range.lo, range.hi),
    containing(term, range) {
      const match = phraseMatch(term, ['title', 'description', 'attributes']);
      if (match === undefined) return [];
      return containing.all(match, range.lo, range.hi, wordString([term]));
    },
  };
}
