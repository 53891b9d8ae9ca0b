import jwt from 'jsonwebtoken';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { openStorage } from '../../storage/index.ts';
import { expectExit, jsonLines, workspace, type Workspace } from './support/run-cli.ts';

let ws: Workspace;
test.before.each(() => {
  ws = workspace();
});
test.after.each(() => ws.cleanup());

const PRODUCTS: Product[] = [
  { id: 'a', title: 'Alpha hiking boot', brand: 'Granite', price: 90, attributes: { color: 'brown' } },
  { id: 'b', title: 'Beta rain jacket', brand: 'Drift', price: 120, description: 'Waterproof and light.' },
  { id: 'c', title: 'Gamma tent', price: 300 },
];

function seed(tenantId: string, products: Product[] = PRODUCTS): void {
  const storage = openStorage(ws.db);
  storage.tenants.create({ id: tenantId });
  storage.catalog.upsertMany(tenantId, products);
  storage.close();
}

/** Reads something back through a fresh connection, closed afterwards. */
async function read<T>(work: (storage: ReturnType<typeof openStorage>) => Promise<T> | T): Promise<T> {
  const storage = openStorage(ws.db);
  try {
    return await work(storage);
  } finally {
    storage.close();
  }
}

test('token: HS256 with the tenant claim, 15 minutes by default, --ttl sets the lifetime', async () => {
  seed('shop', []);
  const [plain, short, unknown, badTtl] = await Promise.all([
    ws.aisle('token', 'shop'),
    ws.aisle('token', 'shop', '--ttl', '60', '--json'),
    ws.aisle('token', 'nobody'),
    ws.aisle('token', 'shop', '--ttl', '0'),
  ]);
  const now = Math.floor(Date.now() / 1000);
  const secret = await read((s) => s.tenants.signingSecret('shop'));
  assert.ok(secret);

  const token = expectExit(plain, 0, 'token').stdout.trim();
  assert.is(jwt.decode(token, { complete: true })?.header.alg, 'HS256');
  const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
  assert.is(claims['tenantId'], 'shop');
  assert.ok(Math.abs((claims.exp ?? 0) - (now + 900)) <= 10, `exp ${claims.exp} ≈ now + 900 (${now + 900})`);

  const minted = JSON.parse(expectExit(short, 0, 'token --ttl 60 --json').stdout) as {
    tenantId: string;
    token: string;
    expiresAt: string;
  };
  assert.is(minted.tenantId, 'shop');
  const shortClaims = jwt.verify(minted.token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
  assert.is(shortClaims['tenantId'], 'shop');
  assert.ok(Math.abs((shortClaims.exp ?? 0) - (now + 60)) <= 10, `exp ${shortClaims.exp} ≈ now + 60`);
  assert.is(Date.parse(minted.expiresAt) / 1000, shortClaims.exp);

  assert.match(expectExit(unknown, 1, 'unknown tenant').stderr, /^aisle: .*"nobody"/);
  assert.match(expectExit(badTtl, 2, '--ttl 0').stderr, /^aisle: --ttl .*"0"/);
});

test('content import stores FAQs and highlights; an invalid row imports nothing and names its line', async () => {
  seed('shop');
  const good = ws.file(
    'content.jsonl',
    jsonLines([
      {
        productId: 'a',
        faqs: [{ question: 'Are they waterproof?', answer: 'Yes, fully.' }],
        highlights: ['Leather upper'],
        generatedAt: '2026-01-02T03:04:05Z',
      },
      { productId: 'b', highlights: ['Packs small'] },
    ]),
  );
  const bad = ws.file(
    'bad.jsonl',
    jsonLines([
      { productId: 'c', highlights: ['Roomy'] },
      { productId: 'a', faqs: [{ question: 'Size?', answer: '' }] },
      { productId: 'b' },
    ]) + 'not json\n',
  );
  const [imported, rejected] = await Promise.all([
    ws.aisle('content', 'import', 'shop', good, '--json'),
    ws.aisle('content', 'import', 'shop', bad),
  ]);
  assert.equal(JSON.parse(expectExit(imported, 0, 'content import').stdout), {
    tenantId: 'shop',
    imported: 2,
    notInCatalog: [],
  });
  assert.equal(await read((s) => s.content.faqs('shop', 'a')), {
    faqs: [{ question: 'Are they waterproof?', answer: 'Yes, fully.' }],
    faqsGeneratedAt: '2026-01-02T03:04:05.000Z',
  });
  assert.equal((await read((s) => s.content.highlights('shop', 'a'))).highlights, ['Leather upper']);
  assert.equal((await read((s) => s.content.highlights('shop', 'b'))).highlights, ['Packs small']);
  assert.equal((await read((s) => s.content.faqs('shop', 'b'))).faqs, []);

  expectExit(rejected, 1, 'invalid content');
  assert.match(rejected.stderr, /^aisle: .*bad\.jsonl: 3 invalid row\(s\); nothing was imported/);
  assert.match(rejected.stderr, /^line 2 \(id "a"\): faqs\[0\]\.answer: /m);
  assert.match(rejected.stderr, /^line 3 \(id "b"\): .*neither "faqs" nor "highlights"/m);
  assert.match(rejected.stderr, /^line 4: malformed JSON/m);
  assert.is(await read((s) => s.content.has('shop', 'c')), false, 'the valid row 1 was not imported');

  // A product that is not (yet) in the catalogue is imported, with a warning naming it.
  const ahead = ws.file('ahead.jsonl', jsonLines([{ productId: 'z', highlights: ['Coming soon'] }]));
  const warned = expectExit(await ws.aisle('content', 'import', 'shop', ahead), 0, 'unknown product');
  assert.match(warned.stdout, /imported content for 1 product\(s\) into shop/);
  assert.match(warned.stderr, /^aisle: warning: .*not in the catalogue of shop: "z"/);
});

interface Generated {
  generated: number;
  skipped: number;
  generatedIds: string[];
}

test('content generate: all, then skips; --force; regenerates changed products; --product limits', async () => {
  seed('shop');
  const generate = async (...args: string[]): Promise<Generated> => {
    const result = expectExit(
      await ws.aisle('content', 'generate', 'shop', ...args, '--json'),
      0,
      args.join(' '),
    );
    const { generated, skipped, generatedIds } = JSON.parse(result.stdout) as Generated;
    return { generated, skipped, generatedIds };
  };
  const stamps = () =>
    read(async (s) =>
      Promise.all(['a', 'b', 'c'].map(async (id) => (await s.content.faqs('shop', id)).faqsGeneratedAt)),
    );

  assert.equal(await generate(), { generated: 3, skipped: 0, generatedIds: ['a', 'b', 'c'] });
  const first = await stamps();
  for (const id of ['a', 'b', 'c']) {
    const [faqs, highlights] = await read((s) =>
      Promise.all([s.content.faqs('shop', id), s.content.highlights('shop', id)]),
    );
    assert.ok(faqs.faqs.length + highlights.highlights.length > 0, `content for ${id}`);
  }
  assert.equal(await generate(), { generated: 0, skipped: 3, generatedIds: [] });
  assert.equal(await stamps(), first, 'skipped products keep their content');

  await new Promise((resolve) => setTimeout(resolve, 5)); // distinct generatedAt milliseconds
  assert.equal(await generate('--force'), { generated: 3, skipped: 0, generatedIds: ['a', 'b', 'c'] });
  const forced = await stamps();
  forced.forEach((stamp, i) => assert.ok(stamp! > first[i]!, 'regenerated'));

  // Re-import with one changed price: only that product is regenerated.
  const changed = PRODUCTS.map((p) => (p.id === 'b' ? { ...p, price: 99 } : p));
  const reimport = await ws.aisle('catalog', 'import', 'shop', ws.file('changed.jsonl', jsonLines(changed)));
  assert.match(expectExit(reimport, 0, 're-import').stdout, /0 new, 1 updated, 2 unchanged/);
  const human = expectExit(await ws.aisle('content', 'generate', 'shop'), 0, 'generate after change');
  assert.match(human.stdout, /generated content for 1 product\(s\) in shop .*; 2 already up to date/);
  const after = await stamps();
  assert.is(after[0], forced[0]);
  assert.ok(after[1]! > forced[1]!, 'b regenerated');
  assert.is(after[2], forced[2]);

  const [one, oneForced, unknown] = await Promise.all([
    generate('--product', 'a'),
    ws.aisle('content', 'generate', 'shop', '--product', 'c', '--force', '--json'),
    ws.aisle('content', 'generate', 'shop', '--product', 'a', '--product', 'nope'),
  ]);
  assert.equal(one, { generated: 0, skipped: 1, generatedIds: [] });
  assert.equal(
    (JSON.parse(expectExit(oneForced, 0, '--product c --force').stdout) as Generated).generatedIds,
    ['c'],
  );
  assert.match(
    expectExit(unknown, 1, 'unknown --product').stderr,
    /^aisle: unknown product id\(s\) in shop: "nope"/,
  );
  const final = await stamps();
  assert.is(final[0], after[0], '--product limits generation');
});

test('content generate fills in what an import left out, and keeps what it gave', async () => {
  seed('shop');
  const imported = ws.file(
    'highlights.jsonl',
    jsonLines([{ productId: 'a', highlights: ['Hand-stitched'] }]),
  );
  expectExit(await ws.aisle('content', 'import', 'shop', imported), 0, 'content import');
  const result = expectExit(
    await ws.aisle('content', 'generate', 'shop', '--product', 'a', '--json'),
    0,
    'generate',
  );
  assert.equal((JSON.parse(result.stdout) as Generated).generatedIds, ['a']);
  const [faqs, highlights] = await read((s) =>
    Promise.all([s.content.faqs('shop', 'a'), s.content.highlights('shop', 'a')]),
  );
  assert.ok(faqs.faqs.length > 0, 'the FAQs the import lacked were written');
  assert.equal(highlights.highlights, ['Hand-stitched'], 'the imported highlights were kept');
  const again = expectExit(
    await ws.aisle('content', 'generate', 'shop', '--product', 'a', '--json'),
    0,
    'again',
  );
  assert.equal((JSON.parse(again.stdout) as Generated).generatedIds, [], 'then it is up to date');
});

test.run();
