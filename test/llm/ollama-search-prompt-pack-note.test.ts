/**
 * A pack asked ("socks 12 pack") where none shown is sold as one: the offline message says "None of these is sold
 * as a 12-pack."; the model gets the same sentence (`packNote`, prompt search-v35) beside a rule, and no bare
 * count in `understood`. Through the core's caller in real SQLite, against a loopback Ollama.
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
  { id: 'socks3', title: 'Merino Hiking Socks, Pack of 3', category: 'Clothing > Socks' },
  { id: 'socks1', title: 'Wool Hiking Socks', category: 'Clothing > Socks' },
  { id: 'lamp', title: 'Desk Lamp', description: 'An LED desk lamp.' },
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const shop = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('the model gets the sentence the offline message says about the pack asked', async () => {
  await shop.search('socks 12 pack');
  const { system, data } = lastChatPrompt(fake);
  assert.is(data['packNote'], 'None of these is sold as a 12-pack.');
  assert.is((data['understood'] as Record<string, unknown>)['pack'], undefined);
  assert.match(system, /If DATA\.packNote is present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
  assert.match((await offline.search('socks 12 pack')).chat, 'None of these is sold as a 12-pack.');
  await shop.search('socks 3 pack');
  assert.is(lastChatPrompt(fake).data['packNote'], 'The ones sold as a 3-pack come first.');
  await shop.search('wool socks');
  assert.is(lastChatPrompt(fake).data['packNote'], undefined);
});

test.after(async () => {
  shop.app.close();
  offline.app.close();
  await fake.close();
});

test.run();
