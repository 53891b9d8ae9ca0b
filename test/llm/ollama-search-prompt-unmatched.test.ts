/**
 * The words no product holds reach the model's prompt (`wordsNoProductHas`) only where the offline message says
 * them: not beside an answer about the viewed product, which the message opens with instead of the sentence ('No
 * product mentions …'); the prompt had always listed them, so the model said what the offline message leaves out.
 * The real Ollama client against a loopback Ollama (test/helpers/fake-ollama-server.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchChatInput } from '../../core/index.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { collect, lastChatPrompt, memoryLogger, searchInput } from '../helpers/ollama-composer-inputs.ts';

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const offline = createOfflineComposer();

/** "is it waterproof?" asked on the page of the first product shown, its search leaving `unmatched` unheld. */
function pageQuestion(unmatched: string[]): SearchChatInput {
  const input = searchInput();
  const viewed = input.products[0]!;
  const context = { title: viewed.title, productId: viewed.id, relation: 'refine' as const, fromPage: true };
  return {
    ...input,
    request: { ...input.request, content: 'is it waterproof?', chatMetadata: { productId: viewed.id } },
    query: { ...input.query, filters: { features: ['waterproof'] }, context },
    viewed,
    unmatched,
  };
}

/** The offline message and the prompt's DATA block of one input. */
async function bothOf(input: SearchChatInput) {
  const text = (await collect(offline.searchMessage(input))).join('');
  await collect(composer.searchMessage(input));
  return { text, data: lastChatPrompt(fake).data };
}

test('beside an answer about the viewed product, neither says which words no product has', async () => {
  const { text, data } = await bothOf(pageQuestion(['kayaking']));
  assert.match(text, /^Yes: the Trailhead Waterproof Hiking Boot you're viewing is waterproof\./);
  assert.not.match(text, /No product mentions/);
  assert.ok(data.viewedProductAnswer !== undefined);
  assert.equal(data.wordsNoProductHas, []);
});

test('without such an answer both say them', async () => {
  const { text, data } = await bothOf({ ...searchInput(), unmatched: ['kayaking'] });
  assert.match(text, /No product mentions "kayaking", so these match your other words\./);
  assert.equal(data.wordsNoProductHas, ['kayaking']);
  const none = await bothOf({ ...pageQuestion(['kayaking']), products: [], total: 0 });
  assert.match(none.text, /No product here mentions "kayaking"\./);
  assert.equal(none.data.wordsNoProductHas, ['kayaking']);
});

test.after(() => fake.close());
test.run();
