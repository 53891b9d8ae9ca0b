/**
 * "the rest of them" after a list: the model gets the products left out as the offline message says them
 * (`leftOut`, prompt search-v31) beside a rule to open with it. Through the core's caller on the demo catalogue in
 * real SQLite, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SEARCH_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const shop = await shopCaller(demoProducts(), composer);

test('the products left out of the list, as the offline message says them', async () => {
  await shop.converse('headphones', 'prompt-left-out');
  await shop.converse('the rest of them', 'prompt-left-out');
  const { system, data } = lastChatPrompt(fake);
  const leftOut = data['leftOut'] as { said: string; titles: string[] };
  assert.is(leftOut.said, 'Leaving out the 3 shown first.');
  assert.is(leftOut.titles.length, 3);
  assert.match(system, /If DATA\.leftOut is present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test.after(() => fake.close());
test.run();
