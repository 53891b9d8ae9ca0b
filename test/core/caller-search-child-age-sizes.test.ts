/**
 * A child named with an age ("a jacket for my 8 year old") is better served by clothes made in that age: a kids'
 * jacket in sizes "3T" to "6" had come second for an 8-year-old in the demo. Products sized by age that do not come
 * in it now follow the others (plain number sizes are ages where a product of the kind states a toddler's "3T");
 * kids' shoe sizes and requests naming no age keep their order. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const kids = { gender: 'kids' };
const jacket = (id: string, title: string, size: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 40,
  attributes: { ...kids, size },
});
const products: Product[] = [
  jacket('small', 'Kids Rain Jacket', ['3T', '4T', '5', '6']),
  jacket('plain', 'Kids Rain Jacket Hooded', ['5', '6', '7', '8', '10']),
  jacket('wide', 'Kids Rain Jacket Packable', ['2T', '3T', '4T', '5', '6', '8', '10']),
  {
    id: 'shoe-a',
    title: 'Kids Sneaker',
    category: 'Shoes > Sneakers',
    price: 30,
    attributes: { ...kids, size: ['10', '11', '12', '13', '1', '2'] },
  },
  {
    id: 'shoe-b',
    title: 'Kids Sneaker Canvas',
    category: 'Shoes > Sneakers',
    price: 30,
    attributes: { ...kids, size: ['11', '12', '13', '1', '2', '3', '4', '5'] },
  },
];
const shop = await shopCaller(products);

test('for an 8-year-old the jackets made in size 8 come first; the 3T-6 jacket last', async () => {
  assert.equal((await shop.search('kids rain jacket')).ids.slice(0, 3), ['small', 'plain', 'wide']);
  for (const request of ['rain jacket for my 8 year old', 'rain jacket for my daughter, she is 8']) {
    const found = await shop.search(request);
    assert.equal(found.ids.slice(0, 3), ['plain', 'wide', 'small'], request);
  }
});

test('for a 2-year-old only the jacket sized from 2T fits; plain sizes from 5 do not', async () => {
  assert.equal((await shop.search('rain jacket for my 2 year old')).ids.slice(0, 3), [
    'wide',
    'small',
    'plain',
  ]);
});

test("kids' shoe sizes are no ages: sneakers for an 8-year-old keep their order", async () => {
  assert.equal((await shop.search('kids sneaker')).ids, ['shoe-a', 'shoe-b']);
  assert.equal((await shop.search('sneakers for my 8 year old')).ids, ['shoe-a', 'shoe-b']);
});

test('the demo: "jacket for my 8 year old" lists the Alpine Fleece (3T to 6) after the jackets made in 8', async () => {
  const demo = await shopCaller(demoProducts());
  const found = await demo.search('jacket for my 8 year old');
  assert.equal(found.ids, ['sku-00002', 'sku-00144', 'sku-00327']);
  const tees = await demo.search('tee for my 10 year old son');
  // The Slub Cotton Pocket Tee comes in 2T to 7 only.
  assert.is(tees.ids.at(-1), 'sku-00293', tees.ids.join());
});

test.run();
