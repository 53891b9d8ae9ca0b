/**
 * A feature's superlative and comparative ("warmest", "warmer" of warm: a superlative spelling of the built-in
 * feature lexicon) ask for the feature, as "lightest" and "lighter" ask for lightweight: "warmest jacket" had ranked
 * the word "warm" over every jacket, and after "jackets", "something warmer" had shown "Showing warmer." with the
 * warm sweaters, the jackets gone. A comparative ending its phrase after a noun is a noun ("hand warmer"), and in a catalogue with no feature tags
 * a superlative is a word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (
  id: string,
  title: string,
  category: string,
  features: string[],
  reviewCount: number,
): Product => ({
  id,
  title,
  category,
  price: 80,
  rating: 4.5,
  reviewCount,
  attributes: { features },
});

const products: Product[] = [
  item('rain', 'Harbor Rain Jacket', 'Clothing > Jackets', ['waterproof'], 900),
  item('shell', 'Summit Softshell Jacket', 'Clothing > Jackets', ['windproof'], 800),
  item('puffer', 'Cascade Puffer Jacket', 'Clothing > Jackets', ['insulated'], 5),
  item('fleece', 'Alpine Fleece Jacket', 'Clothing > Jackets', ['warm'], 4),
  item('sweater', 'Chalet Warm Crew Neck Sweater', 'Clothing > Sweaters', ['warm'], 3000),
  item('hand', 'Rechargeable Hand Warmer', 'Accessories > Gloves', ['rechargeable'], 50),
  item('gloves', 'Touchscreen Knit Gloves', 'Accessories > Gloves', ['touchscreen'], 70),
];

const { app, search, converse } = await shopCaller(products);

test('"warmest jacket" lists the warm jackets, as "warm jacket" does', async () => {
  const warm = await search('warm jacket');
  const warmest = await search('warmest jacket');
  assert.equal([...warmest.ids].sort(), ['fleece', 'puffer'], warmest.chat);
  assert.equal([...warmest.ids].sort(), [...warm.ids].sort());
});

test('after "jackets", "something warmer" (and "a warmer one", "a bit warmer") are the warm jackets', async () => {
  for (const next of ['something warmer', 'a warmer one', 'warmer ones', 'something a bit warmer']) {
    await converse('jackets', next);
    const { ids, chat } = await converse(next, next);
    assert.equal([...ids].sort(), ['fleece', 'puffer'], `${next}: ${chat}`);
    assert.match(chat, /^Showing warm jackets\./, chat);
  }
});

test('after "gloves", "hand warmer" names a product, not a warmer glove', async () => {
  await converse('gloves', 'hand');
  const { ids, chat } = await converse('hand warmer', 'hand');
  assert.is(ids[0], 'hand', chat);
  assert.not.match(chat, /Showing warm/, chat);
});

// A hardware shop's titles, with no feature tags: a superlative there ranks as its plain word, no feature asked.
const untagged = await shopCaller([
  { id: 'heater', title: 'Warm Air Patio Heater', price: 130 },
  { id: 'radiant', title: 'Oil-Filled Radiant Heater', price: 70 },
  { id: 'ladder', title: 'Light Aluminum Step Ladder', price: 90 },
  { id: 'steel', title: 'Steel Step Ladder', price: 60 },
]);

test('in a catalogue with no feature tags, "warmest heater" and "lightest ladder" are words, nothing relaxed', async () => {
  for (const [content, top, other] of [
    ['warmest heater', 'heater', 'radiant'],
    ['lightest ladder', 'ladder', 'steel'],
  ] as const) {
    const found = await untagged.search(content);
    assert.equal(found.ids, [top, other], found.chat);
    assert.ok(found.chat.startsWith(`Showing ${content}. I found 2 matches. Top pick:`), found.chat);
  }
});

test.after(() => {
  app.close();
  untagged.app.close();
});
test.run();
