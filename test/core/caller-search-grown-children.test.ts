/**
 * A son or daughter whose age is an adult's, through the core's caller on a real SQLite catalogue: "a t-shirt
 * for my 30 year old son" lists men's and unisex tees (it had named no audience, and a women's tee came first);
 * a child's age still lists children's products. An age said with a vowel takes "an" ("an 11-year-old girl").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tee = (id: string, gender: string, reviewCount: number): Product => ({
  id,
  title: `Crew Neck T-Shirt ${id}`,
  category: 'Clothing > T-Shirts',
  rating: 4.5,
  reviewCount,
  attributes: { gender },
});

// The women's tee is the most reviewed: with no audience read, it comes first.
const products: Product[] = [
  tee('womens', 'women', 5000),
  tee('mens', 'men', 40),
  tee('unisex', 'unisex', 30),
  tee('kids', 'kids', 20),
];

const { app, search } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"my 30 year old son" is a man: men’s and unisex tees', async () => {
  const found = await search('t-shirt for my 30 year old son');
  assert.equal(sorted(found.ids), ['mens', 'unisex']);
  assert.match(found.chat, /for your 30-year-old son/);
});

test('"my 25 year old daughter" is a woman: women’s and unisex tees', async () => {
  assert.equal(sorted((await search('t-shirt for my 25 year old daughter')).ids), ['unisex', 'womens']);
});

test('a child’s age still names children', async () => {
  assert.equal((await search('t-shirt for my 10 year old son')).ids, ['kids']);
});

test('a person of an age said with a vowel is "an 8-year-old", "an 11-year-old", "an 80-year-old"', async () => {
  const named = async (request: string) =>
    /^Showing [^.]*? for (an? [^.,]+)\./.exec((await search(request)).chat)?.[1];
  assert.equal(await named('t-shirt for a 11-year-old girl'), 'an 11-year-old girl');
  assert.equal(await named('t-shirt for a 8 year old nephew'), 'an 8-year-old nephew');
  assert.equal(await named('t-shirt for a 80 year old grandpa'), 'an 80-year-old grandpa');
  assert.equal(await named('t-shirt for a 5 year old boy'), 'a 5-year-old boy');
});

test.after(() => app.close());
test.run();
