import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BM25_WEIGHTS, FTS_COLUMNS, buildMatchExpression } from '../../storage/index.ts';
import { page, query, shopProducts, storageWith } from './support/fixtures.ts';

test('words become quoted, lower-cased FTS5 strings joined with OR', () => {
  assert.is(buildMatchExpression('Red Running SHOES'), '"red" OR "running" OR "shoes"');
  assert.is(buildMatchExpression('  t-shirt, size M '), '"t" OR "shirt" OR "size" OR "m"');
  assert.is(buildMatchExpression('café crème 42'), '"café" OR "crème" OR "42"');
  assert.is(buildMatchExpression('red red Red'), '"red"');
});

test('FTS5 syntax in the input is only ever text', () => {
  assert.is(buildMatchExpression('boots AND NOT leather'), '"boots" OR "and" OR "not" OR "leather"');
  assert.is(
    buildMatchExpression('title:boot* ^lamp NEAR(a b)'),
    '"title" OR "boot" OR "lamp" OR "near" OR "a" OR "b"',
  );
  assert.is(buildMatchExpression('"quoted" phrase'), '"quoted" OR "phrase"');
  assert.is(buildMatchExpression("'; DROP TABLE products; --"), '"drop" OR "table" OR "products"');
});

test('no word tokens: no text constraint', () => {
  for (const text of ['', '   ', '?!', '"', '***', '🙂🔥', '-- ; ()', '^:*']) {
    assert.is(buildMatchExpression(text), undefined, JSON.stringify(text));
  }
});

test('very long input is capped', () => {
  const expression = buildMatchExpression(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '));
  assert.is(expression?.split(' OR ').length, 32);
});

test('weights: title ≫ brand = category > attributes > description, in column order', () => {
  assert.equal([...FTS_COLUMNS], ['title', 'brand', 'category', 'attributes', 'description']);
  assert.ok(BM25_WEIGHTS.title > BM25_WEIGHTS.brand);
  assert.is(BM25_WEIGHTS.brand, BM25_WEIGHTS.category);
  assert.ok(BM25_WEIGHTS.category > BM25_WEIGHTS.attributes);
  assert.ok(BM25_WEIGHTS.attributes > BM25_WEIGHTS.description);
});

const HOSTILE = [
  '"',
  '""',
  '"unterminated',
  'boot"',
  'AND',
  'OR OR OR',
  'NOT boot',
  'boot AND',
  'NEAR(boot shoe, 2)',
  'boot*',
  '*',
  '^boot',
  'title:boot',
  '{title}: boot',
  '- boot',
  '(boot',
  'boot)',
  "'; DROP TABLE products; --",
  "Robert'); DROP TABLE tenants;--",
  '%_\\',
  '🥾 boots 🔥',
  '\u0000boot',
  'ﷺ 𝔟𝔬𝔬𝔱 ℌ',
  'x'.repeat(10_000),
  'a '.repeat(5_000),
];

test('hostile query strings never throw, with or without filters and in every sort', async () => {
  const s = storageWith(shopProducts, 'acme');
  for (const text of HOSTILE) {
    for (const sort of ['relevance', 'price_asc', 'newest'] as const) {
      const result = await s.catalog.search(
        'acme',
        query(text, { excludeTerms: [text], colors: [text] }, sort),
        page(),
      );
      assert.is(result.total, 0, text);
      const plain = await s.catalog.search('acme', query(text, {}, sort), page());
      assert.ok(plain.total >= 0, text);
    }
  }
  // Still all there.
  assert.is(s.catalog.count('acme'), 6);
  assert.is((await s.catalog.search('acme', query("'; DROP TABLE products; --"), page())).total, 0);
  assert.equal(
    (await s.catalog.search('acme', query('🥾 boots 🔥'), page())).products.map((p) => p.id).sort(),
    ['boot-1', 'boot-2'],
  );
  assert.equal((await s.catalog.search('acme', query('NOT boot'), page())).products.map((p) => p.id).sort(), [
    'boot-1',
    'boot-2',
    'jacket-1',
  ]);
  s.close();
});

test.run();
