/**
 * The shopper's words echoed in normal case: a shouted request ("RED RAIN JACKET FOR MEN!!!") had been echoed as
 * typed ('it matches "RAIN JACKET"', "Showing WATCHES on sale"), and a sentence's capital too ("Showing Trainers
 * for your son"). They are now lower-cased; capitals chosen in a request not shouted stay ("GPS watch"), and a
 * brand is named as the catalogue spells it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'rain',
    title: "Men's Packable Rain Jacket",
    category: 'Clothing > Jackets',
    price: 90,
    attributes: { color: 'red', gender: 'men' },
  },
  {
    id: 'watch',
    title: 'Classic Dive Watch',
    brand: 'Tickwell',
    category: 'Accessories > Watches',
    price: 150,
    compareAtPrice: 200,
  },
  { id: 'gps', title: 'Atlas GPS Watch', category: 'Accessories > Watches', price: 220 },
  { id: 'trainer', title: 'Metro Trainers', category: 'Shoes > Sneakers', price: 60 },
];

const { app, search } = await shopCaller(products);

test('a shouted request is echoed in small letters', async () => {
  const jacket = await search('RED RAIN JACKET FOR MEN!!!');
  assert.equal(jacket.ids, ['rain']);
  assert.match(jacket.chat, /^Showing red rain jacket for men\./);
  assert.match(jacket.chat, /it matches "rain jacket"/);
  const watches = await search('ANY WATCHES ON SALE right now?');
  assert.equal(watches.ids, ['watch']);
  assert.match(watches.chat, /^Showing watches on sale\./);
});

test("a sentence's capital is echoed in small letters", async () => {
  for (const request of ['Trainers please', 'hi. Trainers please']) {
    const found = await search(request);
    assert.equal(found.ids, ['trainer'], request);
    assert.match(found.chat, /^Showing trainers\./, request);
  }
});

test('capitals chosen in a request not shouted stay, and a brand is named as the catalogue spells it', async () => {
  assert.match((await search('GPS watch')).chat, /^Showing GPS watch\./);
  assert.match((await search('TICKWELL WATCHES')).chat, /^Showing watches by Tickwell\./);
});

test.after(() => app.close());
test.run();
