/**
 * Opens the SQLite file with the settings every Aisle process shares (WAL, busy timeout, foreign keys)
 * and brings its schema up to date.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';

export type Db = Database.Database;

const isMemoryPath = (path: string): boolean => path === ':memory:' || path === '';

export function openDatabase(path: string): Db {
  if (!isMemoryPath(path) && !path.startsWith('file:')) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const db = new Database(path);
  try {
    // busy_timeout first: switching to WAL takes a lock another process may briefly hold.
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode and makes bulk imports much faster.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // Up to 64 MiB of page cache (allocated as used): bm25 reads one docsize row per match, and a warm
    // cache keeps those reads off the file system.
    db.pragma('cache_size = -65536');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
