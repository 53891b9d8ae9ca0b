/**
 * Conversation memory (the core's SessionMemory port): each session's last search, in SQLite so that every
 * process on the file shares it. A row is remembered for `ttlMs` after its last write (default 30 minutes);
 * older rows are never read, and are deleted every PRUNE_EVERY writes.
 */
import {
  SORT_ORDERS,
  type SearchFilters,
  type SearchQuery,
  type SessionMemory,
  type SessionTurn,
} from '../../core/index.ts';
import type { Db } from '../database.ts';

export interface SessionStoreOptions {
  /** How long a session's last search is remembered; default 30 minutes. */
  ttlMs?: number;
  /** Milliseconds since the epoch (tests); default Date.now. */
  now?: () => number;
}

export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;
/** Longer session ids are not remembered: a storefront's ids are far shorter, and keys stay small. */
export const MAX_SESSION_ID_LENGTH = 200;
/** A turn larger than this (as JSON) is not remembered. */
const MAX_TURN_LENGTH = 16_384;
const PRUNE_EVERY = 500;
const SORTS: ReadonlySet<string> = new Set(SORT_ORDERS);

/**
 * The row key of a session: the session id, followed by the visitor id when there is one (U+001F between, a
 * character neither holds), so each visitor's use of a session id is a conversation of its own. Undefined when
 * either id is empty or too long.
 */
function sessionKey(sessionId: string, visitorId: string | undefined): string | undefined {
  const fits = (id: string) => id.length > 0 && id.length <= MAX_SESSION_ID_LENGTH && !id.includes('\u001f');
  if (!fits(sessionId) || (visitorId !== undefined && !fits(visitorId))) return undefined;
  return visitorId === undefined ? sessionId : `${sessionId}\u001f${visitorId}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product a stored turn last asked about, what it asked and the constraints products like it were shown under
 * ({ id, asked, standing }); a bare id (as first stored) is that product with nothing asked.
 */
function readFocus(value: unknown): SessionTurn['focus'] {
  if (typeof value === 'string') return value === '' ? undefined : { id: value };
  if (!isObject(value) || typeof value['id'] !== 'string' || value['id'] === '') return undefined;
  const { asked, standing } = value;
  return {
    id: value['id'],
    ...(typeof asked === 'string' && asked !== '' && { asked }),
    ...(isObject(standing) && { standing: standing as SearchFilters }),
  };
}

/** A stored query, or undefined when the value is none (its text, filters and sort checked). */
function readQuery(value: unknown): SearchQuery | undefined {
  if (!isObject(value)) return undefined;
  const { text, filters, sort } = value;
  if (typeof text !== 'string' || !isObject(filters) || typeof sort !== 'string' || !SORTS.has(sort))
    return undefined;
  return value as unknown as SearchQuery;
}

/** A stored turn, or undefined when the row does not hold one (never trust a row's shape blindly). */
function readTurn(json: string): SessionTurn | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isObject(parsed)) return undefined;
  const query = readQuery(parsed['query']);
  if (query === undefined) return undefined;
  const first = readQuery(parsed['first']);
  const before = readQuery(parsed['before']);
  const page = parsed['page'];
  const shownPage = parsed['shownPage'];
  const shown = parsed['shown'];
  const ids = Array.isArray(shown) && shown.every((id) => typeof id === 'string') ? (shown as string[]) : [];
  const focus = readFocus(parsed['focus']);
  const compared = parsed['compared'];
  const comparedIds =
    Array.isArray(compared) && compared.every((id) => typeof id === 'string') ? (compared as string[]) : [];
  return {
    query,
    ...(typeof page === 'string' && { page }),
    ...(Number.isInteger(shownPage) && (shownPage as number) > 1 && { shownPage: shownPage as number }),
    ...(ids.length > 0 && { shown: ids }),
    ...(focus !== undefined && { focus }),
    ...(comparedIds.length > 0 && { compared: comparedIds }),
    ...(first !== undefined && { first }),
    ...(before !== undefined && { before }),
  };
}

export class SessionStore implements SessionMemory {
  readonly #read;
  readonly #write;
  readonly #prune;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #writes = 0;

  constructor(db: Db, options: SessionStoreOptions = {}) {
    this.#ttlMs = Math.max(0, options.ttlMs ?? DEFAULT_SESSION_TTL_MS);
    this.#now = options.now ?? Date.now;
    this.#read = db
      .prepare<[string, string, number], string>(
        'SELECT turn FROM search_sessions WHERE tenant_id = ? AND session_id = ? AND updated_ms >= ?',
      )
      .pluck(true);
    this.#write = db.prepare<[string, string, string, number]>(
      `INSERT INTO search_sessions (tenant_id, session_id, turn, updated_ms) VALUES (?, ?, ?, ?)
       ON CONFLICT (tenant_id, session_id) DO UPDATE SET turn = excluded.turn, updated_ms = excluded.updated_ms`,
    );
    this.#prune = db.prepare<[number]>('DELETE FROM search_sessions WHERE updated_ms < ?');
  }

  async lastSearch(
    tenantId: string,
    sessionId: string,
    visitorId?: string,
  ): Promise<SessionTurn | undefined> {
    const key = sessionKey(sessionId, visitorId);
    if (key === undefined) return undefined;
    const json = this.#read.get(tenantId, key, this.#now() - this.#ttlMs);
    return json === undefined ? undefined : readTurn(json);
  }

  async rememberSearch(
    tenantId: string,
    sessionId: string,
    turn: SessionTurn,
    visitorId?: string,
  ): Promise<void> {
    const key = sessionKey(sessionId, visitorId);
    if (key === undefined) return;
    const stored = {
      query: turn.query,
      ...(turn.page !== undefined && { page: turn.page }),
      ...(turn.shownPage !== undefined && { shownPage: turn.shownPage }),
      ...(turn.shown !== undefined && { shown: turn.shown }),
      ...(turn.focus !== undefined && { focus: turn.focus }),
      ...(turn.compared !== undefined && { compared: turn.compared }),
    };
    const whole = JSON.stringify({
      ...stored,
      ...(turn.first !== undefined && { first: turn.first }),
      ...(turn.before !== undefined && { before: turn.before }),
    });
    // The earlier lists are the first thing to go when the turn is too large to keep with them.
    const json = whole.length > MAX_TURN_LENGTH ? JSON.stringify(stored) : whole;
    if (json.length > MAX_TURN_LENGTH) return;
    const now = this.#now();
    this.#write.run(tenantId, key, json, now);
    this.#writes += 1;
    if (this.#writes % PRUNE_EVERY === 0) this.prune(now);
  }

  /** Deletes the sessions not written to within the retention window; returns how many. */
  prune(now = this.#now()): number {
    return this.#prune.run(now - this.#ttlMs).changes;
  }
}
