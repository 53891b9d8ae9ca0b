/**
 * A gift for a person and nothing else ("a gift for my dad", "something for my sister under 50"), through the core's
 * caller on a real SQLite catalogue: the person's picks are shown and the chat asks what they like, where it had said
 * "Showing products for your dad. I found 4 matches." and no way on; not once they said it, nor for a kind.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'boot',
    title: "Men's Hiking Boot",
    category: 'Shoes > Hiking',
    price: 140,
    attributes: { gender: 'men' },
  },
  { id: 'watch', title: 'Field Watch', category: 'Accessories > Watches', price: 90 },
  { id: 'mug', title: 'Stoneware Coffee Mug', category: 'Home > Kitchen', price: 15 },
  {
    id: 'scarf',
    title: "Women's Wool Scarf",
    category: 'Accessories > Scarves',
    price: 35,
    attributes: { gender: 'women' },
  },
];

const { search } = await shopCaller(products);
const ASKS =
  /I found \d+ match(?:es)?\. Tell me what your (?:dad|sister) likes or a kind of product, and I'll narrow these down\./;

test('a person alone: their picks, and the chat asks what they like', async () => {
  for (const request of [
    'a gift for my dad',
    'something for my sister under 50',
    'a present for my dad under 100',
  ]) {
    const { chat, total } = await search(request);
    assert.ok(total > 0, request);
    assert.match(chat, ASKS, request);
  }
  const child = await search('a gift for a 10 year old girl');
  assert.match(child.chat, /Tell me what they like or a kind of product/, 'anyone not "your …" is "they"');
});

test('not once the person is said to like something, nor for a kind, nor for a gift alone', async () => {
  for (const request of [
    'a gift for my dad who loves coffee',
    'a watch for my dad',
    'a gift for my dad who loves sailing',
    'gift ideas',
    'hiking boots',
  ]) {
    const { chat } = await search(request);
    assert.not.match(chat, /Tell me what/, `${request}: ${chat}`);
  }
});

test.run();
