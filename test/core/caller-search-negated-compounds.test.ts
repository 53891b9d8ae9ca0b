/**
 * Plural exclusions. "sneakers, no slip ons" had read "no slip" (as in "no slip socks") and searched "sneakers
 * no-slip ons", listing a slip-on first; with a plural particle after it the word is the compound ("slip-ons").
 * And a plural excluded left the products naming one in: "no slip-ons" kept the "Slip-On Shoe", "hiking shoes no
 * sandals" the "Hiking Sandal". A plural now leaves out its singular too. A particle in the singular ends the
 * compound where its phrase ends: "shoes that are not slip on" had searched "shoes on" without "slip". A place on
 * the body is one style however it is spelt: "headphones that aren't over ear" had excluded nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'slip-on', title: 'Union Canvas Slip-On Shoe', category: 'Shoes > Sneakers', price: 48 },
  { id: 'low-top', title: 'Metro Low-Top Sneaker', category: 'Shoes > Sneakers', price: 50 },
  { id: 'retro', title: 'Retro Lightweight Sneaker', category: 'Shoes > Sneakers', price: 68 },
  { id: 'socks', title: 'Grip Yoga Socks', price: 12, attributes: { features: ['no-slip'] } },
  { id: 'hiking-shoe', title: 'Summit Hiking Shoe', category: 'Shoes > Hiking', price: 90 },
  { id: 'hiking-sandal', title: 'Switchback Hiking Sandal', category: 'Shoes > Hiking', price: 70 },
];

const { search } = await shopCaller(products);

test('"no slip ons" leaves the slip-ons out, as "no slip-ons" does', async () => {
  for (const words of ['sneakers, no slip ons', 'sneakers no slip-ons']) {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['low-top', 'retro'], words);
    assert.match(chat, /^Showing sneakers, without slip-ons\./, words);
  }
});

test('a compound split by the negation is left out whole, in the singular too', async () => {
  // "shoes that are not slip on" had left out "slip" and searched "on": "Showing shoes on, without slip.".
  for (const [words, said] of [
    ['sneakers that are not slip on', 'slip-on'],
    ["sneakers that aren't slip ons", 'slip-ons'],
    ['sneakers not slip on, under $60', 'slip-on'],
  ] as const) {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['low-top'].concat(words.includes('$60') ? [] : ['retro']), words);
    assert.ok(chat.startsWith('Showing sneakers') && chat.includes(`without ${said}.`), `${words}: ${chat}`);
    assert.not.match(chat, /sneakers ons?\b|without slip\./, `${words}: ${chat}`);
  }
});

test('a plural left out leaves out the products naming one', async () => {
  const { ids, chat } = await search('hiking shoes, no sandals');
  assert.equal(ids[0], 'hiking-shoe');
  assert.not.ok(ids.includes('hiking-sandal'), 'the Hiking Sandal is a sandal');
  assert.match(chat, /^Showing hiking shoes, without sandals\./);
});

test('the name stays a name without the particle', async () => {
  assert.equal((await search('no slip socks')).ids[0], 'socks');
});

test('"not over ear" leaves out the over-ear headphones, as "not over-ear" does; "not over 100" is a price', async () => {
  const shop = await shopCaller([
    { id: 'over', title: 'Drift Over-Ear Headphones', category: 'Headphones', price: 120 },
    { id: 'on', title: 'Zen On-Ear Headphones', category: 'Headphones', price: 90 },
    {
      id: 'buds',
      title: 'Flow Wireless Earbuds',
      description: 'In-ear headphones.',
      category: 'Headphones',
      price: 40,
    },
  ]);
  for (const words of [
    "headphones that aren't over ear",
    'headphones not over ear',
    'headphones not over-ear',
  ]) {
    const { ids, chat } = await shop.search(words);
    assert.equal([...ids].sort(), ['buds', 'on'], words);
    assert.match(chat, /^Showing headphones, without over-ear\./, words);
  }
  assert.equal([...(await shop.search('headphones not in ear')).ids].sort(), ['on', 'over']);
  assert.equal([...(await shop.search('headphones not over 100')).ids].sort(), ['buds', 'on']);
  await shop.app.close();
});

test.run();
