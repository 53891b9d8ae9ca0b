/**
 * What a product is said not to be for, in the demo shop: "jacket not for cold weather" had said "Showing warm
 * jacket." and listed the puffer jackets, the negation lost and the need read as asked. A negated need is never
 * asked: it reads as the opposite condition's feature where the shop tags one (breathable, warm), else it only
 * goes ("shoes not for rain": the shoes). An activity so negated leaves out the products naming it ("shoes not
 * for running" had listed the running shoes first), and "that aren't for kids" leaves out the kids' products as "not
 * for kids" does (it had asked for them). "a tent that isn't for winter" had said "Nothing matched every detail, so
 * I relaxed: feature breathable." (no tent is tagged so) and listed a 4-season tent third: the 4-season tents go
 * (their season names winter), and the opposite feature, never said, is dropped unsaid. Through the core's caller
 * on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const featuresOf = (id: string): string[] => {
  const features = byId.get(id)?.attributes?.['features'];
  return Array.isArray(features) ? features.map(String) : [];
};
const titleOf = (id: string): string => byId.get(id)?.title ?? '';

test('a need said in the negative asks for the opposite condition’s feature', async () => {
  for (const request of [
    'jacket not for cold weather',
    "a jacket that's not for winter",
    'jacket, but not for winter',
  ]) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, /^Showing breathable jacket\./, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    assert.ok(
      ids.every((id) => featuresOf(id).includes('breathable') && /Jacket/.test(titleOf(id))),
      `${request}: ${ids.map(titleOf).join(' | ')}`,
    );
    assert.not.ok(
      ids.some((id) => /Puffer/.test(titleOf(id))),
      `${request}: ${ids.map(titleOf).join(' | ')}`,
    );
  }
  const summer = await demo.search('jacket not for summer');
  assert.match(summer.chat, /^Showing warm jacket\./, summer.chat);
});

test('a need with no opposite is only not asked', async () => {
  const { chat, total } = await demo.search('shoes not for rain');
  assert.match(chat, /^Showing shoes\./, chat);
  assert.not.match(chat, /water-resistant|rain/i, chat);
  assert.is(total, (await demo.search('shoes')).total);
  const tent = await demo.search("tent that isn't for winter");
  assert.match(tent.chat, /^Showing tent\./, tent.chat);
  assert.not.match(tent.chat, /warm|isn'?t/i, tent.chat);
});

test("a tent that isn't for winter is no 4-season tent, and no feature unasked is said relaxed", async () => {
  const seasonOf = (id: string): unknown => byId.get(id)?.attributes?.['season'];
  const all = await demo.search('tent');
  for (const request of [
    "tent that isn't for winter",
    "waterproof tent that isn't for winter",
    'tent not for winter',
  ]) {
    const { ids, total, chat } = await demo.search(request);
    assert.ok(ids.length > 0 && total < all.total, `${request}: ${chat}`);
    assert.ok(
      ids.every((id) => /Tent/.test(titleOf(id)) && seasonOf(id) !== '4-season'),
      `${request}: ${ids.map(titleOf).join(' | ')}`,
    );
    assert.not.match(chat, /relaxed|breathable|4-season|3-season/i, chat);
    if (request.startsWith('waterproof'))
      assert.ok(
        ids.every((id) => featuresOf(id).includes('waterproof')),
        ids.map(titleOf).join(' | '),
      );
  }
});

test('an activity said in the negative leaves out the products naming it', async () => {
  for (const request of ['shoes not for running', 'shoes not meant for running']) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, /^Showing shoes, not for running\./, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    assert.not.ok(
      ids.some((id) => /Running/.test(titleOf(id))),
      `${request}: ${ids.map(titleOf).join(' | ')}`,
    );
  }
});

test('an audience said so in a clause is left out', async () => {
  const { ids, chat } = await demo.search("shoes that aren't for kids");
  assert.match(chat, /^Showing shoes, not for kids\./, chat);
  assert.not.ok(
    ids.some((id) => /Kids/.test(titleOf(id))),
    ids.map(titleOf).join(' | '),
  );
});

test('a need asked stays asked', async () => {
  assert.match((await demo.search('jacket for cold weather')).chat, /^Showing warm jacket\./);
});

test.after(() => demo.app.close());
test.run();
