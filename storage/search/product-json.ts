/**
 * The catalogue's product JSON held in memory by index position, read once per catalogue version in the read
 * transaction that loads (or checks) its CatalogIndex, so the rows agree with the index. A search then reads
 * no product row for the page it shows: a point read of a row costs a few microseconds, ten of them a sizeable
 * share of a search that takes about a millisecond (Home Depot, 55k products: 5.4 M characters held).
 * A catalogue whose JSON exceeds JSON_MEMORY_MAX characters is not held: its searches read the rows, as before.
 * One string per product, as the worker thread hands them over: the receiving thread rebuilds Home Depot's 55k
 * in about 4 ms, where one 5.4 M-character string joining them took 20-30 ms (and UTF-8 bytes to decode, more).
 */
import type { Db } from '../database.ts';
import type { RowidRange } from '../tenant-range.ts';

/** Characters of JSON held per catalogue at most (32 Mi: 32 to 64 MiB of strings); a bigger one reads rows. */
export const JSON_MEMORY_MAX = 2 ** 25;

/**
 * Reads the JSON of the products in `range` into an array by index position (`positionOf` maps a rowid to
 * it); null when the catalogue's JSON is longer than `max` characters. Call inside a read transaction.
 */
export function prepareJsonLoader(
  db: Db,
  max = JSON_MEMORY_MAX,
): (size: number, positionOf: (rowid: number) => number, range: RowidRange) => string[] | null {
  const rows = db
    .prepare<[number, number], [number, string]>(
      'SELECT rowid, json FROM products WHERE rowid BETWEEN ? AND ?',
    )
    .raw(true);
  return (size, positionOf, range) => {
    const json = new Array<string>(size).fill('');
    let held = 0;
    for (const [rowid, text] of rows.iterate(range.lo, range.hi)) {
      held += text.length;
      if (held > max) return null;
      const position = positionOf(rowid);
      if (position >= 0) json[position] = text;
    }
    return json;
  };
}
