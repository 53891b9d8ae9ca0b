/**
 * The word few matches name being the only word asked reaches the model's prompt as the offline message says it
 * (search-v37), through the core's caller on the demo catalogue, against a loopback Ollama: "bike" gives
 * `fewNamed` { word: "bike", count: 0, onlyWord: true } and the rule to say the others mention it, never that they
 * match other words; "bike for commuting" gives no `onlyWord`, and `inDetails` "some": some of the products shown
 * mention "bike" in their details (search-v40).
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
const { app, search } = await shopCaller(demoProducts(), composer);

test('the only word asked, named by none of the matches', async () => {
  await search('bike');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['fewNamed'], { word: 'bike', count: 0, onlyWord: true });
  assert.match(system, /If DATA\.fewNamed\.onlyWord is true/);
  assert.match(system, /never that they match other words/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('beside another word, no onlyWord', async () => {
  await search('bike for commuting');
  const { data } = lastChatPrompt(fake);
  assert.equal(data['fewNamed'], { word: 'bike', count: 0, inDetails: 'some' });
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
