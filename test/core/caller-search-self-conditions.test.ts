/**
 * A condition the shopper states about themselves asks for the feature meeting it, as "a jacket for someone who is
 * always cold" does: "i run cold, need a jacket" had searched "i run cold jacket", "i sweat a lot, need shirts" "i
 * sweat a lot shirts", and "sheets for hot sleepers" every word; now they show "Showing warm jacket.", "Showing
 * breathable shirts.", "Showing cooling sheets.". A request's verb inside a product's own clause stays in it:
 * "boots that won't give me blisters" had echoed "Showing boots that won't blisters.". Through the core's caller
 * on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  description: `A ${title.toLowerCase()}.`,
  category,
  price: 60,
  attributes: { features },
});

const { search } = await shopCaller([
  item('puffer', 'Summit Puffer Jacket', 'Clothing > Jackets', ['insulated', 'windproof']),
  item('fleece', 'Alpine Fleece Jacket', 'Clothing > Jackets', ['warm']),
  item('shell', 'Breeze Shell Jacket', 'Clothing > Jackets', ['breathable', 'lightweight']),
  item('rain', 'Harbor Rain Jacket', 'Clothing > Jackets', ['waterproof']),
  item('tee', 'Performance Shirt', 'Clothing > Shirts', ['breathable', 'quick-drying']),
  item('flannel', 'Flannel Shirt', 'Clothing > Shirts', ['warm']),
  item('ankle', 'Mesh Ankle Socks', 'Clothing > Socks', ['breathable']),
  item('wool', 'Wool Hiking Socks', 'Clothing > Socks', ['warm', 'cushioned']),
  item('cool', 'Cooling Sheet Set', 'Home > Bedding', ['cooling']),
  item('percale', 'Percale Sheet Set', 'Home > Bedding', ['cooling', 'breathable']),
  item('flannel-sheets', 'Flannel Sheet Set', 'Home > Bedding', ['warm']),
  item('hiker', 'Ridge Hiking Boots', 'Shoes > Boots', ['waterproof']),
  item('chelsea', 'Leather Chelsea Boots', 'Shoes > Boots', ['soft']),
]);
const sorted = (ids: string[]) => [...ids].sort();

for (const request of [
  'i run cold, need a jacket',
  'i get cold easily, need a jacket',
  "jacket, i'm always cold",
  'i get really cold at night, need a jacket',
  "a jacket for when i'm cold",
  'a jacket, i feel the cold',
])
  test(`"${request}" asks for warm jackets`, async () => {
    const { ids, chat } = await search(request);
    assert.equal(sorted(ids), ['fleece', 'puffer']);
    assert.match(chat, /^Showing warm jacket\./, chat);
  });

for (const [request, kind, expected] of [
  ['i sweat a lot, need shirts', 'shirts', ['tee']],
  ['my feet get sweaty, need socks', 'socks', ['ankle']],
] as const)
  test(`"${request}" asks for breathable ${kind}`, async () => {
    const { ids, chat } = await search(request);
    assert.equal(ids, [...expected]);
    assert.match(chat, new RegExp(`^Showing breathable ${kind}\\.`), chat);
  });

for (const request of [
  'sheets for hot sleepers',
  "i'm a hot sleeper, need sheets",
  'sheets for a hot sleeper',
])
  test(`"${request}" asks for cooling sheets`, async () => {
    const { ids, chat } = await search(request);
    assert.equal(sorted(ids), ['cool', 'percale']);
    assert.match(chat, /^Showing cooling sheets\./, chat);
  });

test('"sheets for cold sleepers" asks for warm sheets', async () => {
  const { ids, chat } = await search('sheets for cold sleepers');
  assert.equal(ids, ['flannel-sheets']);
  assert.match(chat, /^Showing warm sheets\./, chat);
});

test('a condition is read only of someone: "i run" alone is no condition', async () => {
  const { chat } = await search('jacket that runs cold');
  assert.not.match(chat, /^Showing warm/, chat);
});

test('"boots that won\'t give me blisters" never echoes a clause with its verb spliced out', async () => {
  const { ids, chat } = await search("boots that won't give me blisters");
  // A wish not to hurt asks for a comfortable pair, which the soft boots are (feature-wishes.ts).
  assert.equal(sorted(ids), ['chelsea']);
  assert.not.match(chat, /won't blisters/, chat);
  assert.match(chat, /^Showing comfortable boots\./, chat);
});

test('a request\'s verb in a product\'s own clause stays its verb: "that will give me" keeps "give me"', async () => {
  const { chat } = await search('boots that will give me support');
  assert.not.match(chat, /will support/, chat);
});

test('"give me" opening a request is still filler', async () => {
  const { ids, chat } = await search('give me warm socks');
  assert.equal(ids, ['wool']);
  assert.match(chat, /^Showing warm socks\./, chat);
});

test.run();
