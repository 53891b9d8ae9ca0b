/**
 * A question of degree about the viewed product ("how warm is it?", "how long is it?", "is it loud?"), through the
 * core's caller on a real SQLite catalogue: answered first from what it states, or said plainly that it doesn't.
 * "how warm is it?" of an insulated puffer had got no answer, only "Showing warm products like …".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, attributes: Product['attributes']): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 100,
  description: 'A jacket for the trail.',
  ...(attributes && { attributes }),
});

const products: Product[] = [
  jacket('puffer', 'Coastal Puffer Jacket', {
    features: ['insulated', 'packable', 'windproof'],
    fill: 'synthetic',
  }),
  jacket('fleece', 'Harbor Lightweight Fleece Jacket', { features: ['lightweight', 'quick-drying'] }),
  jacket('rain', 'Coastal Rain Jacket', { features: ['waterproof', 'breathable'] }),
  {
    id: 'tent',
    title: 'Sierra Backpacking Tent',
    category: 'Outdoor > Tents',
    price: 165,
    attributes: { capacity: '2-person' },
    description: 'Two doors and roomy vestibules make it comfortable for longer trips.',
  },
  {
    id: 'speaker',
    title: 'Ripple Bluetooth Speaker',
    category: 'Electronics > Speakers',
    price: 120,
    attributes: { output: '30W', batteryLife: '16 hours' },
  },
];

const { app, askOnPage, compare } = await shopCaller(products);

const page = async (content: string, productId: string) =>
  (await askOnPage(content, undefined, productId)).chat;

test('"how warm is it?" is answered from its warmth data, else said not stated', async () => {
  assert.match(
    await page('how warm is it?', 'puffer'),
    /^The Coastal Puffer Jacket you're viewing is insulated \(fill: synthetic\)\. /,
  );
  assert.match(
    await page('how warm is it?', 'fleece'),
    /^The Harbor Lightweight Fleece Jacket you're viewing lists no warmth or temperature rating\. /,
  );
});

test('a measure asked by its adjective: its spec, or that it lists none (not a word its description holds)', async () => {
  assert.match(
    await page('how long is it?', 'tent'),
    /^The Sierra Backpacking Tent you're viewing lists no length\. /,
  );
  assert.match(
    await page('how thick is it?', 'tent'),
    /^The Sierra Backpacking Tent you're viewing lists no thickness\. /,
  );
  for (const question of ['is it loud?', 'how loud is it?'])
    assert.match(
      await page(question, 'speaker'),
      /^The Ripple Bluetooth Speaker you're viewing has an output of 30W\. /,
      question,
    );
  assert.match(
    await page('is it big?', 'tent'),
    /^The Sierra Backpacking Tent you're viewing fits 2 people\. /,
  );
  assert.match(
    await page('is it heavy?', 'fleece'),
    /^The Harbor Lightweight Fleece Jacket you're viewing lists no weight, but is listed as lightweight\. /,
  );
});

test('a feature asked by degree, and "will it keep me dry?"', async () => {
  assert.match(
    await page('how waterproof is it?', 'rain'),
    /^The Coastal Rain Jacket you're viewing is waterproof\. /,
  );
  assert.match(
    await page('will it keep me dry?', 'rain'),
    /^Yes: the Coastal Rain Jacket you're viewing is waterproof\. /,
  );
  assert.match(
    await page('will it keep me dry?', 'puffer'),
    /^I can't tell: nothing about the Coastal Puffer Jacket you're viewing mentions "dry"\. /,
  );
});

test('"which will keep me dry?" compares them for rain', async () => {
  const chat = await compare(['puffer', 'rain'], 'which will keep me dry?');
  assert.match(chat, /^Comparing Coastal Puffer Jacket and Coastal Rain Jacket for rain\. /);
  assert.match(chat, /rain: Coastal Rain Jacket \(waterproof\); Coastal Puffer Jacket lists none of that\./);
});

test.after(() => app.close());
test.run();
