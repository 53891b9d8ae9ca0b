/**
 * The constraints a request took back reach the model's prompt as the offline chat names them
 * (`understood.dropped`, prompt search-v14): "for everyone" after "hiking boots for my 12 year old son" gives
 * "kids' products only" (an audience only the son's age implied: `SearchQuery.droppedImplied`), not the raw
 * audience filter the model had read as "for kids", which the shopper never said; "remove the price filter" gives
 * "under $100". Through the core's caller on a real SQLite catalogue, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, converse } = await shopCaller(audienceBoots, composer);
const understood = (data: Record<string, unknown>) => data.understood as Record<string, unknown>;

test('an audience only the person implied is given as "kids\' products only", the person without the age', async () => {
  await converse('hiking boots for my 12 year old son', 'son');
  await converse('for everyone', 'son');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(understood(data).dropped, ["kids' products only"]);
  assert.is(understood(data).droppedImplied, undefined);
  assert.is(understood(data).recipient, 'your son');
  assert.match(system, /DATA\.understood\.dropped is present.*naming each as written there/);
});

test('an audience and a price the shopper named are given as they named them', async () => {
  await converse('hiking boots for kids under 100', 'named');
  await converse('any gender', 'named');
  assert.equal(understood(lastChatPrompt(fake).data).dropped, ['for kids']);
  await converse('remove the price filter', 'named');
  assert.equal(understood(lastChatPrompt(fake).data).dropped, ['under $100']);
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
