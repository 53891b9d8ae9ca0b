import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import { expectExit, jsonLines, workspace, type CliResult, type Workspace } from './support/run-cli.ts';

let ws: Workspace;
test.before.each(() => {
  ws = workspace();
});
test.after.each(() => ws.cleanup());

/** Creates tenants (and optionally products) directly, so that only the command under test is spawned. */
function seed(tenants: Record<string, Product[]>): void {
  const storage = openStorage(ws.db);
  for (const [id, products] of Object.entries(tenants)) {
    storage.tenants.create({ id });
    if (products.length > 0) storage.catalog.upsertMany(id, products);
  }
  storage.close();
}

async function catalog(tenantId: string): Promise<Product[]> {
  const storage = openStorage(ws.db);
  try {
    return await storage.catalog.getMany(tenantId, storage.catalog.ids(tenantId));
  } finally {
    storage.close();
  }
}

interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  skipped: number;
}
const counts = (result: CliResult, what: string): Counts => {
  const { inserted, updated, unchanged, deleted, skipped } = JSON.parse(
    expectExit(result, 0, what).stdout,
  ) as Counts;
  return { inserted, updated, unchanged, deleted, skipped };
};
const none = { inserted: 0, updated: 0, unchanged: 0, deleted: 0, skipped: 0 };

test('imports .json, .jsonl and .csv; re-import upserts by id; --replace deletes absent products', async () => {
  seed({ shop: [] });
  const json = ws.file(
    'first.json',
    JSON.stringify([
      { id: 'a', title: 'Alpha lantern', price: 10 },
      { id: 'b', title: 'Beta stove', price: 20 },
    ]),
  );
  const human = expectExit(await ws.aisle('catalog', 'import', 'shop', json), 0, 'import .json');
  assert.match(
    human.stdout,
    /imported into shop: 2 new, 0 updated, 0 unchanged, 0 deleted, 0 invalid skipped/,
  );

  const jsonl = ws.file(
    'second.jsonl',
    jsonLines([
      { id: 'a', title: 'Alpha lantern', price: 12 },
      { id: 'b', title: 'Beta stove', price: 20 },
      { id: 'c', title: 'Gamma tent', price: 150 },
    ]),
  );
  const csv = ws.file(
    'boots.csv',
    [
      'id,title,price,currency,available,attributes.color,attributes.size,variants,description',
      'd,"Trail boot, waterproof",89.5,USD,yes,brown,S|M|L,"[{""id"":""d-9"",""title"":""Size 9"",""price"":99.5}]","Grippy, warm ""and"" light"',
      '',
    ].join('\r\n'),
  );
  const [fromJsonl, fromCsv] = await Promise.all([
    ws.aisle('catalog', 'import', 'shop', jsonl, '--json'),
    ws.aisle('catalog', 'import', 'shop', csv, '--json'),
  ]);
  assert.equal(counts(fromJsonl, 'import .jsonl'), { ...none, inserted: 1, updated: 1, unchanged: 1 });
  assert.equal(counts(fromCsv, 'import .csv'), { ...none, inserted: 1 });

  const products = await catalog('shop');
  assert.equal(
    products.map((p) => [p.id, p.price]),
    [
      ['a', 12],
      ['b', 20],
      ['c', 150],
      ['d', 89.5],
    ],
  );
  assert.equal(products[3], {
    id: 'd',
    title: 'Trail boot, waterproof',
    price: 89.5,
    currency: 'USD',
    available: true,
    attributes: { color: 'brown', size: ['S', 'M', 'L'] },
    variants: [{ id: 'd-9', title: 'Size 9', price: 99.5 }],
    description: 'Grippy, warm "and" light',
  });

  const again = await ws.aisle('catalog', 'import', 'shop', jsonl, '--json');
  assert.equal(counts(again, 're-import'), { ...none, unchanged: 3 });

  const only = ws.file('only.ndjson', jsonLines([{ id: 'c', title: 'Gamma tent', price: 140 }]));
  const replaced = await ws.aisle('catalog', 'import', 'shop', only, '--replace', '--json');
  assert.equal(counts(replaced, '--replace'), { ...none, updated: 1, deleted: 3 });
  assert.equal(
    (await catalog('shop')).map((p) => [p.id, p.price]),
    [['c', 140]],
  );
});

const BAD_ROWS = jsonLines([
  { id: 'ok-1', title: 'Fine' },
  { id: 'p', title: 'Bad price', price: 'abc' },
  { id: '', title: 'Empty id' },
  { id: 'ok-1', title: 'Duplicate' },
]).concat('{"id": "q", "title": \n', jsonLines([{ id: 'ok-2', title: 'Also fine' }]));

