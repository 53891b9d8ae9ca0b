/**
 * The price the offline search message states of a pick reaches the model's prompt too (prompt search-v15): of a
 * product whose sizes are priced apart, its price in the size asked ("$93 in King", `priceInAskedSize`), not only
 * its own price, which is its cheapest option's. Through the core's caller on a real SQLite catalogue, its chat
 * written by the real Ollama client against a loopback Ollama (test/helpers/fake-ollama-server.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';

const sheets = (id: string, title: string, queen: number, king: number): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: queen,
  attributes: { size: ['Queen', 'King'] },
  variants: [
    { id: `${id}-q`, title: 'Queen', price: queen, attributes: { size: 'Queen' } },
    { id: `${id}-k`, title: 'King', price: king, attributes: { size: 'King' } },
  ],
});

const catalogue: Product[] = [
  sheets('sateen', 'Sateen Sheet Set', 51, 93),
  {
    id: 'percale',
    title: 'Percale Sheet Set',
    category: 'Home > Bedding',
    price: 70,
    attributes: { size: ['King'] },
  },
  sizedBoot('ridge', 'Ridge Hiking Boot', () => true, {
    price: 79.99,
    sizePrice: (size) => (size === '7' ? 79.99 : 89.99),
  }),
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search } = await shopCaller(catalogue, composer);
const offline = await shopCaller(catalogue, createOfflineComposer());

type Facts = { id: string; price?: string; priceInAskedSize?: { size: string; price: string } };
const factsOf = (data: Record<string, unknown>, id: string) =>
  (data.products as Facts[]).find((product) => product.id === id);

test('a size priced apart: its price in the size asked, as the offline pick says it', async () => {
  const request = 'king sheet set under $100';
  assert.match((await offline.search(request)).chat, /Sateen Sheet Set, \$93 in King/);
  await search(request);
  const { system, data } = lastChatPrompt(fake);
  assert.equal(factsOf(data, 'sateen')?.priceInAskedSize, { size: 'King', price: '$93' });
  assert.is(factsOf(data, 'sateen')?.price, '$51', "its own price stays its cheapest option's");
  assert.is(factsOf(data, 'percale')?.priceInAskedSize, undefined, 'one price for every size');
  assert.match(system, /priceInAskedSize.*quote that price for it/);
});

test('a bare size number asked of boots, and none without a size asked', async () => {
  assert.match((await offline.search('hiking boots in size 10')).chat, /Ridge Hiking Boot, \$89\.99 in 10/);
  await search('hiking boots in size 10');
  assert.equal(factsOf(lastChatPrompt(fake).data, 'ridge')?.priceInAskedSize, {
    size: '10',
    price: '$89.99',
  });
  await search('hiking boots');
  assert.is(factsOf(lastChatPrompt(fake).data, 'ridge')?.priceInAskedSize, undefined);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
