/**
 * When the index worker cannot build (here: the database file was removed while the server runs, so the
 * worker's own connection cannot open it), searches build on their own thread and answer as before — also
 * after the builder has failed often enough to stop trying.
 */
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openStorage } from '../../storage/index.ts';
import { page, query, tempDbPath } from './support/fixtures.ts';
import { generateCatalog } from './support/generate-catalog.ts';

const db = tempDbPath();
const products = generateCatalog(400);
const onFile = openStorage(db.path, { workerBuildMin: 100 });
const inMemory = openStorage(':memory:');
for (const storage of [onFile, inMemory]) {
  storage.tenants.create({ id: 'shop' });
  storage.catalog.upsertMany('shop', products);
}
// The open connection keeps working; a new one (the worker's) finds no file.
for (const suffix of ['', '-wal', '-shm']) rmSync(`${db.path}${suffix}`, { force: true });

test.after(() => {
  onFile.close();
  inMemory.close();
  db.cleanup();
});

const answer = async (storage: typeof onFile, text: string) => {
  const result = await storage.catalog.search('shop', query(text), page(10));
  return { ids: result.products.map((p) => p.id), total: result.total };
};

test('searches answer from an in-thread build when the worker cannot open the database', async () => {
  // Five catalogue versions: more worker failures than the builder tolerates before it stops trying.
  for (let round = 0; round < 5; round++) {
    const changed = { ...products[round]!, title: `Zephyrwing ${round} ${products[round]!.title}` };
    for (const storage of [onFile, inMemory]) storage.catalog.upsertMany('shop', [changed]);
    assert.equal(await onFile.catalog.vocabulary('shop'), await inMemory.catalog.vocabulary('shop'));
    for (const text of ['zephyrwing', 'runing shoes', 'waterproof jacket']) {
      const found = await answer(onFile, text);
      assert.equal(found, await answer(inMemory, text), `${text}, round ${round}`);
      if (text === 'zephyrwing') assert.equal(found.total, round + 1);
    }
  }
});

test.run();
