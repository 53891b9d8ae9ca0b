/**
 * The index worker hands over the catalogue's tag table (every tag with the positions holding it) with the
 * other indexes, so the thread that answers requests does not split every product's tags again on the first
 * filtered or featured search after a change.
 */
import Database from 'better-sqlite3';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { prepareIndexLoader } from '../../storage/search/catalog-index.ts';
import { allTags } from '../../storage/search/index-tags.ts';
import { withOverrides } from '../../storage/search/text/ranking-options.ts';
import { createTextIndexBuilder } from '../../storage/search/text/text-index-builder.ts';
import { tenantRange } from '../../storage/tenant-range.ts';
import { shopProducts, tempDbPath } from './support/fixtures.ts';
import { generateCatalog } from './support/generate-catalog.ts';

const db = tempDbPath();
const storage = openStorage(db.path);
storage.tenants.create({ id: 'big' });
storage.catalog.upsertMany('big', [...generateCatalog(300), ...shopProducts]);
const reader = new Database(db.path, { readonly: true });
const num = reader.prepare('SELECT num FROM tenants WHERE id = ?').pluck(true).get('big') as number;
const range = tenantRange(num);
const builder = createTextIndexBuilder(db.path, withOverrides(undefined));

test.after(async () => {
  await builder.close();
  reader.close();
  storage.close();
  db.cleanup();
});

const plain = (tags: ReadonlyMap<string, ArrayLike<number>>) =>
  Object.fromEntries([...tags].map(([tag, positions]) => [tag, Array.from(positions)]));

test('the worker’s catalogue index arrives with its tags’ positions, equal to the ones read here', async () => {
  const built = await builder.build('big', range);
  assert.ok(built !== undefined);
  const here = prepareIndexLoader(reader)(range, built.version);
  // Blanked, the products' tag strings cannot be what the positions come from.
  built.catalog.tags.fill('');
  const positions = plain(allTags(built.catalog));
  assert.ok(Object.keys(positions).length > 10);
  assert.equal(positions, plain(allTags(here)));
});

test.run();
