/**
 * A superlative asked of the conversation's list ("which one is the cheapest?", "which is the lightest?") and a
 * comparison asked after a list of one ("compare the first two") are answered offline ("The cheapest is the …",
 * "None of these backpacks states its weight…", "Only one product is listed: … Compare it with what?"); the
 * model's prompt gets the same facts (`superlativeAnswer`, `pointedPast.compare` and `onlyListed`, prompt
 * search-v29; of a list of two said as a comparative, "The cheaper is …", search-v32), beside a rule for each. Through the core's caller on a real SQLite catalogue, against a loopback
 * Ollama.
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
  { id: 'rover', title: 'Rover 28L Daypack', category: 'Bags > Backpacks', price: 42.5 },
  { id: 'summit', title: 'Summit 40L Backpack', category: 'Bags > Backpacks', price: 120 },
  { id: 'city', title: 'City 20L Backpack', category: 'Bags > Backpacks', price: 75 },
  { id: 'harbor', title: 'Harbor Rain Jacket', category: 'Clothing > Jackets', price: 90 },
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, converse } = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('a superlative answered names its winner and value, as the offline message does', async () => {
  await converse('backpacks', 'cheapest');
  await converse('which one is the cheapest?', 'cheapest');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['superlativeAnswer'], {
    which: 'which is the cheapest',
    subject: 'The cheapest',
    winner: 'Rover 28L Daypack',
    value: '$42.50',
  });
  assert.is((data['understood'] as Record<string, unknown>)['superlativeAsked'], undefined);
  assert.match(system, /If DATA\.superlativeAnswer is present/);
  assert.match(system, /never that one again/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
  await offline.converse('backpacks', 'cheapest');
  const said = await offline.converse('which one is the cheapest?', 'cheapest');
  assert.ok(said.chat.startsWith('The cheapest is the Rover 28L Daypack ($42.50).'), said.chat);
});

test('of a list of two, the answer is said as a comparative, offline and in the prompt', async () => {
  await converse('backpacks under 100', 'cheaper');
  await converse('which one is the cheapest?', 'cheaper');
  const { data } = lastChatPrompt(fake);
  assert.equal(data['superlativeAnswer'], {
    which: 'which is the cheaper',
    subject: 'The cheaper',
    winner: 'Rover 28L Daypack',
    value: '$42.50',
  });
  await offline.converse('backpacks under 100', 'cheaper');
  const said = await offline.converse('which one is the cheapest?', 'cheaper');
  assert.ok(said.chat.startsWith('The cheaper is the Rover 28L Daypack ($42.50).'), said.chat);
});

test('a measure none of the list states: the kind and what none states', async () => {
  await converse('backpacks', 'lightest');
  await converse('which is the lightest?', 'lightest');
  assert.equal(lastChatPrompt(fake).data['superlativeAnswer'], {
    which: 'which is the lightest',
    unstated: { kinds: 'backpacks', states: 'its weight' },
  });
});

test('a comparison after a list of one: the one listed, and the rule to ask what to compare it with', async () => {
  await converse('rain jacket', 'one');
  await converse('compare the first two', 'one');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['pointedPast'], {
    position: 2,
    shown: 1,
    compare: true,
    onlyListed: 'Harbor Rain Jacket',
  });
  assert.match(system, /If DATA\.pointedPast\.compare is true/);
  assert.match(system, /Compare it with what\?/);
});

test('a plain search gives neither', async () => {
  await converse('backpacks', 'plain');
  const { data } = lastChatPrompt(fake);
  assert.is(data['superlativeAnswer'], undefined);
  assert.is(data['pointedPast'], undefined);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
