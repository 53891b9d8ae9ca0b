import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatRowError, openStorage, parseContentFile, parseContentText } from '../../storage/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'aisle-content-test-'));

test('valid rows: faqs and/or highlights, generatedAt as a Date', () => {
  const text = [
    '{"productId":"p1","faqs":[{"question":"Q1","answer":"A1"}],"generatedAt":"2026-01-02T03:04:05+01:00"}',
    '',
    '{"productId":"p2","highlights":["Warm","Light"]}',
  ].join('\n');
  const parsed = parseContentText(text);
  assert.equal(parsed.errors, []);
  assert.equal(parsed.rows, [
    {
      productId: 'p1',
      faqs: [{ question: 'Q1', answer: 'A1' }],
      generatedAt: new Date('2026-01-02T02:04:05Z'),
    },
    { productId: 'p2', highlights: ['Warm', 'Light'] },
  ]);
});

test('errors: malformed line, duplicates, empty, unknown fields, bad timestamps', () => {
  const text = [
    '{"productId":"p1","highlights":["x"]}',
    '{"productId":"p1","highlights":["y"]}',
    '{"productId":"p2"}',
    '{"productId":"p3","highlights":[""],"extra":1}',
    'not json',
    '{"productId":"","faqs":[]}',
    '{"productId":"p4","faqs":[{"question":"Q"}],"generatedAt":"yesterday"}',
  ].join('\n');
  const parsed = parseContentText(text);
  assert.equal(
    parsed.rows.map((r) => r.productId),
    ['p1'],
  );
  const lines = parsed.errors.map(formatRowError);
  assert.equal(lines.slice(0, 4), [
    'line 2 (id "p1"): productId: duplicate id, first used on line 1',
    'line 3 (id "p2"): has neither "faqs" nor "highlights"',
    'line 4 (id "p3"): highlights[0]: must be a non-empty string',
    'line 4 (id "p3"): extra: unknown field',
  ]);
  assert.match(lines[4]!, /^line 5: malformed JSON/);
  assert.is(lines[5], 'line 6: productId: must be a non-empty string');
  assert.ok(lines.includes('line 7 (id "p4"): faqs[0].answer: is required'));
  assert.ok(lines.some((l) => l.startsWith('line 7 (id "p4"): generatedAt: expected an ISO 8601 date-time')));
});

test('parseContentFile reads .jsonl / .ndjson and rejects other extensions', () => {
  const path = join(dir, 'content.jsonl');
  writeFileSync(path, '{"productId":"p1","highlights":["x"]}\n');
  assert.equal(parseContentFile(path).rows, [{ productId: 'p1', highlights: ['x'] }]);
  const other = join(dir, 'content.csv');
  writeFileSync(other, 'productId\np1\n');
  assert.throws(() => parseContentFile(other), /extension "\.csv".*\.jsonl, \.ndjson/);
});

test('parsed rows go straight into putMany', async () => {
  const s = openStorage(':memory:');
  s.tenants.create({ id: 'acme' });
  const { rows } = parseContentText(
    '{"productId":"p1","highlights":["x"],"generatedAt":"2026-01-01T00:00:00Z"}',
  );
  s.content.putMany('acme', rows);
  assert.equal(await s.content.highlights('acme', 'p1'), {
    highlights: ['x'],
    highlightsGeneratedAt: '2026-01-01T00:00:00.000Z',
  });
  s.close();
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();
