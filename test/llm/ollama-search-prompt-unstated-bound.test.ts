/**
 * A bound the shop cannot check ("tent for 4 under 2 kg" where no tent states a weight) and a bare number no kind
 * reads ("something bigger than 4") are said offline first ("None of the shop's tents states its weight, so I can't
 * tell which are under 2 kg.", "I can't tell what 4 measures in "bigger than 4" without a kind of product; name the
 * kind you mean."); the model's prompt had got neither (nor "of the shop's", so it would say "None of these"), and
 * the bound's words echoed in `understood.text`. Now it gets the same facts (`superlativeAnswer.unstated.ofShop`,
 * `measureUnclear`, prompt search-v29) beside a rule for each. Through the core's caller on the demo catalogue in
 * real SQLite, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SEARCH_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const shop = await shopCaller(demoProducts(), composer);
const offline = await shopCaller(demoProducts());

test('a bound none of the shop states: of the shop, and its words not echoed', async () => {
  await shop.search('tent for 4 under 2 kg');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['superlativeAnswer'], {
    which: 'which are under 2 kg',
    unstated: { kinds: 'tents', states: 'its weight', ofShop: true },
  });
  assert.is((data['understood'] as Record<string, unknown>)['text'], 'tent');
  assert.is(data['measureUnclear'], undefined);
  assert.match(system, /If DATA\.superlativeAnswer\.unstated\.ofShop is true/);
  assert.match(system, /None of the shop's <kinds> states <states>/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
  const said = await offline.search('tent for 4 under 2 kg');
  assert.ok(
    said.chat.startsWith("None of the shop's tents states its weight, so I can't tell which are under 2 kg."),
    said.chat,
  );
});

test('a bare number no kind reads: the number and the bound as said', async () => {
  await shop.search('something bigger than 4');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(data['measureUnclear'], { number: '4', said: 'bigger than 4', popular: true });
  assert.is(data['superlativeAnswer'], undefined);
  assert.match(system, /If DATA\.measureUnclear is present/);
  assert.match(system, /If DATA\.measureUnclear\.popular is true/);
  const said = await offline.search('something bigger than 4');
  assert.ok(said.chat.startsWith('I can\'t tell what 4 measures in "bigger than 4"'), said.chat);
});

test('with nothing else asked, the popular picks follow, said as such, not "Showing 4."', async () => {
  const said = await offline.search('something bigger than 4');
  assert.match(said.chat, /name the kind you mean\. Popular right now: /);
  assert.not.match(said.chat, /Showing|matches/, said.chat);
  // The products a request naming nothing lists, not those whose titles hold a 4.
  assert.equal(said.ids, (await offline.search('anything')).ids);
  await shop.search('something bigger than 4');
  const { data } = lastChatPrompt(fake);
  assert.is((data['understood'] as Record<string, unknown>)['text'], '');
  const red = await offline.search('anything bigger than 4 in red');
  assert.match(red.chat, /name the kind you mean\. Showing red products\./);
});

test('a plain search gives neither', async () => {
  await shop.search('tent for 4');
  const { data } = lastChatPrompt(fake);
  assert.is(data['superlativeAnswer'], undefined);
  assert.is(data['measureUnclear'], undefined);
});

test.after(async () => {
  shop.app.close();
  offline.app.close();
  await fake.close();
});
test.run();
