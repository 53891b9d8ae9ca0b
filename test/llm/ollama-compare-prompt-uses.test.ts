/**
 * A use asked of a comparison ("which is better for a pool party?", "for hiking") reaches the model as the offline
 * message states it: first the products whose details mention it, else the features bearing on it each lists, with
 * the rule to call none suited beyond that (prompt compare-v4, pinned at compare-v6). Through the core's caller on the demo catalogue in
 * real SQLite, its chat written by the real Ollama client against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COMPARE_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, compare } = await shopCaller(demoProducts(), composer);
const speakers = ['sku-00010', 'sku-00019', 'sku-00022'];

test('the use is answered first from the products’ own words, then what bears on it', async () => {
  assert.is(await compare(speakers, 'which is better for a pool party?'), 'Here are some matches.');
  const { system, data } = lastChatPrompt(fake);
  assert.match(system, /Never call a product suited to a use its facts do not mention\./);
  const findings = data.findings as string[];
  assert.is(
    findings[0],
    'For a pool party: Ripple 30W Portable Bluetooth Speaker ("Ready for movie nights and pool parties.").',
  );
  assert.ok(
    findings.includes('Of the features bearing on it, all of them list waterproof.'),
    findings.join(' | '),
  );
});

test('a use none mentions: the features bearing on it each lists', async () => {
  await compare(speakers, 'which is better for hiking?');
  const findings = lastChatPrompt(fake).data.findings as string[];
  assert.match(
    findings[0] ?? '',
    /^None of them mentions hiking in its details; of the features bearing on it, /,
  );
});

test('the compare prompt version is pinned', () => {
  assert.is(COMPARE_PROMPT_VERSION, 'compare-v6');
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
