import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryStorage } from './support/fixtures.ts';

const setup = () => {
  const s = memoryStorage();
  s.tenants.create({ id: 'acme' });
  return s;
};

const AT = new Date('2026-11-21T10:00:00Z');

test('nothing stored: empty lists and null timestamps', async () => {
  const s = setup();
  assert.equal(await s.content.faqs('acme', 'p1'), { faqs: [], faqsGeneratedAt: null });
  assert.equal(await s.content.highlights('acme', 'p1'), { highlights: [], highlightsGeneratedAt: null });
  assert.not.ok(s.content.has('acme', 'p1'));
  assert.is(s.content.sourceHash('acme', 'p1'), undefined);
  s.close();
});

test('put stores FAQs and highlights with a UTC ISO timestamp and source hash', async () => {
  const s = setup();
  const faqs = [{ question: 'Is it waterproof?', answer: 'Yes.' }];
  s.content.put('acme', 'p1', { faqs, highlights: ['Warm', 'Light'], generatedAt: AT, sourceHash: 'abc' });
  assert.equal(await s.content.faqs('acme', 'p1'), { faqs, faqsGeneratedAt: '2026-11-21T10:00:00.000Z' });
  assert.equal(await s.content.highlights('acme', 'p1'), {
    highlights: ['Warm', 'Light'],
    highlightsGeneratedAt: '2026-11-21T10:00:00.000Z',
  });
  assert.ok(s.content.has('acme', 'p1'));
  assert.is(s.content.sourceHash('acme', 'p1'), 'abc');
  s.close();
});

test('put without generatedAt uses now', async () => {
  const s = setup();
  const before = Date.now();
  s.content.put('acme', 'p1', { highlights: ['x'] });
  const at = (await s.content.highlights('acme', 'p1')).highlightsGeneratedAt!;
  assert.match(at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.ok(Date.parse(at) >= before - 1 && Date.parse(at) <= Date.now() + 1);
  s.close();
});

test('a put of one kind keeps the other; the source hash describes the latest write', async () => {
  const s = setup();
  s.content.put('acme', 'p1', { faqs: [{ question: 'Q', answer: 'A' }], generatedAt: AT, sourceHash: 'h1' });
  const later = new Date('2026-12-01T00:00:00Z');
  s.content.put('acme', 'p1', { highlights: ['New'], generatedAt: later, sourceHash: 'h2' });
  assert.equal(await s.content.faqs('acme', 'p1'), {
    faqs: [{ question: 'Q', answer: 'A' }],
    faqsGeneratedAt: '2026-11-21T10:00:00.000Z',
  });
  assert.equal(await s.content.highlights('acme', 'p1'), {
    highlights: ['New'],
    highlightsGeneratedAt: '2026-12-01T00:00:00.000Z',
  });
  assert.is(s.content.sourceHash('acme', 'p1'), 'h2');
  // Imported content has no source hash.
  s.content.put('acme', 'p1', { faqs: [], generatedAt: later });
  assert.is(s.content.sourceHash('acme', 'p1'), undefined);
  assert.equal(await s.content.faqs('acme', 'p1'), { faqs: [], faqsGeneratedAt: '2026-12-01T00:00:00.000Z' });
  s.close();
});

test('putMany writes all rows in one transaction, or none', async () => {
  const s = setup();
  assert.is(
    s.content.putMany('acme', [
      { productId: 'p1', highlights: ['One'] },
      { productId: 'p2', faqs: [{ question: 'Q2', answer: 'A2' }], generatedAt: AT },
    ]),
    2,
  );
  assert.equal((await s.content.highlights('acme', 'p1')).highlights, ['One']);
  assert.equal(await s.content.faqs('acme', 'p2'), {
    faqs: [{ question: 'Q2', answer: 'A2' }],
    faqsGeneratedAt: '2026-11-21T10:00:00.000Z',
  });
  assert.throws(
    () =>
      s.content.putMany('acme', [
        { productId: 'p3', highlights: ['x'] },
        { productId: 'p4', generatedAt: new Date('nope') },
      ]),
    /generatedAt/,
  );
  assert.not.ok(s.content.has('acme', 'p3'));
  s.close();
});

test('content is per tenant; an unknown tenant is an error', async () => {
  const s = setup();
  s.tenants.create({ id: 'other' });
  s.content.put('acme', 'p1', { highlights: ['Mine'] });
  s.content.put('other', 'p1', { highlights: ['Theirs'] });
  assert.equal((await s.content.highlights('acme', 'p1')).highlights, ['Mine']);
  assert.equal((await s.content.highlights('other', 'p1')).highlights, ['Theirs']);
  assert.throws(() => s.content.put('ghost', 'p1', { highlights: ['x'] }), /Unknown tenant "ghost"/);
  s.close();
});

test.run();
