import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { expectExit, jsonLines, workspace } from './support/run-cli.ts';

/** Ids found by an in-process search on the same database file, as the server would answer. */
async function searchIds(db: string, content: string): Promise<string[]> {
  const app = createAisleApp({ dbPath: db, logger: createMemoryLogger() });
  try {
    const token = (await app.deps.credentials.mintToken('shop', 60)).token;
    const caller = app.createCaller({ tenantId: 'shop', authorization: `Bearer ${token}` });
    for await (const event of await caller.search({ content, operationHideAiMessage: true })) {
      if ('data' in event) return event.data.responsePayload.map((p) => p.id);
    }
    return [];
  } finally {
    app.close();
  }
}

test('catalog synonyms: operator synonyms change what search finds; --clear removes them', async () => {
  const ws = workspace();
  try {
    expectExit(await ws.aisle('tenant', 'create', 'shop'), 0, 'create');
    const catalog = ws.file(
      'c.jsonl',
      jsonLines([
        { id: 'a', title: 'Velvet Chesterfield' },
        { id: 'b', title: 'Oak Dining Table' },
      ]),
    );
    expectExit(await ws.aisle('catalog', 'import', 'shop', catalog), 0, 'import');
    assert.not.ok((await searchIds(ws.db, 'settee')).includes('a'), 'no synonym yet');

    const synonyms = ws.file('s.json', JSON.stringify([['settee', 'chesterfield']]));
    const stored = expectExit(
      await ws.aisle('catalog', 'synonyms', 'shop', synonyms, '--json'),
      0,
      'synonyms',
    );
    assert.equal(JSON.parse(stored.stdout).groups, [['settee', 'chesterfield']]);
    assert.equal((await searchIds(ws.db, 'settee'))[0], 'a');

    const bad = ws.file('bad.json', JSON.stringify([['settee', 7]]));
    const refused = expectExit(await ws.aisle('catalog', 'synonyms', 'shop', bad), 1, 'bad synonyms');
    assert.match(refused.stderr, /synonyms\[0\]\[1\]/);
    expectExit(await ws.aisle('catalog', 'synonyms', 'shop'), 2, 'neither file nor --clear');
    expectExit(await ws.aisle('catalog', 'synonyms', 'nobody', synonyms), 1, 'unknown tenant');

    expectExit(await ws.aisle('catalog', 'synonyms', 'shop', '--clear'), 0, 'clear');
    assert.not.ok((await searchIds(ws.db, 'settee')).includes('a'), 'synonym removed');
  } finally {
    ws.cleanup();
  }
});

test.run();
