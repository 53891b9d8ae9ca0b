/**
 * A lone word the search only guessed at reaches the model's prompt as the offline message says it (search-v41),
 * through the core's caller on the demo catalogue, against a loopback Ollama: "adidas", read as "acids", gives
 * `fewNamed` { word: "adidas", readAs: "acids" } and the rule never to say a product holds the word as typed;
 * "commuting", typed as the products write it, gives no `readAs`.
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

test('a guess the matches hold as another word', async () => {
  await search('adidas');
  const { system, data } = lastChatPrompt(fake);
  const few = data['fewNamed'] as { word: string; readAs?: string; onlyWord?: true } | undefined;
  assert.is(few?.word, 'adidas');
  assert.is(few?.readAs, 'acids');
  assert.is(few?.onlyWord, true);
  assert.match(system, /If DATA\.fewNamed\.readAs is present/);
  assert.match(system, /never say any product holds the word as typed/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('a word typed as the products write it, no readAs', async () => {
  await search('commuting');
  const { data } = lastChatPrompt(fake);
  const few = data['fewNamed'] as { word: string; readAs?: string } | undefined;
  assert.is(few?.word, 'commuting');
  assert.is(few?.readAs, undefined);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
