import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOllamaEmbedder } from '../../llm/ollama/ollama-embedder.ts';
import { fuse } from '../../llm/vector/rank-fusion.ts';
import { VectorIndex } from '../../llm/vector/vector-index.ts';
import { startFakeOllama, type FakeOllama } from '../helpers/fake-ollama-server.ts';

/** Toy semantic space: [footwear, outdoor, rain, formal]. */
const meanings: Record<string, number[]> = {
  'Trailhead Waterproof Hiking Boot': [1, 1, 1, 0],
  'Summit Lightweight Hiking Boot': [1, 1, 0, 0],
  'Sprint Road Running Shoe': [1, 0, 0, 0],
  'Oxford Leather Dress Shoe': [1, 0, 0, 1],
  'Storm Shell Rain Jacket': [0, 1, 1, 0],
  'footwear for muddy rainy walks': [1, 0.8, 1, 0],
};
const embed = (text: string) => meanings[text] ?? [0, 0, 0, 0];

let fake: FakeOllama;
test.before.each(async () => {
  fake = await startFakeOllama({ models: ['nomic-embed-text'], embed });
});
test.after.each(async () => {
  await fake.close();
});

test('embeds in batches, in input order, through /api/embed', async () => {
  const embedder = createOllamaEmbedder({ host: fake.url, model: 'nomic-embed-text', batchSize: 2 });
  const texts = Object.keys(meanings).slice(0, 5);
  const vectors = await embedder.embed(texts);
  assert.is(vectors.length, 5);
  assert.ok(vectors.every((v) => v instanceof Float32Array && v.length === 4));
  assert.equal([...(vectors[3] ?? [])], [1, 0, 0, 1]);
  const bodies = fake.requestsTo('/api/embed').map((r) => r.body as { model: string; input: string[] });
  assert.equal(
    bodies.map((b) => b.input.length),
    [2, 2, 1],
  );
  assert.is(bodies[0]?.model, 'nomic-embed-text');
});

test('an unknown embedding model is rejected with Ollama’s message', async () => {
  const embedder = createOllamaEmbedder({ host: fake.url, model: 'all-minilm' });
  await embedder.embed(['x']).then(
    () => assert.unreachable('should throw'),
    (error: Error) => assert.match(error.message, 'model "all-minilm" not found'),
  );
});

test('a product ranked high by vectors rises in the fused list', async () => {
  const embedder = createOllamaEmbedder({ host: fake.url, model: 'nomic-embed-text' });
  const titles = Object.keys(meanings).slice(0, 5);
  const index = new VectorIndex(4);
  (await embedder.embed(titles)).forEach((vector, i) => index.set(titles[i] as string, vector));
  const [query] = await embedder.embed(['footwear for muddy rainy walks']);
  const byVector = index.search(query as Float32Array, 5).map((hit) => hit.id);
  assert.is(byVector[0], 'Trailhead Waterproof Hiking Boot');
  // Lexical search matched the words poorly: the waterproof boot came third.
  const lexical = [
    'Sprint Road Running Shoe',
    'Oxford Leather Dress Shoe',
    'Trailhead Waterproof Hiking Boot',
    'Summit Lightweight Hiking Boot',
  ];
  const fused = fuse(lexical, byVector, { k: 60, vectorWeight: 1 });
  assert.ok(
    fused.indexOf('Trailhead Waterproof Hiking Boot') < lexical.indexOf('Trailhead Waterproof Hiking Boot'),
  );
  assert.is(fused[0], 'Trailhead Waterproof Hiking Boot');
  assert.ok(fused.includes('Storm Shell Rain Jacket'), 'vector-only hits join the list');
});

test.run();
