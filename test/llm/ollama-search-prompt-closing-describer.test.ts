/**
 * The facts the offline chat says of a goodbye, of declining and of a kind or describer not held reach the model's
 * prompt (search-v26), through the core's caller on a real SQLite catalogue, against a loopback Ollama. "bye" and
 * "no thanks" are small talk that names no product ("Bye for now! …", "No problem! …"), but the prompt knew only
 * greetings, thanks, help and offers and told the model to name popular picks. "washable bag" where no bag says
 * "washable" is said so offline ('No bag here mentions "washable", …'), "sleeping bag" where backpacks are
 * "Bags" "No product here is a sleeping bag; …"; the model had `fewNamed` with count 0 and a rule to say "only 0 of
 * the matches have the word in their name".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { SEARCH_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { describedProduct, describedShop } from '../helpers/described-shop.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  ...describedShop,
  describedProduct('tent', 'Ridge Tent', 'Outdoor > Tents', 'A two-person tent for three seasons.'),
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search, converse } = await shopCaller(products, composer);
const offline = await shopCaller(products);

type Talk = { kind: string; listKept: boolean; namesNoProduct?: true };
const talkOf = (data: Record<string, unknown>) => data['smallTalk'] as Talk | undefined;

test('a goodbye and declining are given as small talk that names no product, with their rules', async () => {
  for (const [request, kind, offlineChat] of [
    ['bye', 'farewell', /^Bye for now! /],
    ['no thanks', 'decline', /^No problem! Tell me whenever/],
  ] as const) {
    await search(request);
    const { data } = lastChatPrompt(fake);
    assert.equal(talkOf(data), { kind, listKept: false, namesNoProduct: true }, request);
    assert.match((await offline.search(request)).chat, offlineChat, request);
  }
  const { system } = lastChatPrompt(fake);
  assert.match(system, /greeting, thanks, acknowledgement, help, offer, farewell, decline, which or shop/);
  assert.match(system, /for farewell, say goodbye/);
  assert.match(system, /If DATA\.smallTalk\.namesNoProduct is true, stop there: name no product/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('in a conversation "no" keeps its list to say, "bye" names none', async () => {
  await converse('tents', 'closing');
  await converse('no', 'closing');
  assert.equal(talkOf(lastChatPrompt(fake).data), { kind: 'decline', listKept: true });
  await converse('bye', 'closing');
  assert.equal(talkOf(lastChatPrompt(fake).data), {
    kind: 'farewell',
    listKept: true,
    namesNoProduct: true,
  });
});

test('a describer no bag holds is given as the offline message says it, not as few named', async () => {
  await search('washable bag');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['describerNotHeld'], { word: 'washable', kind: 'bag' });
  assert.is(data['fewNamed'], undefined);
  assert.is(data['onlyPartialMatches'], false);
  assert.match(system, /If DATA\.describerNotHeld is present/);
  assert.match(
    (await offline.search('washable bag')).chat,
    /No bag here mentions "washable", so these match your other words\./,
  );
});

test('a kind the shop sells none of is given as the offline message says it', async () => {
  await search('sleeping bags');
  const { system, data } = lastChatPrompt(fake);
  assert.is(data['kindNotSold'], 'sleeping bag');
  assert.is(data['fewNamed'], undefined);
  assert.match(system, /If DATA\.kindNotSold is present/);
  assert.match((await offline.search('sleeping bags')).chat, /No product here is a sleeping bag;/);
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
