import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchQuery } from '../../core/index.ts';
import {
  createOllamaQueryParser,
  mergeQueries,
  modelQueryFormat,
} from '../../llm/ollama/ollama-query-parser.ts';
import { closedPortUrl, startFakeOllama, type FakeOllama } from '../helpers/fake-ollama-server.ts';

const reply = (value: unknown) => ({ content: JSON.stringify(value) });
const understood = {
  text: 'hiking boots',
  filters: { priceMax: 120, colors: ['Brown'], sizes: ['10'], materials: null, inStock: false, minRating: 0 },
  sort: 'relevance',
};

let fake: FakeOllama;
const parser = (host = fake.url) => createOllamaQueryParser({ host, model: 'llama3.2' });

test.before.each(async () => {
  fake = await startFakeOllama();
});
test.after.each(async () => {
  await fake.close();
});

test('returns what the model understood, without empty, null or default values', async () => {
  fake.script('/api/chat', reply(understood));
  const result = await parser().parse('acme', 'brown hiking boots under $120, size 10');
  assert.equal(result, {
    text: 'hiking boots',
    filters: { priceMax: 120, colors: ['brown'], sizes: ['10'] },
  });
  const body = fake.requestsTo('/api/chat')[0]?.body as { format: unknown; stream: boolean };
  assert.equal(body.format, modelQueryFormat);
  assert.is(body.stream, false);
});

test('reads onSale and the popular sort from the model', async () => {
  fake.script('/api/chat', reply({ text: 'tents', filters: { onSale: true }, sort: 'popular' }));
  const result = await parser().parse('acme', 'best selling tents on sale');
  assert.equal(result, { text: 'tents', filters: { onSale: true }, sort: 'popular' });
});

test('caches per tenant and normalised text: a second identical call makes no request', async () => {
  fake.script('/api/chat', reply(understood), reply(understood));
  const queries = parser();
  const first = await queries.parse('acme', 'Brown hiking boots');
  const second = await queries.parse('acme', '  brown   HIKING boots ');
  assert.equal(second, first);
  assert.is(fake.requestsTo('/api/chat').length, 1);
  await queries.parse('globex', 'brown hiking boots');
  assert.is(fake.requestsTo('/api/chat').length, 2);
  assert.equal(queries.stats(), { requests: 2, cacheHits: 1, failures: 0, cached: 2 });
});

test('identical concurrent calls share one request', async () => {
  fake.script('/api/chat', { ...reply(understood), firstTokenDelayMs: 50 });
  const queries = parser();
  const [a, b] = await Promise.all([queries.parse('acme', 'boots'), queries.parse('acme', 'boots')]);
  assert.equal(a, b);
  assert.is(fake.requestsTo('/api/chat').length, 1);
});

test('never throws: invalid JSON, a schema mismatch, a down server all give undefined', async () => {
  fake.script('/api/chat', { content: '{"text": ' }, reply({ text: 'x', filters: {}, sort: 'cheapest' }));
  const queries = parser();
  assert.is(await queries.parse('acme', 'one'), undefined);
  assert.is(await queries.parse('acme', 'two'), undefined);
  assert.is(await parser(await closedPortUrl()).parse('acme', 'three'), undefined);
  assert.is(queries.stats().cached, 0, 'failures are not cached');
});

test('after a failed connection, calls skip the model for the cool-down', async () => {
  const queries = createOllamaQueryParser({
    host: await closedPortUrl(),
    model: 'llama3.2',
    cooldownMs: 60_000,
  });
  assert.is(await queries.parse('acme', 'one'), undefined);
  assert.is(await queries.parse('acme', 'two'), undefined);
  assert.is(queries.stats().requests, 1);
});

test('a slow model is cut off at the timeout; the caller’s abort returns at once', async () => {
  fake.script('/api/chat', { ...reply(understood), firstTokenDelayMs: 2000 });
  const started = Date.now();
  assert.is(
    await createOllamaQueryParser({ host: fake.url, model: 'llama3.2', timeoutMs: 100 }).parse('a', 'x'),
    undefined,
  );
  assert.ok(Date.now() - started < 1000);
  fake.script('/api/chat', { ...reply(understood), firstTokenDelayMs: 2000 });
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 30);
  assert.is(await parser().parse('acme', 'y', controller.signal), undefined);
});

