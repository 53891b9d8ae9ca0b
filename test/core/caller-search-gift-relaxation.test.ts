/**
 * Relaxing for a gift and for words read as a category, through the core's caller on a real SQLite catalogue: an
 * adult's implied audience never gives way to children's products, a category read from a word that stays in the
 * text is dropped without a word to the shopper, "for hiking" names no category, and a relaxed price the shopper
 * typed without a currency is named in the shop's.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'kids-sandal',
    title: "Kids' Hiking Sandal",
    category: 'Shoes > Hiking',
    price: 25,
    attributes: { gender: 'kids' },
  },
  {
    id: 'boot',
    title: "Men's Hiking Boot",
    category: 'Shoes > Hiking',
    price: 140,
    attributes: { gender: 'men' },
  },
  { id: 'daypack', title: 'Rover Hiking Daypack', category: 'Bags > Backpacks', price: 42, currency: 'USD' },
  { id: 'tote', title: 'Market Tote', category: 'Bags > Totes', price: 30 },
];

const { app, search } = await shopCaller(products);

test("a gift for an adult never falls back to a child's product", async () => {
  const { ids, chat } = await search('a gift for my dad who likes hiking under 30');
  assert.not.ok(ids.includes('kids-sandal'), ids.join());
  assert.is(ids[0], 'daypack', 'the cheapest hiking product for an adult');
  assert.not.match(chat, /not for kids/);
  assert.match(chat, /I relaxed: .*under \$30\./, "the price in the shop's currency");
});

test('a verb after the gift word goes with it: "a gift to give to my dad" is a gift for him', async () => {
  // It had said "I couldn't find any gift to give for your dad. No product here mentions "gift"."
  for (const request of ['a gift to give to my dad', 'a present to buy for my dad', 'a gift to get my dad']) {
    const { ids, chat } = await search(request);
    assert.match(chat, /^Showing products for your dad\./, request);
    assert.ok(ids.includes('boot'), request);
  }
});

test('a gift\'s interest and "something for hiking" name no category: hiking gear of any kind', async () => {
  const gift = await search('a gift for my dad who likes hiking under 50');
  assert.equal(gift.ids, ['daypack']);
  assert.not.match(gift.chat, /relaxed/);
  const something = await search('something for hiking under 50');
  assert.ok(something.ids.includes('daypack'), something.ids.join());
});

test('a category read from a word that stays in the text is dropped silently', async () => {
  const { ids, chat } = await search('hiking daypack');
  assert.is(ids[0], 'daypack');
  assert.not.match(chat, /relaxed/);
});

test.after(() => app.close());
test.run();
