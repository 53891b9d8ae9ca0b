/**
 * An audience only a person implies in a shop whose products state none (no audience attribute, titles alone):
 * "a bike for my 6 year old" had said "Showing bike for your 6-year-old, adults' included. … Nothing matched every
 * detail, so I relaxed: kids' products only." over road bikes first, a filter the shop could never meet. Now the
 * words titles name audiences with order the products: kids', boys' and girls' bikes first, none left out, and the
 * chat says so plainly ("No product here says who it's for, so those whose names say kids' come first.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, rating: number): Product => ({
  id,
  title,
  category,
  description: `The ${title.toLowerCase()}, built to last.`,
  price: 120,
  rating,
  reviewCount: 200,
});

const products: Product[] = [
  product('bike-road', 'Aluminum Road Bike', 'Sports > Bikes', 4.9),
  product('bike-women', "Women's Road Bike", 'Sports > Bikes', 4.8),
  product('bike-men', "Men's Commuter Bike", 'Sports > Bikes', 4.8),
  product('bike-kids', 'Kids Bike with Training Wheels', 'Sports > Bikes', 4.1),
  product('bike-boys', "Boys' BMX Bike", 'Sports > Bikes', 4.0),
  product('shoe-trail', 'Trail Running Shoe', 'Shoes > Running', 4.9),
  product('shoe-men', "Men's Court Shoe", 'Shoes > Court', 4.8),
  product('shoe-women', "Women's Walking Shoe", 'Shoes > Walking', 4.0),
  product('jacket-rain', 'Packable Rain Jacket', 'Clothing > Jackets', 4.9),
  product('jacket-girls', "Toddler Girls' Rain Jacket", 'Clothing > Jackets', 4.8),
  product('jacket-boys', "Boys' Rain Jacket", 'Clothing > Jackets', 4.0),
  product('lamp', 'Brass Desk Lamp', 'Home > Lighting', 5),
];

const { search } = await shopCaller(products);

test('"a bike for my 6 year old": kids\' bikes first, none left out, no filter said relaxed', async () => {
  const found = await search('a bike for my 6 year old');
  assert.equal(found.ids.slice(0, 2).sort(), ['bike-boys', 'bike-kids']);
  assert.equal(found.total, 5);
  assert.not.match(found.chat, /relaxed|adults' included/);
  assert.match(found.chat, /Showing bike for your 6-year-old\./);
  assert.match(found.chat, /No product here says who it's for, so those whose names say kids' come first\./);
  // Another audience's bikes after the ones naming none.
  assert.equal(found.ids.indexOf('bike-road'), 2);
});

test("a son's jacket: boys' first, a girls' one not before the unnamed one", async () => {
  const found = await search('rain jacket for my 10 year old son');
  assert.equal(found.ids, ['jacket-boys', 'jacket-rain', 'jacket-girls']);
  assert.not.match(found.chat, /relaxed|adults' included/);
});

test("an adult's implied audience: \"shoes for my wife\" lists women's shoes first, men's last", async () => {
  const found = await search('shoes for my wife');
  assert.equal(found.ids, ['shoe-women', 'shoe-trail', 'shoe-men']);
  assert.match(found.chat, /whose names say women's come first/);
});

test('a gift naming no product: those titled for the child first, nothing left out', async () => {
  const found = await search('a gift for my 6 year old');
  assert.equal(found.total, products.length);
  const titled = ['bike-kids', 'bike-boys', 'jacket-boys', 'jacket-girls'];
  assert.equal(found.ids.slice(0, 4).sort(), titled.sort());
  assert.not.match(found.chat, /relaxed|adults' included/);
});

test('a named audience is unchanged: "kids bike" lists the kids\' bike first', async () => {
  const found = await search('kids bike');
  assert.equal(found.ids[0], 'bike-kids');
  assert.not.match(found.chat, /says who it's for/);
});

test.run();
