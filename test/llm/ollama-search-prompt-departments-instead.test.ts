/**
 * Where words no product holds found nothing ("can you find a hat" in a shop without hats), the offline chat names
 * the shop's departments instead of "Try different words."; the model's prompt gets them as it names them
 * (`departmentsInstead`, prompt search-v27), beside the rule to say them. A search that finds something, or finds
 * nothing for its constraints alone, gives none. Through the core's caller on a real SQLite catalogue, against a
 * loopback Ollama.
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
  { id: 'tent', title: 'Ridge Tent', category: 'Outdoor > Tents', price: 200 },
  { id: 'jacket', title: 'Softshell Jacket', category: 'Clothing > Jackets', price: 165 },
  { id: 'sweater', title: 'Cable Sweater', category: 'Clothing > Sweaters', price: 80 },
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search } = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('words no product holds: the departments as the offline message names them', async () => {
  await search('can you find a hat');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['departmentsInstead'], {
    departments: ['clothing (jackets, sweaters)', 'outdoor (tents)'],
    moreDepartments: false,
  });
  assert.equal(data['wordsNoProductHas'], ['hat']);
  assert.match(system, /if DATA\.departmentsInstead is present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
  assert.match(
    (await offline.search('can you find a hat')).chat,
    /We have clothing \(jackets, sweaters\) and outdoor \(tents\)\. Try one of those, or different words\.$/,
  );
});

test('a search that finds something gives none', async () => {
  await search('tents');
  assert.is(lastChatPrompt(fake).data['departmentsInstead'], undefined);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
