/**
 * A comparative before a use, in a conversation ("thicker for travel" after "yoga mats"), through the core's caller:
 * the comparative orders the last search's kind and the use narrows it after "for", as "which sleeps the most for
 * camping?" does for a superlative. In the demo shop it had searched "thicker travel" (travel backpacks). A pointer
 * and a plain feature ("something lightweight for hiking" after "backpacks") had searched the whole shop, and a
 * feature by its own name ("something waterproof for school", not one of its other spellings) still did.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const titled = (ids: string[], noun: RegExp) =>
  ids.length > 0 && ids.every((id) => noun.test(byId.get(id)?.title ?? ''));
const thickness = (id: string) => Number.parseFloat(String(byId.get(id)?.attributes?.['thickness']));

test('a measure comparative before a use orders the kind, narrowed to the use', async () => {
  for (const request of ['thicker for travel', 'thicker ones for travel', 'something thicker for travel']) {
    const session = `mats-${request}`;
    await demo.converse('yoga mats', session);
    const { ids, chat } = await demo.converse(request, session);
    assert.ok(chat.startsWith('Showing yoga mats for travel, thickest first.'), `${request}: ${chat}`);
    assert.ok(titled(ids, /Yoga Mat$/), `${request}: ${ids.join(', ')}`);
    const values = ids.map(thickness);
    assert.ok(
      values.every((value, k) => k === 0 || value <= values[k - 1]!),
      `${request}: ${values.join(', ')}`,
    );
  }
});

test("a feature's comparative before a use asks the feature of the kind, for the use", async () => {
  await demo.converse('backpacks', 'lighter-hiking');
  const { ids, chat } = await demo.converse('lighter ones for hiking', 'lighter-hiking');
  assert.ok(chat.startsWith('Showing lightweight backpacks for hiking.'), chat);
  assert.ok(
    ids.length > 0 && ids.every((id) => byId.get(id)?.category === 'Bags > Backpacks'),
    ids.join(', '),
  );
});

test('a pointer and a plain feature before a use ask the feature of the kind, for the use', async () => {
  await demo.converse('backpacks', 'lightweight-hiking');
  const { ids, chat } = await demo.converse('something lightweight for hiking', 'lightweight-hiking');
  assert.ok(chat.startsWith('Showing lightweight backpacks for hiking.'), chat);
  assert.ok(
    ids.length > 0 && ids.every((id) => byId.get(id)?.category === 'Bags > Backpacks'),
    ids.join(', '),
  );
});

test('a pointer and a feature by its own name before a use ask the feature of the kind, for the use', async () => {
  for (const [feature, use] of [
    ['waterproof', 'school'],
    ['windproof', 'hiking'],
  ] as const) {
    const session = `own-name-${feature}`;
    await demo.converse('backpacks', session);
    const { ids, chat } = await demo.converse(`something ${feature} for ${use}`, session);
    assert.ok(chat.startsWith(`Showing ${feature} backpacks for ${use}.`), chat);
    assert.ok(
      ids.length > 0 && ids.every((id) => byId.get(id)?.category === 'Bags > Backpacks'),
      `${feature}: ${ids.join(', ')}`,
    );
  }
});

test.run();
