/**
 * An audience a person implied where no product states one ("a bike for my 6 year old" in a shop of titles alone):
 * the model gets what the search did as the offline message says it (`audienceByName`, prompt search-v36) beside a
 * rule never to say a filter was relaxed. Through the core's caller in real SQLite, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { SEARCH_PROMPT_VERSION } from '../../llm/prompts/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const bike = (id: string, title: string): Product => ({
  id,
  title,
  category: 'Sports > Bikes',
  description: 'A bike.',
  price: 120,
});

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const shop = await shopCaller([bike('road', 'Aluminum Road Bike'), bike('kids', 'Kids Bike')], composer);

test('an implied audience met by title words, as the offline message says it', async () => {
  await shop.search('a bike for my 6 year old');
  const { system, data } = lastChatPrompt(fake);
  assert.is(
    data['audienceByName'],
    "No product here says who it's for, so those whose names say kids' come first.",
  );
  assert.equal(data['relaxed'], []);
  assert.match(system, /If DATA\.audienceByName is present/);
  assert.is(SEARCH_PROMPT_VERSION, 'search-v44');
});

test.after(() => fake.close());
test.run();
