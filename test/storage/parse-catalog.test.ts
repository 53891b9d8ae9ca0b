import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRowError, parseCatalogFile, parseCatalogText, type RowError } from '../../storage/index.ts';
import { shopProducts } from './support/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'aisle-parse-test-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const lines = (errors: RowError[]) => errors.map(formatRowError);

test('formatRowError', () => {
  assert.is(
    formatRowError({ line: 7, id: 'sku-9', field: 'price', reason: 'expected a number, got "abc"' }),
    'line 7 (id "sku-9"): price: expected a number, got "abc"',
  );
  assert.is(formatRowError({ line: 2, field: '', reason: 'malformed JSON' }), 'line 2: malformed JSON');
});

test('.json round-trips a valid catalogue', () => {
  const parsed = parseCatalogFile(file('shop.json', JSON.stringify(shopProducts, null, 2)));
  assert.equal(parsed.errors, []);
  assert.equal(parsed.products, shopProducts);
});

test('.jsonl and .ndjson: one object per line, blank lines ignored', () => {
  const text = `${shopProducts.map((p) => JSON.stringify(p)).join('\n\n')}\n\n`;
  for (const name of ['shop.jsonl', 'shop.NDJSON']) {
    const parsed = parseCatalogFile(file(name, text));
    assert.equal(parsed.errors, []);
    assert.equal(parsed.products, shopProducts);
  }
  assert.equal(parseCatalogText('\uFEFF{"id":"a","title":"A"}\r\n', 'jsonl').products, [
    { id: 'a', title: 'A' },
  ]);
});

test('.json errors carry the line where the element starts', () => {
  const text = `[
  {"id": "a", "title": "A", "price": 5},
  {"id": "b", "title": "B", "price": "abc"},
  {
    "id": "a",
    "title": "dup"
  },
  {"title": "no id"},
  {"id": " ", "title": "blank"},
  {"id": "c", "title": "C", "prise": 3, "currency": "usd", "attributes": {"size": ["S", 3]}, "variants": [{"id": "v"}]},
  42
]`;
  const parsed = parseCatalogText(text, 'json');
  assert.equal(parsed.products, [{ id: 'a', title: 'A', price: 5 }]);
  assert.equal(lines(parsed.errors), [
    'line 3 (id "b"): price: expected a number, got "abc"',
    'line 4 (id "a"): id: duplicate id, first used on line 2',
    'line 8: id: is required',
    'line 9: id: must be a non-empty string',
    'line 10 (id "c"): currency: must be a three-letter ISO 4217 code such as "USD", got "usd"',
    'line 10 (id "c"): attributes.size[1]: expected a string, got 3',
    'line 10 (id "c"): variants[0].title: is required',
    'line 10 (id "c"): prise: unknown field (shop-specific data belongs in "attributes")',
    'line 11: expected an object, got 42',
  ]);
});

test('.json with a malformed element: that element’s line, the others still read', () => {
  const text = [
    '[',
    '  {"id": "a", "title": "A"},',
    '  {"id": "b", "title": },',
    '  {"id": "c", "title": "C, with ] and } inside"},',
    String.raw`  {"id": "d", "title": "say \"[x]\", back\\"}`,
    ']',
  ].join('\n');
  const parsed = parseCatalogText(text, 'json');
  assert.equal(parsed.products, [
    { id: 'a', title: 'A' },
    { id: 'c', title: 'C, with ] and } inside' },
    { id: 'd', title: 'say "[x]", back\\' },
  ]);
  assert.is(parsed.errors.length, 1);
  assert.is(parsed.errors[0]?.line, 3);
  assert.match(parsed.errors[0]!.reason, /^malformed JSON/);
});

test('.json that is not an array, or is cut short', () => {
  assert.equal(lines(parseCatalogText('{"id": "a"}', 'json').errors), [
    'line 1: expected a JSON array of products',
  ]);
  assert.equal(lines(parseCatalogText('\n\n[{"id": "a", "title": "A"},\n', 'json').errors), [
    'line 4: unterminated array: missing "]"',
  ]);
  assert.equal(lines(parseCatalogText('[] trailing', 'json').errors), [
    'line 1: unexpected text after the array',
  ]);
  assert.equal(parseCatalogText('[]', 'json'), { products: [], errors: [] });
});

test('.jsonl errors: malformed line, invalid row, non-object', () => {
  const parsed = parseCatalogText(
    '{"id":"a","title":"A"}\n\n{"id":"b",\n{"id":"c","title":"C","rating":9}\n[1]\n',
    'jsonl',
  );
  assert.equal(parsed.products, [{ id: 'a', title: 'A' }]);
  assert.equal(
    parsed.errors.map((e) => [e.line, e.field]),
    [
      [3, ''],
      [4, 'rating'],
      [5, ''],
    ],
  );
  assert.match(parsed.errors[0]!.reason, /^malformed JSON/);
  assert.is(parsed.errors[1]!.reason, 'must be at most 5, got 9');
  assert.is(parsed.errors[1]!.id, 'c');
  assert.is(parsed.errors[2]!.reason, 'expected an object, got [1]');
});

