/**
 * "What do you sell?", through the core's caller on a real SQLite catalogue: the shop's departments from its
 * vocabulary, the broadest first, each with a few of its kinds ("We have clothing (jackets, sweaters), shoes
 * (hiking) and outdoor (tents)."), then the popular products; it had opened "Showing products. I found 5 matches".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'tent', title: 'Ridge Tent', category: 'Outdoor > Tents', price: 200, rating: 4.9, reviewCount: 900 },
  {
    id: 'jacket',
    title: 'Softshell Jacket',
    category: 'Clothing > Jackets',
    price: 165,
    rating: 4.5,
    reviewCount: 90,
  },
  {
    id: 'sweater',
    title: 'Cable Sweater',
    category: 'Clothing > Sweaters',
    price: 80,
    rating: 4,
    reviewCount: 9,
  },
  {
    id: 'boot',
    title: 'Hiking Boot',
    category: 'Shoes > Hiking',
    price: 150,
    attributes: { color: 'black' },
    rating: 4,
    reviewCount: 5,
  },
  { id: 'mug', title: 'Camp Mug', category: 'Sale', price: 10, rating: 3, reviewCount: 1 },
];

const { app, search } = await shopCaller(products);

test('"what do you sell?" names the shop\'s departments, the popular products listed', async () => {
  for (const request of [
    'what do you sell?',
    'What do you have?',
    'hi, what kind of products do you sell?',
  ]) {
    const found = await search(request);
    assert.equal(found.ids, ['tent', 'jacket', 'sweater', 'boot', 'mug'], request);
    assert.is(found.total, 5, request);
    assert.match(
      found.chat,
      /^We have clothing \(jackets, sweaters\), outdoor \(tents\) and shoes \(hiking\)\. Tell me what you're looking for/,
      request,
    );
    assert.match(found.chat, /Popular right now: Ridge Tent \(\$200\)/, request);
    assert.not.match(found.chat, /Showing|I found|sale/, request);
  }
});

test('asking what the shop has in a colour is a search', async () => {
  assert.equal((await search('what do you have in black?')).ids, ['boot']);
});

test('a shop of many departments names the broadest, "and more"', async () => {
  const names =
    'Apparel Bikes Camping Dogs Electronics Fishing Garden Hiking Jewellery Kitchen Lighting'.split(' ');
  const many = names.map((name, index) => ({
    id: `p${index}`,
    title: `${name} Thing`,
    category: index === 10 ? 'Lighting > Lamps' : name,
  }));
  const shop = await shopCaller([...many, { id: 'bulb', title: 'Bulb', category: 'Lighting > Bulbs' }]);
  const { chat } = await shop.search('what do you sell?');
  assert.match(chat, /^We have lighting \(bulbs, lamps\), apparel, bikes, .*, jewellery and more\. /);
  assert.not.match(chat, /kitchen/);
  shop.app.close();
});

test.after(() => app.close());
test.run();
