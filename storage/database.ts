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

/** How long opening waits for another connection's lock: the busy timeout, and the WAL switch's retries. */
const BUSY_TIMEOUT_MS = 5000;

const isBusy = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');

const sleepSync = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Switches the file to WAL, retrying while another connection holds its lock. The switch reads the header, then
 * upgrades to a write lock to change it; SQLite fails that upgrade with SQLITE_BUSY at once, without the busy
 * handler (waiting while holding a read lock could deadlock). Two processes opening a fresh file together hit
 * this ("database is locked" from one of two concurrent `aisle tenant create`); after the failure our read lock
 * is gone, so a retry waits out the other's switch, and then finds WAL.
 */
function switchToWal(db: Db): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
      sleepSync(pause);
    }
  }
}

export function openDatabase(path: string): Db {
  if (!isMemoryPath(path) && !path.startsWith('file:')) {
    mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const db = new Database(path);
  try {
    // busy_timeout first: reading the header for the WAL switch may wait for another process's lock.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    switchToWal(db);
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
