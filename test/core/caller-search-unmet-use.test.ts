/**
 * A use after "for" ranks; it need not match. In the demo shop "waterproof jacket for skiing" (no waterproof jacket
 * mentions skiing; puffers for "ski trips" are only water-resistant) had said "Nothing matched every detail, so I
 * relaxed: feature waterproof." and put an insulated puffer, a fleece and another puffer before the waterproof rain
 * jackets; now the waterproof jackets are shown and the chat says 'No jacket here mentions "skiing", so these match
 * your other words.'. A use asking a rating the products state ("waterproof watch for swimming") still relaxes the
 * feature for the watches meeting it. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const features = listedFeatures;

test('an unmet use keeps the feature the shop meets: the waterproof jackets, the use said unmet', async () => {
  const { ids, chat } = await demo.search('waterproof jacket for skiing');
  assert.not.match(chat, /relaxed/u, chat);
  assert.match(chat, 'No jacket here mentions "skiing", so these match your other words.');
  assert.ok(ids.length > 0);
  for (const id of ids) {
    const product = byId.get(id);
    assert.ok(features(product).includes('waterproof'), product?.title);
    assert.match(product?.title ?? '', /jacket/iu);
  }
});

test('likewise "waterproof backpack for kayaking" and "black sneakers for tennis" keep their filters', async () => {
  const backpacks = await demo.search('waterproof backpack for kayaking');
  assert.not.match(backpacks.chat, /relaxed/u, backpacks.chat);
  assert.ok(backpacks.ids.every((id) => features(byId.get(id)).includes('waterproof')));
  const sneakers = await demo.search('black sneakers for tennis');
  assert.not.match(sneakers.chat, /relaxed/u, sneakers.chat);
});

test('a use asking a rating the shop states still relaxes the feature: "waterproof watch for swimming"', async () => {
  const { chat } = await demo.search('waterproof watch for swimming');
  assert.match(chat, 'I relaxed: feature waterproof.');
  assert.match(chat, 'None of these is labelled waterproof; they are water-resistant.');
});

test('a missing kind still relaxes a filter: "red running shoes" lists running shoes', async () => {
  const { chat } = await demo.search('red running shoes');
  assert.match(chat, 'I relaxed: colour red.');
});

const caseFor = (id: string, title: string, color: string): Product => ({
  id,
  title,
  price: 19,
  currency: 'USD',
  category: 'Electronics > Phone Cases',
  attributes: { color },
});
const cases = await shopCaller([
  caseFor('orbit-5-slim', 'Slim Case for Nexa Orbit 5', 'red'),
  caseFor('orbit-5-rugged', 'Rugged Case for Nexa Orbit 5', 'red'),
  caseFor('orbit-7-slim', 'Slim Case for Nexa Orbit 7', 'black'),
  caseFor('orbit-7-clear', 'Clear Case for Nexa Orbit 7', 'clear'),
  caseFor('pixelon-leather', 'Leather Case for Pixelon 3', 'brown'),
]);

test('what a product is made to fit is no soft use: "red case for nexa orbit 7" relaxes the colour', async () => {
  // No red case fits the Orbit 7: its cases in other colours, not red cases for another phone.
  for (const [words, first] of [
    ['red case for nexa orbit 7', 'orbit-7'],
    ['red case for pixelon', 'pixelon'],
  ] as const) {
    const { ids, chat } = await cases.search(words);
    assert.match(chat, 'I relaxed: colour red.', words);
    assert.ok(ids[0]?.startsWith(first), `${words}: ${ids.join(' ')}`);
  }
});

test.after(() => {
  demo.app.close();
  cases.app.close();
});
test.run();