test('invalid rows import nothing (exit 1) and each is named by line and field', async () => {
  seed({ shop: [{ id: 'existing', title: 'Already here', price: 5 }] });
  const jsonl = ws.file('bad.jsonl', BAD_ROWS);
  const csv = ws.file('bad.csv', 'id,title,price\nx1,One,abc\n,Two,3\nx3,"Three, ok",4\n');
  const [fromJsonl, fromCsv] = await Promise.all([
    ws.aisle('catalog', 'import', 'shop', jsonl),
    ws.aisle('catalog', 'import', 'shop', csv, '--json'),
  ]);
  expectExit(fromJsonl, 1, 'invalid .jsonl');
  assert.is(fromJsonl.stdout, '');
  const lines = fromJsonl.stderr.split('\n');
  assert.match(lines[0] ?? '', /^aisle: .*bad\.jsonl: 4 invalid row\(s\); nothing was imported/);
  const expected: [number, RegExp][] = [
    [2, /^line 2 \(id "p"\): price: expected a number, got "abc"$/],
    [3, /^line 3: id: must be a non-empty string$/],
    [4, /^line 4 \(id "ok-1"\): id: duplicate id, first used on line 1$/],
    [5, /^line 5: malformed JSON/],
  ];
  for (const [line, pattern] of expected) {
    assert.ok(
      lines.some((l) => pattern.test(l)),
      `line ${line} reported as ${pattern}:\n${fromJsonl.stderr}`,
    );
  }
  expectExit(fromCsv, 1, 'invalid .csv');
  assert.match(fromCsv.stderr, /^line 2 \(id "x1"\): price: expected a number, got "abc"$/m);
  assert.match(fromCsv.stderr, /^line 3: id: .*$/m);
  assert.not.match(fromCsv.stderr, /line 4/);
  assert.equal(
    (await catalog('shop')).map((p) => p.id),
    ['existing'],
    'nothing imported from either file',
  );
});

test('--skip-invalid imports the valid rows and reports the skipped ones', async () => {
  seed({
    shop: [],
    other: [
      { id: 'p', title: 'Good old price', price: 7 },
      { id: 'gone', title: 'Not in the file' },
    ],
  });
  const file = ws.file('bad.jsonl', BAD_ROWS);
  const [json, human] = await Promise.all([
    ws.aisle('catalog', 'import', 'shop', file, '--skip-invalid', '--json'),
    ws.aisle('catalog', 'import', 'other', file, '--skip-invalid', '--replace'),
  ]);
  assert.equal(counts(json, '--skip-invalid --json'), { ...none, inserted: 2, skipped: 4 });
  const errors = (JSON.parse(json.stdout) as { errors: string[] }).errors;
  assert.equal(
    errors.map((e) => /^line (\d+)/.exec(e)?.[1]),
    ['2', '3', '4', '5'],
  );
  assert.equal(
    (await catalog('shop')).map((p) => p.id),
    ['ok-1', 'ok-2'],
  );

  // --replace with --skip-invalid: a product whose new row is invalid is kept as it was, not deleted.
  expectExit(human, 0, '--skip-invalid --replace');
  assert.match(human.stdout, /2 new, 0 updated, 1 unchanged, 1 deleted, 4 invalid skipped/);
  assert.match(human.stdout, /^skipped:$/m);
  assert.match(human.stdout, /^line 2 \(id "p"\): price: /m);
  assert.equal(
    (await catalog('other')).map((p) => [p.id, p.price]),
    [
      ['ok-1', undefined],
      ['ok-2', undefined],
      ['p', 7],
    ],
  );
});

test('unknown tenant, missing file and unsupported format exit 1 naming the problem', async () => {
  seed({ shop: [] });
  const good = ws.file('good.json', JSON.stringify([{ id: 'a', title: 'A' }]));
  const text = ws.file('catalog.txt', 'id,title\n');
  const [unknown, missing, format] = await Promise.all([
    ws.aisle('catalog', 'import', 'nobody', good),
    ws.aisle('catalog', 'import', 'shop', `${ws.dir}/absent.json`),
    ws.aisle('catalog', 'import', 'shop', text),
  ]);
  assert.match(expectExit(unknown, 1, 'unknown tenant').stderr, /^aisle: .*"nobody"/);
  assert.match(expectExit(missing, 1, 'missing file').stderr, /^aisle: .*absent\.json/);
  assert.match(expectExit(format, 1, 'unsupported format').stderr, /^aisle: .*catalog\.txt.*\.txt/);
  assert.equal(await catalog('shop'), []);
});

test.run();
