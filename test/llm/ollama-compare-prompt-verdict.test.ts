/**
 * A verdict asked of a comparison ("which one should I buy?", "which is best value?") reaches the model as its first
 * finding, with the rule to give it and no other pick (prompt compare-v5); it had been told only the picks for a
 * tight budget and best rated. Through the core's caller on the demo catalogue in real SQLite, its chat written by
 * the real Ollama client against a loopback Ollama.
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
const jackets = ['sku-00190', 'sku-00345', 'sku-00230'];

test('"which one should I buy?": the pick is the first finding, and the rule to give it', async () => {
  await compare(jackets, 'which one should I buy?');
  const { system, data } = lastChatPrompt(fake);
  assert.match(system, /never pick another product/);
  const findings = data.findings as string[];
  assert.match(
    findings[0] ?? '',
    /^My pick: Northvale Harbor Rain Jacket \(4\.3\/5 from 1,497 reviews, \$115\): /,
  );
  assert.not.ok(
    findings.some((finding) => finding.startsWith('Best rated')),
    findings.join(' | '),
  );
});

test('"which is best value?": the best value is the first finding', async () => {
  await compare(jackets, 'which is best value?');
  const findings = lastChatPrompt(fake).data.findings as string[];
  assert.match(findings[0] ?? '', /^Best value: Northvale Harbor Rain Jacket at \$115 /);
});

test('the compare prompt version is pinned', () => {
  assert.is(COMPARE_PROMPT_VERSION, 'compare-v6');
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
