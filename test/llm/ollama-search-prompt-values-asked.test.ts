/**
 * A value asked as it is beside its attribute's words reaches the model's prompt as the offline opening names it
 * (search-v37), through the core's caller on the demo catalogue, against a loopback Ollama: "watch with 42mm case"
 * had given `understood.text` "watch with 42mm" and the raw `nearRoom`; now `text` "watch" and `valuesAsked`
 * ["case size 42mm"], with the rule to name it as written. A use said after it keeps its "for" ("watch with 42 mm
 * case for diving": `text` "watch for diving", had been "watch with diving"). A bound relaxed is in `relaxed` only.
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

const understood = (data: Record<string, unknown>) => data['understood'] as Record<string, unknown>;

test('the value asked, named by its attribute, out of the words', async () => {
  await search('watch with 42mm case');
  const { system, data } = lastChatPrompt(fake);
  assert.is(understood(data)['text'], 'watch');
  assert.equal(understood(data)['valuesAsked'], ['case size 42mm']);
  assert.is(understood(data)['nearRoom'], undefined);
  assert.match(system, /DATA\.understood\.valuesAsked, when present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('a use said after the attribute keeps its connector', async () => {
  await search('watch with 42 mm case for diving');
  const { data } = lastChatPrompt(fake);
  assert.is(understood(data)['text'], 'watch for diving');
  assert.equal(understood(data)['valuesAsked'], ['case size 42 mm']);
});

test('a room bound relaxed is no value asked', async () => {
  await search('laptop backpack that fits 18 inch');
  const { data } = lastChatPrompt(fake);
  assert.equal(data['relaxed'], ['fits 18 inch']);
  assert.is(understood(data)['valuesAsked'], undefined);
  assert.is(understood(data)['nearRoom'], undefined);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