const rule: SearchQuery = {
  text: 'boots under 100',
  filters: { priceMax: 100, colors: ['brown'] },
  sort: 'relevance',
};

test('mergeQueries: the rule-based parse wins conflicts; lists are unioned', () => {
  const merged = mergeQueries(rule, {
    text: 'boots',
    filters: { priceMax: 150, priceMin: 20, colors: ['Brown', 'tan'], sizes: ['10'], inStock: true },
    sort: 'price_asc',
  });
  assert.equal(merged, {
    text: 'boots under 100',
    filters: { priceMax: 100, priceMin: 20, colors: ['brown', 'tan'], sizes: ['10'], inStock: true },
    sort: 'price_asc',
  });
});

test('mergeQueries: the model may add onSale and the popular sort; a rule-based onSale stays', () => {
  const merged = mergeQueries(rule, { filters: { onSale: true }, sort: 'popular' });
  assert.equal(merged.filters, { priceMax: 100, colors: ['brown'], onSale: true });
  assert.is(merged.sort, 'popular');
  const ruled = { ...rule, filters: { onSale: true } };
  assert.equal(mergeQueries(ruled, { filters: { onSale: false } }).filters, { onSale: true });
});

test('mergeQueries: a brand the shopper left out is never asked for, whatever the model read', () => {
  const notAcme = { text: 'sneakers', filters: { excludeBrands: ['acme'] }, sort: 'relevance' as const };
  assert.equal(mergeQueries(notAcme, { filters: { brands: ['Acme'] } }).filters, { excludeBrands: ['acme'] });
  assert.equal(mergeQueries(notAcme, { filters: { brands: ['ACME', 'Bolt'] } }).filters, {
    excludeBrands: ['acme'],
    brands: ['Bolt'],
  });
});

test('mergeQueries: drops a model bound that contradicts the rule; keeps a non-default rule sort', () => {
  const merged = mergeQueries({ ...rule, sort: 'rating' }, { filters: { priceMin: 150 }, sort: 'newest' });
  assert.equal(merged, {
    text: 'boots under 100',
    filters: { priceMax: 100, colors: ['brown'] },
    sort: 'rating',
  });
  assert.equal(mergeQueries({ text: '', filters: {}, sort: 'relevance' }, { text: 'boots' }).text, 'boots');
  assert.equal(rule.filters, { priceMax: 100, colors: ['brown'] }, 'inputs are not mutated');
  const forRunner = { text: 'running', filters: {}, sort: 'relevance' as const, recipient: 'a runner' };
  assert.is(mergeQueries(forRunner, { text: 'shoes' }).recipient, 'a runner', 'whom it is for stays');
});

test('mergeQueries: what the request took back, or its starting over, stays for the chat', () => {
  const removed = { ...rule, followUp: true, dropped: { priceMax: 150 } };
  assert.equal(mergeQueries(removed, { text: 'boots' }).dropped, { priceMax: 150 });
  const fresh = { text: 'tents', filters: {}, sort: 'relevance' as const, startedOver: true };
  assert.is(mergeQueries(fresh, {}).startedOver, true);
});

test("mergeQueries: a measure sort, room kept near and a budget moved beside a pointer stay the rules' readings", () => {
  const measureSort = { words: ['weight'], units: ['g'], order: 'asc' as const, label: 'lightest first' };
  const lightest = { text: 'hiking boots', filters: {}, sort: 'relevance' as const, measureSort };
  assert.equal(mergeQueries(lightest, { filters: { colors: ['brown'] } }).measureSort, measureSort);
  assert.is(
    mergeQueries(lightest, { sort: 'price_asc' }).measureSort,
    undefined,
    'a sort the model adds replaces it, as the rules read a measure sort only beside no other sort',
  );
  const nearRoom = [{ unit: 'inch', min: 17, label: 'fits a 17 inch laptop', snug: true }];
  const roomy = { text: 'laptop backpack', filters: {}, sort: 'relevance' as const, nearRoom };
  assert.equal(mergeQueries(roomy, { text: 'backpack' }).nearRoom, nearRoom);
  const moved = { ...rule, movedBudget: { priceMax: 125 } };
  assert.equal(mergeQueries(moved, {}).movedBudget, { priceMax: 125 });
});

test.run();
