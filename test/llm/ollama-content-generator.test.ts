import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { generateContent } from '../../adapters/cli/content-generation.ts';
import {
  faqContentSchema,
  highlightsContentSchema,
  type AisleError,
  type Product,
} from '../../core/index.ts';
import {
  ContentGenerationError,
  createOllamaContentGenerator,
  generatedContentFormat,
} from '../../llm/ollama/ollama-content-generator.ts';
import { openStorage } from '../../storage/index.ts';
import { closedPortUrl, startFakeOllama, type FakeOllama } from '../helpers/fake-ollama-server.ts';
import { acmeProducts } from '../helpers/test-catalog.ts';

const product = acmeProducts[0] as Product;
const valid = {
  faqs: [
    { question: 'Is it waterproof?', answer: 'Yes, it has a waterproof membrane.' },
    { question: 'What is it made of?', answer: 'Leather.' },
    { question: 'Which sizes are there?', answer: 'Sizes 8 to 11.' },
  ],
  highlights: ['Waterproof membrane', 'Leather upper', 'Grippy rubber sole'],
};

let fake: FakeOllama;
const generator = (host = fake.url) => createOllamaContentGenerator({ host, model: 'llama3.2' });

test.before.each(async () => {
  fake = await startFakeOllama();
});
test.after.each(async () => {
  await fake.close();
});

/** A real SQLite database holding the product, as `aisle content generate` sees it. */
function realStorage() {
  const storage = openStorage(':memory:');
  storage.tenants.create({ id: 'acme' });
  storage.catalog.upsertMany('acme', [product]);
  return storage;
}

test('invalid JSON, then valid JSON on the retry: the stored content is valid, two requests', async () => {
  fake.script('/api/chat', { content: '{"faqs": [{"question": "Is it' }, { content: JSON.stringify(valid) });
  const storage = realStorage();
  const result = await generateContent(storage, 'acme', [product], generator());
  assert.is(result.generated, 1);
  assert.is(result.skipped, 0);
  const faqs = await storage.content.faqs('acme', product.id);
  const highlights = await storage.content.highlights('acme', product.id);
  storage.close();
  assert.equal(faqs.faqs, valid.faqs);
  assert.equal(highlights.highlights, valid.highlights);
  assert.ok(faqContentSchema.safeParse(faqs).success);
  assert.ok(highlightsContentSchema.safeParse(highlights).success);
  assert.ok(faqs.faqsGeneratedAt !== null && Date.now() - Date.parse(faqs.faqsGeneratedAt) < 60_000);
  const requests = fake.requestsTo('/api/chat');
  assert.is(requests.length, 2);
  const first = requests[0]?.body as { stream: boolean; format: unknown; messages: unknown[] };
  assert.is(first.stream, false);
  assert.equal(first.format, generatedContentFormat);
  assert.is(first.messages.length, 2);
  const second = requests[1]?.body as { messages: { role: string; content: string }[] };
  assert.is(second.messages.length, 3);
  assert.match(second.messages[2]?.content ?? '', 'the reply was not valid JSON');
});

test('a schema mismatch is retried with a note naming the problem', async () => {
  const tooFew = { ...valid, faqs: valid.faqs.slice(0, 2) };
  fake.script('/api/chat', { content: JSON.stringify(tooFew) }, { content: JSON.stringify(valid) });
  const content = await generator().generate(product);
  assert.is(content.faqs.length, 3);
  const retry = fake.requestsTo('/api/chat')[1]?.body as { messages: { content: string }[] };
  assert.match(retry.messages[2]?.content ?? '', /faqs: Too small/);
});

test('gives up after 3 invalid replies with a clear error', async () => {
  fake.script('/api/chat', { content: 'not json' }, { content: '{"faqs": []}' }, { content: '[1, 2' });
  try {
    await generator().generate(product);
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, ContentGenerationError);
    assert.match(
      (error as Error).message,
      `content for product "${product.id}": llama3.2 gave no valid FAQs`,
    );
    assert.match((error as Error).message, 'in 3 attempts (last problem: the reply was not valid JSON)');
  }
  assert.is(fake.requestsTo('/api/chat').length, 3);
});

test('Ollama refusing the request → UPSTREAM_REJECTED, no retry', async () => {
  fake.script('/api/chat', { status: 400, error: 'invalid format' });
  try {
    await generator().generate(product);
    assert.unreachable('should throw');
  } catch (error) {
    assert.is((error as AisleError).code, 'UPSTREAM_REJECTED');
    assert.is((error as Error).message, 'The AI request was rejected: invalid format');
  }
  assert.is(fake.requestsTo('/api/chat').length, 1);
});

test('an unreachable Ollama fails at once, saying so', async () => {
  const host = await closedPortUrl();
  try {
    await generator(host).generate(product);
    assert.unreachable('should throw');
  } catch (error) {
    assert.is(
      (error as Error).message,
      `content for product "${product.id}": Ollama at ${host} unreachable: ECONNREFUSED`,
    );
  }
});

test('aborting the signal closes the (non-streamed) request', async () => {
  fake.script('/api/chat', { firstTokenDelayMs: 3000, content: JSON.stringify(valid) });
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  try {
    await generator().generate(product, controller.signal);
    assert.unreachable('should throw');
  } catch (error) {
    assert.is((error as Error).name, 'AbortError');
  }
  await fake.waitFor(() => fake.aborted.length === 1, 150);
});

test.run();
