/**
 * The facts the offline search message states reach the model's prompt too, so a message written by Ollama is as
 * true: which products match the whole request (the naming phrase: "running shoes"), how a price in another
 * currency was read, the page being viewed, a page past the end. Through the core's caller on a real SQLite
 * catalogue, its chat written by the real Ollama client against a loopback Ollama (test/helpers/fake-ollama-server).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, price: number): Product => ({
  id,
  title,
  description: 'Clear, balanced sound with noise cancelling for calls and flights.',
  category: 'Electronics > Headphones',
  price,
  currency: 'USD',
  rating: 4.5,
  reviewCount: 100,
  attributes: { features: ['wireless', 'noise cancelling'] },
});

const shoe = (id: string, title: string, category: string, price: number): Product => ({
  id,
  title,
  description: 'A light, comfortable shoe for every day.',
  category,
  price,
  currency: 'USD',
  attributes: { color: 'blue' },
});

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, caller, search, converse } = await shopCaller(
  [
    headphones('halo', 'Halo Noise Cancelling Over-Ear Headphones', 220),
    headphones('drift', 'Drift Over-Ear Headphones', 180),
    headphones('tempo', 'Tempo Wireless On-Ear Headphones', 65),
    headphones('sonic', 'Sonic Earbuds', 40),
    // A shop filing every shoe under "Shoes": "running shoes" lists its other shoes too, after the running ones.
    shoe('trail', 'Cadence Trail Running Shoe', 'Shoes', 45),
    shoe('mesh', 'Tempo Mesh Running Shoe', 'Shoes', 43),
    shoe('knit', 'Metro Knit Slip-On Shoe', 'Shoes', 45),
    shoe('low', 'Metro Low-Top Sneaker', 'Shoes', 51),
    {
      ...shoe('errand', 'Errand Knit Shoe', 'Shoes', 39),
      description: 'Made for running errands.',
    },
  ],
  composer,
);

type Facts = { id: string; matchesWholeRequest?: boolean };
const products = (data: Record<string, unknown>) => data.products as Facts[];
const wholeOf = (data: Record<string, unknown>, id: string) =>
  products(data).find((product) => product.id === id)?.matchesWholeRequest;

test('the model is told the naming phrase and which products match the whole request', async () => {
  const { chat } = await search('blue running shoes under 80');
  assert.is(chat, 'Here are some matches.', 'the message is the model’s');
  const { system, data } = lastChatPrompt(fake);
  assert.is(data.naming, 'running shoes');
  assert.is(wholeOf(data, 'trail'), true);
  assert.is(wholeOf(data, 'mesh'), true);
  assert.is(wholeOf(data, 'errand'), false, 'it says "running" and "shoe", not "running shoe"');
  assert.match(system, /matchesWholeRequest is false is what the shopper asked for \(DATA\.naming/);
});

test('an on-ear headphone is not a match of "over ear headphones", in the prompt as offline', async () => {
  await converse('over ear headphones with noise cancelling', 'cans');
  assert.is(wholeOf(lastChatPrompt(fake).data, 'halo'), true);
  await converse('under 100', 'cans');
  const { data } = lastChatPrompt(fake);
  assert.is(data.naming, 'over ear headphones');
  assert.is(wholeOf(data, 'tempo'), false, 'on-ear');
});

test('a price in another currency: how it was read, and the system rule against converting it', async () => {
  await search('headphones under €100');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data.foreignPrice, { shopCurrency: 'USD', said: 'under €100', readAs: 'under $100' });
  assert.match(system, /DATA\.foreignPrice.*never write a price in another currency or convert one/);
  await search('headphones under $100');
  assert.is(lastChatPrompt(fake).data.foreignPrice, undefined, "in the shop's currency it needs no note");
});

test("a relaxed price in another currency is named in the shop's, as offline", async () => {
  await search('headphones under £10');
  const { data } = lastChatPrompt(fake);
  assert.equal(data.relaxed, ['under $10']);
  assert.equal(data.foreignPrice, { shopCurrency: 'USD', said: 'under £10', readAs: 'under $10' });
});

test('the page being viewed, and whether its product is among the results', async () => {
  for await (const _ of await caller.search({
    content: 'running shoes',
    chatMetadata: { productId: 'mesh' },
  }));
  assert.equal(lastChatPrompt(fake).data.viewing, { title: 'Tempo Mesh Running Shoe', amongResults: true });
  const onPage = { content: 'running shoes', chatMetadata: { title: 'Vomero 17' } };
  for await (const _ of await caller.search(onPage));
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data.viewing, { title: 'Vomero 17', amongResults: false });
  assert.match(system, /DATA\.viewing\.amongResults/);
  // Running shoes are no alternatives to headphones: no viewing fact to say.
  const otherKind = {
    content: 'running shoes',
    chatMetadata: { title: 'Halo Noise Cancelling Over-Ear Headphones' },
  };
  for await (const _ of await caller.search(otherKind));
  assert.is(lastChatPrompt(fake).data.viewing, undefined);
});

test('a page past the end is not "nothing matched"', async () => {
  for await (const _ of await caller.search({ content: 'running shoes', page: 9 }));
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data.products, []);
  assert.is(data.page, 9);
  assert.ok((data.totalMatches as number) > 0);
  assert.match(system, /DATA\.products is empty but DATA\.totalMatches is not 0/);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
