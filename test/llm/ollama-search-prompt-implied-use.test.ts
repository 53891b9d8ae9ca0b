/**
 * A use alone no product names, whose implied feature some products have ("something for acne": non-comedogenic),
 * reaches the model as the offline message says it (search-v44): `understood.impliedFeatures` and the rule to say
 * these are the ones with those features, not popular picks. Through the core's caller on the demo catalogue,
 * against a loopback Ollama.
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
const { app, search } = await shopCaller(demoProducts(), composer);

test('"something for acne": the non-comedogenic products, said as such', async () => {
  const found = await search('something for acne');
  assert.ok(found.ids.length > 0);
  const { system, data } = lastChatPrompt(fake);
  const understood = data['understood'] as Record<string, unknown>;
  assert.equal(understood['impliedFeatures'], ['non-comedogenic']);
  assert.is(understood['text'], '');
  assert.equal(data['wordsNoProductHas'], ['acne']);
  assert.match(
    system,
    /when DATA\.understood\.impliedFeatures is not empty, that these are the ones with those/,
  );
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test.after(async () => {
  app.close();
  await fake.close();
});
test.run();
