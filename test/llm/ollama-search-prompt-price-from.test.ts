/**
 * A bound read from the middle of the prices shown reaches the model's prompt as the offline opening says where it
 * came from (`understood.priceFrom`, prompt search-v20): "a bit more" after "running shoes" gives "above the middle
 * of what I showed you" beside the price "over $83"; a ceiling moved gives none. Through the core's caller on a real
 * SQLite catalogue, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, price: number): Product => ({
  id,
  title: `${id} Runner Shoe`,
  category: 'Shoes',
  price,
});

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, converse } = await shopCaller(
  [shoe('Tempo', 60), shoe('Trail', 70), shoe('Road', 95)],
  composer,
);
const understood = (data: Record<string, unknown>) => data.understood as Record<string, unknown>;

test('a bound read from the prices shown is given with where it came from', async () => {
  await converse('running shoes', 'median');
  await converse('a bit more', 'median');
  const { system, data } = lastChatPrompt(fake);
  assert.equal((understood(data).filters as Record<string, unknown>).price, 'over $71');
  assert.is(understood(data).priceFrom, 'above the middle of what I showed you');
  assert.is(understood(data).priceFromShown, undefined);
  assert.match(system, /DATA\.understood\.priceFrom is present/);
});

test('a ceiling moved is given without', async () => {
  await converse('running shoes under 80', 'ceiling');
  await converse('a bit more', 'ceiling');
  assert.is(understood(lastChatPrompt(fake).data).priceFrom, undefined);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
