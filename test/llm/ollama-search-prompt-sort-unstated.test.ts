/**
 * A sort by a value none of the matches states ("best rated phone case for iphone 6" in a shop rating none): the
 * offline message says "None of these states its rating, so they are in order of relevance." instead of "best
 * rated first"; the model's prompt had got `understood.sort` "rating" and nothing else, and would say so. Now it
 * gets the same sentence (`orderUnstated`, prompt search-v34) and `understood.sort` relevance, beside a rule.
 * "which is the best?" of such a list says none states its rating rather than naming the first as the best rated.
 * Through the core's caller in real SQLite, against a loopback Ollama.
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
  { id: 'case-5', title: 'Leather Phone Case for iPhone 5', description: 'A slim leather case.' },
  { id: 'case-6', title: 'Rugged Phone Case for iPhone 6', description: 'A shockproof case.' },
  { id: 'case-6w', title: 'Wallet Phone Case for iPhone 6', description: 'A case with card slots.' },
  { id: 'cable', title: 'Charging Cable', description: 'A braided charging cable.' },
  { id: 'lamp', title: 'Desk Lamp', description: 'An LED desk lamp.' },
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const shop = await shopCaller(products, composer);
const offline = await shopCaller(products);

test('the model gets the sentence the offline message says, and the list as in relevance order', async () => {
  await shop.search('best rated phone case for iphone 6');
  const { system, data } = lastChatPrompt(fake);
  assert.is(data['orderUnstated'], 'None of these states its rating, so they are in order of relevance.');
  assert.is((data['understood'] as Record<string, unknown>)['sort'], 'relevance');
  assert.match(system, /If DATA\.orderUnstated is present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
  const said = await offline.search('best rated phone case for iphone 6');
  assert.match(said.chat, 'None of these states its rating, so they are in order of relevance.');
});

test('a sort stated by some match: no such fact, the order as asked', async () => {
  const rated = await shopCaller(
    products.map((product) =>
      product.id === 'case-6' ? { ...product, rating: 4.2, reviewCount: 8 } : product,
    ),
    composer,
  );
  await rated.search('best rated phone case for iphone 6');
  const { data } = lastChatPrompt(fake);
  assert.is(data['orderUnstated'], undefined);
  assert.is((data['understood'] as Record<string, unknown>)['sort'], 'rating');
  rated.app.close();
});

test('"which is the best?" of a list none of which is rated: none states its rating', async () => {
  const first = await offline.converse('phone case for iphone 6', 'pick');
  assert.ok(first.ids.length > 1);
  const best = await offline.converse('which is the best?', 'pick');
  assert.match(best.chat, /^None of these .+ states its rating, so I can't tell which is the better rated\./);
  assert.not.match(best.chat, /The better rated is/);
});

test.after(async () => {
  shop.app.close();
  offline.app.close();
  await fake.close();
});
test.run();