test('a deeply nested value is an invalid row named by its kind, not a crash', () => {
  const deep = '['.repeat(30_000) + ']'.repeat(30_000);
  const parsed = parseCatalogText(
    `{"id":"a","title":"A","attributes":{"color":${deep}}}\n${deep}\n`,
    'jsonl',
  );
  assert.equal(parsed.products, []);
  assert.equal(
    parsed.errors.map((e) => e.line),
    [1, 2],
  );
  assert.match(parsed.errors[0]!.reason, /\[…\]/);
  assert.is(parsed.errors[1]!.reason, 'expected an object, got […]');
});

test('.csv: field names, attributes.* columns, | lists, JSON variants, numbers, booleans, empty cells', () => {
  const csv = [
    'id,title,price,compareAtPrice,rating,reviewCount,available,attributes.color,attributes.size,attributes.features,variants,description',
    'sku-1,Lamp,12.5,20,4.5,12,yes,red,S| M |L,dimmable,"[{""id"":""v1"",""title"":""Small""}]","A lamp, with a comma"',
    'sku-2,Chair,3,,,,0,,,,,',
    'sku-3,Stool,1e2,,,,FALSE,,XL,,,"Line one',
    'line two"',
    'sku-4,Table,,,,,true,,,,,',
  ].join('\n');
  const parsed = parseCatalogText(csv, 'csv');
  assert.equal(parsed.errors, []);
  assert.equal(parsed.products, [
    {
      id: 'sku-1',
      title: 'Lamp',
      price: 12.5,
      compareAtPrice: 20,
      rating: 4.5,
      reviewCount: 12,
      available: true,
      attributes: { color: 'red', size: ['S', 'M', 'L'], features: 'dimmable' },
      variants: [{ id: 'v1', title: 'Small' }],
      description: 'A lamp, with a comma',
    },
    { id: 'sku-2', title: 'Chair', price: 3, available: false },
    {
      id: 'sku-3',
      title: 'Stool',
      price: 100,
      available: false,
      attributes: { size: 'XL' },
      description: 'Line one\nline two',
    },
    { id: 'sku-4', title: 'Table', available: true },
  ]);
});

test('.csv errors with line numbers (multi-line records counted)', () => {
  const csv = [
    'id,title,price,available,variants,prise',
    'sku-1,"Two',
    'lines",1,yes,,',
    'sku-2,Chair,abc,maybe,,',
    'sku-3,Stool,3,1,[bad,',
    '',
    'sku-1,Dup,1,1,,',
    ',No id,1,1,,',
    'sku-4,Short',
    'sku-5,"unclosed,1,1,,',
  ].join('\n');
  const parsed = parseCatalogText(csv, 'csv');
  assert.equal(
    parsed.products.map((p) => p.title),
    ['Two\nlines'],
  );
  const got = lines(parsed.errors);
  assert.equal(got.slice(0, 7), [
    'line 1: prise: unknown column (use product field names or "attributes.<name>"); its values were not imported',
    'line 4 (id "sku-2"): price: expected a number, got "abc"',
    'line 4 (id "sku-2"): available: expected true or false, got "maybe"',
    `line 5 (id "sku-3"): variants: not valid JSON (Unexpected token 'b', "[bad" is not valid JSON)`,
    'line 7 (id "sku-1"): id: duplicate id, first used on line 2',
    'line 8: id: is required',
    'line 9: expected 6 columns, got 2',
  ]);
  assert.match(got[7]!, /^line 10: malformed CSV: /);
  assert.is(got.length, 8);
});

test('unknown extension: an Error naming it and the accepted ones', () => {
  assert.throws(
    () => parseCatalogFile(file('shop.xml', '<x/>')),
    /extension "\.xml".*\.json, \.jsonl, \.ndjson, \.csv/,
  );
  assert.throws(() => parseCatalogFile(file('shop', '[]')), /no extension/);
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test('a number too large to be one is named as written (CSV) or as Infinity (JSON), not as null', () => {
  const csv = parseCatalogText('id,title,price\nn-1,A,1e400\n', 'csv');
  assert.equal(lines(csv.errors), ['line 2 (id "n-1"): price: expected a number, got "1e400"']);
  const json = parseCatalogText('[{"id": "n-1", "title": "A", "price": 1e400}]', 'json');
  assert.equal(lines(json.errors), ['line 1 (id "n-1"): price: expected a number, got Infinity']);
});

test.run();
