/**
 * Soft price cues end to end where the number is no price: a count ("tent for up to 10"), an age ("he's about
 * 10"), a rating ("rating >4.5"), a heart ("<3"), a model ("iphone 15 max"); and an approximation after a size
 * or a measure ("size 10 or so", "30L or so") that used to stay as words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'tent6', title: 'Basecamp 10-Person Family Tent', price: 389, category: 'Tents' },
  { id: 'tent2', title: 'Ridge 2-Person Tent', price: 150, category: 'Tents' },
  {
    id: 'kids',
    title: "Kids' Metro Sneaker",
    price: 45,
    category: 'Sneakers',
    attributes: { gender: 'kids' },
  },
  {
    id: 'women',
    title: "Women's Plaza Sneaker",
    price: 95,
    category: 'Sneakers',
    attributes: { gender: 'women' },
  },
  {
    id: 'fast',
    title: 'Aerostride Running Shoe',
    price: 92,
    rating: 4.7,
    attributes: { sizes: ['9', '10'] },
  },
  { id: 'slow', title: 'Horizon Running Shoe', price: 80, rating: 3.9, attributes: { sizes: ['10'] } },
  { id: 'pack30', title: 'Nomad 30L Rolltop Backpack', price: 89 },
  { id: 'phone', title: 'iPhone 15 Pro Max Case', price: 39 },
];

const { app, search } = await shopCaller(products);

test('"tent for up to 10" counts people: no "$10" bound, the tents are listed', async () => {
  const { ids, chat } = await search('tent for up to 10');
  assert.ok(ids.includes('tent6') && ids.includes('tent2'), ids.join());
  assert.not.match(chat, /\$10/);
});

test('"sneakers for my son, he\'s about 10" is an age: no "$8 to $12", the kids\' sneaker, no women\'s on top', async () => {
  const { ids, chat } = await search("sneakers for my son, he's about 10");
  assert.not.match(chat, /\$8 to \$12/);
  assert.is(ids[0], 'kids');
  assert.not.ok(ids.includes('women'));
});

test('"running shoes rating >4.5" asks a rating, not a price over $4.50', async () => {
  const { ids, chat } = await search('running shoes rating >4.5');
  assert.equal(ids, ['fast']);
  assert.not.match(chat, /\$4\.50/);
});

test('"sneakers <3" is a heart, not "under $3"', async () => {
  const { ids, chat } = await search('sneakers <3');
  assert.ok(ids.length > 0);
  assert.not.match(chat, /\$3/);
});

test('"backpack 30L or so" and "running shoes size 10 or so" leave no "or so" to match', async () => {
  const pack = await search('backpack 30L or so');
  assert.equal(pack.ids, ['pack30']);
  assert.not.match(pack.chat, /"or"|"so"/);
  const shoes = await search('running shoes size 10 or so');
  assert.match(shoes.chat, /^Showing running shoes in size 10\./);
});

test('"iphone 15 max" is a model, not "under $15"', async () => {
  const { ids, chat } = await search('iphone 15 max');
  assert.equal(ids, ['phone']);
  assert.not.match(chat, /\$15/);
});

test.after(() => app.close());
test.run();
