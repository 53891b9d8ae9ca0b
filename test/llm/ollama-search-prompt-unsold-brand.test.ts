/**
 * A brand the shop does not carry reaches the model's prompt as the offline message says it (search-v37), through
 * the core's caller on the demo catalogue, against a loopback Ollama: "headphones similar to bose" gives
 * `brandsNotCarried` { brands: ["Bose"], kind: "headphones" } and no `wordsNoProductHas` (it had got
 * wordsNoProductHas ["similar", "bose"] and no products).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SEARCH_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search } = await shopCaller(products, composer);

test('a brand the shop does not carry is given with the kind shown instead', async () => {
  await search('headphones similar to bose');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['brandsNotCarried'], { brands: ['Bose'], kind: 'headphones' });
  assert.equal(data['wordsNoProductHas'], []);
  assert.match(system, /If DATA\.brandsNotCarried is present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('a real word the shop lacks is still a word no product has', async () => {
  await search('velvet headphones');
  const { data } = lastChatPrompt(fake);
  assert.is(data['brandsNotCarried'], undefined);
  assert.equal(data['wordsNoProductHas'], ['velvet']);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
