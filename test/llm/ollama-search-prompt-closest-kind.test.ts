/**
 * A kind the shop sells none of, met by the broader kind its products are, reaches the model's prompt as the offline
 * message says it (search-v33), through the core's caller on the demo catalogue, against a loopback Ollama: "parka"
 * lists the jackets, and the model gets `kindNotSold` "parka" with `closestKind` "jackets" and a rule never to call
 * a jacket a parka (it had got nothing to say, the search having found nothing).
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
const offline = await shopCaller(products);

test('a kind met by its broader kind is given with the kind the products are', async () => {
  await search('waterproof parka under $150');
  const { system, data } = lastChatPrompt(fake);
  assert.is(data['kindNotSold'], 'parka');
  assert.is(data['closestKind'], 'jackets');
  assert.is(data['fewNamed'], undefined);
  assert.match(system, /If DATA\.closestKind is present/);
  assert.match(system, /never by DATA\.kindNotSold/);
  assert.match(
    (await offline.search('waterproof parka under $150')).chat,
    /No product here is a parka; these are the closest: jackets\./,
  );
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('a kind the shop sells none of, with no broader kind, has no closest kind', async () => {
  await search('sleeping bags');
  const { data } = lastChatPrompt(fake);
  assert.is(data['kindNotSold'], 'sleeping bag');
  assert.is(data['closestKind'], undefined);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
