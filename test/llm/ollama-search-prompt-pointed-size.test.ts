/**
 * A size said of a product pointed at that it lacks ("the first one in size 9" of a kids' shoe): the model gets the
 * offline message's sentence as `viewedProductAnswer`, and no `sizeSaid` (how relaxation ordered the constraints)
 * in `understood`; after alternatives to one were shown, which list "the first one" points into, in that answer
 * too. Through the core's caller in real SQLite, against a loopback Ollama.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, gender: string, size: string[], price: number): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price,
  attributes: { gender, size },
});

const products: Product[] = [
  shoe('tempo', 'Tempo Flex Mesh Running Shoe', 'kids', ['13', '1', '2', '3'], 43),
  shoe('aero', 'Aerostride Mesh Running Shoe', 'men', ['8', '9', '10'], 93),
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const shop = await shopCaller(products, composer);

test('the model gets the sentence saying the product pointed at lacks the size, and no sizeSaid', async () => {
  await shop.converse('running shoes under 80', 'prompt-pointed-size');
  await shop.converse('the first one in size 9', 'prompt-pointed-size');
  const { data } = lastChatPrompt(fake);
  assert.is(
    data['viewedProductAnswer'],
    "The Tempo Flex Mesh Running Shoe doesn't come in size 9 (it comes in sizes 13, 1, 2 or 3).",
  );
  assert.is((data['understood'] as Record<string, unknown>)['sizeSaid'], undefined);
});

test('the model gets which list "the first one" points into after alternatives, in viewedProductAnswer', async () => {
  await shop.converse('running shoes', 'prompt-pointed-back');
  await shop.converse('the first one but cheaper', 'prompt-pointed-back');
  await shop.converse('is the first one waterproof?', 'prompt-pointed-back');
  const answer = String(lastChatPrompt(fake).data['viewedProductAnswer']);
  assert.match(
    answer,
    /^The first one of the running shoes I listed earlier is the Aerostride Mesh Running Shoe\. No:/,
  );
});

test.after(async () => {
  shop.app.close();
  await fake.close();
});

test.run();
