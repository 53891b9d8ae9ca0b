/**
 * The chat's opening line of a rambling request, through the core's caller on a real SQLite catalogue: it names
 * the words the shown products hold ("Showing hiking waterproof boots"), not every word left to match ("hiking in
 * Scotland going to rain a lot waterproof boots"); an em dash between words is a pause ("headphones—wireless—cheap"
 * had come back as "headphones-wireless-"); a short request is named as typed; markup is dropped, never said back
("<script>alert(1)</script> boots" had said "Showing <script>alert 1 </script> boots.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'boot', title: 'Waterproof Hiking Boot', category: 'Shoes > Hiking', price: 150 },
  { id: 'shoe', title: 'Trail Shoe', category: 'Shoes > Running', price: 90 },
  { id: 'phones', title: 'Wireless Headphones', category: 'Headphones', price: 60 },
  { id: 'wired', title: 'Studio Headphones', category: 'Headphones', price: 40 },
  {
    id: 'tent',
    title: 'Ridge Tent',
    category: 'Tents',
    price: 200,
    description: 'A tent with a vestibule for your boots.',
  },
];

const { app, search } = await shopCaller(products);

test('a rambling request is named by the words the shown products hold', async () => {
  const found = await search('hiking in Scotland going to rain a lot waterproof boots');
  assert.equal(found.ids[0], 'boot');
  assert.match(found.chat, /^Showing hiking waterproof boots\./);
  assert.match(found.chat, /"scotland"/);
  // A short request is named as typed, words the names lack included.
  assert.match((await search('tent with vestibule')).chat, /^Showing tent with vestibule\./);
});

test('an em dash between words is a pause (a feature after it goes before the kind)', async () => {
  for (const request of ['headphones—wireless—cheap', 'headphones -- wireless -- cheap']) {
    const found = await search(request);
    assert.equal(found.ids[0], 'phones', request);
    assert.match(found.chat, /^Showing wireless headphones, cheapest first\./, request);
  }
});

test('markup is no words and is never said back', async () => {
  const plain = await search('hiking boots');
  for (const request of [
    '<script>alert(1)</script> hiking boots',
    '<b>hiking</b> boots',
    '<img src=x onerror=alert(1)>hiking boots',
  ]) {
    const found = await search(request);
    assert.equal(found.ids, plain.ids, request);
    assert.match(found.chat, /^Showing hiking boots\./, request);
    assert.not.match(found.chat, /[<>]|script|alert|onerror/, request);
  }
  // A "<" before a price is no tag: "under $100".
  assert.equal((await search('headphones < $50')).ids, ['wired']);
});

test.after(() => app.close());
test.run();
