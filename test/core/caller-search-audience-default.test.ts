/**
 * A request that names no audience is most often an adult's: "running shoes size 11" used to list a kids' shoe
 * first (its title matched as well and it rated higher). Children's products, by title or by audience
 * attribute, now follow adults' ones of equal match, and in the other sorts follow every adults' one; a request
 * naming children, or any audience, keeps them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const popular = { rating: 4.9, reviewCount: 5000 };
const products: Product[] = [
  { id: 'kids-titled', title: "Kids' Daybreak Running Shoe", price: 60, ...popular },
  { id: 'kids-tagged', title: 'Cadence Running Shoe', price: 50, ...popular, attributes: { gender: 'kids' } },
  { id: 'adult', title: 'Horizon Running Shoe', price: 95, rating: 3.9, reviewCount: 20 },
  {
    id: 'women',
    title: 'Glide Running Shoe',
    price: 99,
    rating: 3.5,
    reviewCount: 10,
    attributes: { gender: 'women' },
  },
  { id: 'boys-jacket', title: "Boys' Rain Jacket", price: 40, ...popular },
  { id: 'adult-jacket', title: 'Harbor Rain Jacket', price: 90, rating: 3.9, reviewCount: 20 },
];

const { app, search } = await shopCaller(products);

test('no audience named: adults’ products before children’s ones of equal match', async () => {
  const { ids } = await search('running shoes');
  assert.equal(ids.slice(0, 2).sort(), ['adult', 'women']);
  assert.equal(ids.slice(2).sort(), ['kids-tagged', 'kids-titled'], 'children’s ones still listed');
});

test('a request naming children keeps them first', async () => {
  assert.is((await search('kids running shoes')).ids[0], 'kids-tagged', 'the audience filter');
  assert.is((await search('boys rain jacket')).ids[0], 'boys-jacket', 'relaxed, the word ranks');
  const implied = await search('rain jacket for my 8 year old nephew');
  assert.is(implied.ids[0], 'boys-jacket', 'implied by a relation’s age, relaxed too');
  // A child's implied audience admits no untagged products (most are adults'): none is tagged, so it is relaxed.
  assert.match(implied.chat, /relaxed/);
});

test('the better match still wins: a children’s product is demoted, not dropped', async () => {
  const { ids } = await search('daybreak running shoe');
  assert.is(ids[0], 'kids-titled');
});

test('in the other sorts too: "cheapest running shoes" lists adults’ shoes first, then children’s', async () => {
  assert.equal((await search('cheapest running shoes')).ids, [
    'adult',
    'women',
    'kids-tagged',
    'kids-titled',
  ]);
  assert.equal((await search('most expensive running shoes')).ids, [
    'women',
    'adult',
    'kids-titled',
    'kids-tagged',
  ]);
  assert.equal((await search('best rated running shoes')).ids.slice(0, 2), ['adult', 'women']);
  assert.is((await search('cheapest kids running shoes')).ids[0], 'kids-tagged', 'children asked for');
});

test('and with no words at all: "the cheapest thing you have" starts with an adults’ product', async () => {
  const { ids, total } = await search('the cheapest thing you have');
  assert.is(total, products.length);
  assert.equal(ids, ['adult-jacket', 'adult', 'women', 'boys-jacket', 'kids-tagged', 'kids-titled']);
});

test.after(() => app.close());
test.run();
