/**
 * On a product's page, a product asked to compare it with that the catalogue holds no one product of ("how does
 * it compare to the zebra jacket?") reaches the model's prompt as the offline message names it (`comparedUnfound`,
 * prompt search-v25), beside its rule: the offline chat opens 'I couldn't find one product called "zebra jacket" to
 * compare with the …', where the prompt had nothing of it, so the model could only answer about the viewed
 * product. Through the core's caller on a real SQLite catalogue, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { SEARCH_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'coastal',
    title: 'Coastal Recycled Nylon Rain Jacket',
    category: 'Clothing > Jackets',
    price: 90,
    attributes: { material: 'recycled nylon', features: ['waterproof'] },
  },
  {
    id: 'harbor',
    title: 'Harbor Rain Jacket',
    category: 'Clothing > Jackets',
    price: 115,
    attributes: { material: 'polyester ripstop', features: ['waterproof'] },
  },
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, askOnPage } = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('a name no one product has is given with its rule, as the offline chat says it', async () => {
  const request = 'how does it compare to the zebra jacket?';
  await askOnPage(request, undefined, 'coastal');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data.comparedUnfound, {
    name: 'zebra jacket',
    viewing: 'Coastal Recycled Nylon Rain Jacket',
  });
  assert.match(system, /DATA\.comparedUnfound is present/);
  assert.ok(
    (await offline.askOnPage(request, undefined, 'coastal')).chat.startsWith(
      'I couldn\'t find one product called "zebra jacket" to compare with the Coastal Recycled Nylon Rain ' +
        "Jacket you're viewing.",
    ),
  );
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('a question naming no other product gives none', async () => {
  await askOnPage('is it waterproof?', undefined, 'coastal');
  assert.is(lastChatPrompt(fake).data.comparedUnfound, undefined);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
