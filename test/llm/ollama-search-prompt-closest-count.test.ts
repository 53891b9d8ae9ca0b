/**
 * A count of people asked as it is that no product shown has exactly reaches the model's prompt as the offline
 * message says it (`closestFit`, prompt search-v23): "waterproof tent that sleeps 2 under 100" showing only a
 * 6-person tent gives { asked: "2-person", closest: "6-person" } beside the rule, where the offline chat says
 * "Nothing here is exactly 2-person; the closest fit is 6-person." (the prompt had nothing of it, so the model could
 * call the tent a fit for two); a tent of the count shown gives none. Through the core's caller on a real SQLite
 * catalogue, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { tent } from '../helpers/tents.ts';

const products: Product[] = [
  tent('basecamp', 'Basecamp Freestanding Camping Tent', '6-person', { price: 91.99 }),
  tent('lakeside', 'Lakeside Freestanding Tent', '4-person', { price: 129 }),
  tent('ridge', 'Ridge Backpacking Tent', '2-person', { price: 304 }),
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search } = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('a count no product shown has exactly is given with the closest fit, as the offline chat says it', async () => {
  const request = 'waterproof tent that sleeps 2 under 100';
  await search(request);
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data.closestFit, { asked: '2-person', closest: '6-person' });
  assert.match(system, /DATA\.closestFit is present/);
  assert.match(
    (await offline.search(request)).chat,
    'Nothing here is exactly 2-person; the closest fit is 6-person.',
  );
});

test('a product of the count shown gives none', async () => {
  await search('tent that sleeps 2');
  assert.is(lastChatPrompt(fake).data.closestFit, undefined);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
