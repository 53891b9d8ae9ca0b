/**
 * Small talk reaches the model's prompt as the offline chat answers it (`smallTalk`, prompt search-v24): "hello" gives
 * { kind: "greeting", listKept: false } beside the rule to answer it as such, never "Showing" nor a count; "what do
 * you sell?" the shop's departments as the offline reply names them ("clothing (jackets, sweaters)"); "thanks" after a
 * search in a conversation `listKept: true`, the products being that search's still. A product search gives none.
 * The prompt had nothing of it, so the model wrote about "products" as if they were asked for. Through the core's
 * caller on a real SQLite catalogue, against a loopback Ollama.
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
  { id: 'tent', title: 'Ridge Tent', category: 'Outdoor > Tents', price: 200, rating: 4.9, reviewCount: 900 },
  { id: 'jacket', title: 'Softshell Jacket', category: 'Clothing > Jackets', price: 165 },
  { id: 'sweater', title: 'Cable Sweater', category: 'Clothing > Sweaters', price: 80 },
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search, converse } = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('a greeting is given as small talk, with the rule to answer it as such', async () => {
  await search('hello');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['smallTalk'], { kind: 'greeting', listKept: false });
  assert.match(system, /DATA\.smallTalk is present/);
  assert.match(system, /never say "Showing"/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test('"what do you sell?" gives the departments as the offline reply names them', async () => {
  await search('what do you sell?');
  assert.equal(lastChatPrompt(fake).data['smallTalk'], {
    kind: 'offer',
    listKept: false,
    departments: ['clothing (jackets, sweaters)', 'outdoor (tents)'],
    moreDepartments: false,
  });
  assert.match(
    (await offline.search('what do you sell?')).chat,
    /^We have clothing \(jackets, sweaters\) and outdoor \(tents\)\./,
  );
});

test('"thanks" after a search in a conversation keeps its list', async () => {
  await converse('tents', 'kept');
  assert.is(lastChatPrompt(fake).data['smallTalk'], undefined, 'a product search is no small talk');
  await converse('thanks', 'kept');
  const { data } = lastChatPrompt(fake);
  assert.equal(data['smallTalk'], { kind: 'thanks', listKept: true });
  assert.is((data['understood'] as { text: string }).text, 'tents');
});

test('"is it waterproof?" with nothing it can be is small talk of kind which, with the rule to ask which one', async () => {
  await search('is it waterproof?');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['smallTalk'], { kind: 'which', listKept: false });
  assert.match(system, /for which, the shopper asked about "it" with no product in view/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
