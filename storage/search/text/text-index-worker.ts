/**
 * Worker thread entry (see text-index-builder.ts): builds a tenant's CatalogIndex (with its vocabulary and product JSON), text index and typo table from its own
 * read-only connection to the database file, in one read transaction, so a large catalogue's build (about a
 * second at 55k products) never blocks the thread that answers requests. The reply carries the catalogue
 * version they were read at, and transfers the indexes' arrays rather than copying them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { RankingDefaults } from '../../../core/index.ts';
import type { RowidRange } from '../../tenant-range.ts';
import { portable, prepareIndexLoader, type PortableCatalogIndex } from '../catalog-index.ts';
import { prepareVocabulary } from '../vocabulary.ts';
import { prepareJsonLoader } from '../product-json.ts';
import { buildTextIndex } from './build-text-index.ts';
import { colourPhrases } from './title-colours.ts';
import type { FieldTexts, TextIndex } from './text-index.ts';
import { prepareTextRows } from './text-rows.ts';
import { buildTypoTable, type TypoTable } from './typo-index.ts';

export interface BuildRequest {
  id: number;
  tenantId: string;
  range: RowidRange;
}

export interface BuildReply {
  id: number;
  /** The tenant's catalogue version the indexes were read at (-1: the tenant is gone). */
  version: number;
  catalog?: PortableCatalogIndex;
  text?: TextIndex;
  typos?: TypoTable;
  /** Set when the build failed. */
  error?: string;
}

export interface WorkerSettings {
  path: string;
  ranking: RankingDefaults;
  /** Characters of product JSON read with the indexes at most (see product-json.ts). */
  jsonMemoryMax?: number;
}

const { path, ranking, jsonMemoryMax } = workerData as WorkerSettings;
const db = new Database(path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const versionOf = db
  .prepare<[string], number>('SELECT catalog_version FROM tenants WHERE id = ?')
  .pluck(true);
const loadIndex = prepareIndexLoader(db);
const vocabularyOf = prepareVocabulary(db);
const loadJson = prepareJsonLoader(db, jsonMemoryMax);
const textRows = prepareTextRows(db);

/** One read transaction: the version and the indexes agree. */
const build = db.transaction(({ id, tenantId, range }: BuildRequest): BuildReply => {
  const version = versionOf.get(tenantId);
  if (version === undefined) return { id, version: -1 };
  const catalog = loadIndex(range, version);
  catalog.vocabulary = vocabularyOf(catalog, range);
  catalog.json = loadJson(catalog.size, catalog.positionOf, range);
  function* docs(): Generator<[number, FieldTexts]> {
    for (const [rowid, fields] of textRows(range)) yield [catalog.positionOf(rowid), fields];
  }
  const text = buildTextIndex(catalog.size, docs(), ranking, colourPhrases(catalog.colors.values));
  const typos = buildTypoTable(text, ranking.typoMinLength);
  return { id, version, catalog: portable(catalog), text, typos };
});

/** The buffers of the index's typed arrays, moved to the other thread rather than copied. */
function transferables(reply: BuildReply): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const { catalog, text, typos } = reply;
  const parts = [catalog, catalog?.tagTable, text, text?.described, typos].flatMap((part) =>
    Object.values(part ?? {}),
  );
  for (const value of parts) {
    if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
  }
  return [...buffers];
}

parentPort!.on('message', (request: BuildRequest) => {
  let reply: BuildReply;
  try {
    reply = build(request);
  } catch (error) {
    reply = { id: request.id, version: -1, error: String(error) };
  }
  parentPort!.postMessage(reply, transferables(reply));
});
