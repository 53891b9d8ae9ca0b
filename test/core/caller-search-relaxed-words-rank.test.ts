/**
 * A relaxed colour, audience or brand goes back into the searched text only to rank, through the core's caller on
 * a real SQLite catalogue: "camping gear for the kids" where no camping product is for kids had listed kids'
 * sneakers, headphones and a tee ("kids" outweighing "camping"); now it lists the camping products, a children's
 * one first. A product holding only the relaxed word is no match while the shopper's own words match something,
 * and one holding it beside part of the request comes after one holding the whole request.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (
  id: string,
  title: string,
  category: string,
  attributes: Record<string, string>,
  brand = 'Northvale',
): Product => ({
  id,
  title,
  brand,
  description: `A dependable ${title.toLowerCase()}.`,
  category,
  price: 60,
  rating: 4.5,
  reviewCount: 900,
  attributes,
});

const products: Product[] = [
  product('tent', 'Lakeside Camping Tent', 'Outdoor > Tents', { color: 'green' }, 'Cairnfield'),
  product('tent-2', 'Outpost Camping Tent', 'Outdoor > Tents', { color: 'grey' }, 'Cairnfield'),
  product('stove', 'Compact Camping Stove', 'Outdoor > Cooking', { color: 'black' }, 'Cairnfield'),
  // Titled for children, yet tagged for no audience: the audience filter leaves it out, the word ranks it.
  product(
    'kids-chair',
    "Kids' Folding Camping Chair",
    'Outdoor > Furniture',
    { color: 'blue' },
    'Cairnfield',
  ),
  product('sneaker', "Kids' Metro Sneaker", 'Shoes > Sneakers', { gender: 'kids', color: 'red' }),
  product('sneaker-2', "Kids' Canvas Sneaker", 'Shoes > Sneakers', { gender: 'kids', color: 'white' }),
  product('headphones', "Kids' Wireless Headphones", 'Electronics > Headphones', {
    gender: 'kids',
    color: 'red',
  }),
  product('tee', "Kids' Red Pocket Tee", 'Clothing > Tees', { gender: 'kids', color: 'red' }),
  product('tee-2', 'Red Crew Tee', 'Clothing > Tees', { color: 'red' }),
  product('mug', 'Red Enamel Mug', 'Home > Mugs', { color: 'red' }),
  product('boot', 'Waterproof Hiking Boot', 'Outdoor > Footwear', { color: 'brown' }, 'Cairnfield'),
  product('rain-boot', "Kids' Rain Boot", 'Outdoor > Footwear', { gender: 'kids', color: 'yellow' }),
  product('snow-boot', "Kids' Snow Boot", 'Outdoor > Footwear', { gender: 'kids', color: 'blue' }),
  product('jacket', "Women's Waterproof Hiking Jacket", 'Outdoor > Clothing', {
    gender: 'women',
    color: 'green',
  }),
];

const { search } = await shopCaller(products);

const CAMPING = ['tent', 'tent-2', 'stove', 'kids-chair'];

test('a relaxed audience ranks the camping products, not kids’ ones holding only its word', async () => {
  const { ids, chat } = await search('camping gear for the kids');
  assert.match(chat, /relaxed: for kids\./);
  assert.is(ids[0], 'kids-chair', "the children's camping product first");
  assert.equal(ids.slice().sort(), CAMPING.slice().sort(), 'only camping products');
});

test('a relaxed colour ranks the camping products, not red products holding only its word', async () => {
  // It had listed a red mug and a red tee before the children's camping chair.
  const { ids, chat } = await search('red gear for camping');
  assert.match(chat, /relaxed: colour red\./);
  assert.equal(ids.slice().sort(), CAMPING.slice().sort(), 'only camping products');
  const tent = await search('red camping tent');
  assert.equal(tent.ids.slice().sort(), ['tent', 'tent-2']);
});

test('a relaxed brand ranks what was asked, not the brand’s other products', async () => {
  const { ids, chat } = await search('camping gear from Northvale');
  assert.match(chat, /relaxed: brand Northvale\./);
  assert.equal(ids.slice().sort(), CAMPING.slice().sort());
});

test('a product holding the relaxed word and part of the request comes after one holding it all', async () => {
  // "women" had outweighed "boots": the women's waterproof hiking jacket came first.
  const { ids, chat } = await search('waterproof hiking boots for women');
  assert.match(chat, /relaxed: .*for women\./);
  assert.is(ids[0], 'boot');
});

test('a relaxed word alone in the request still matches', async () => {
  // Nothing is for men, so colour and audience both give way: "red" is all there is to rank by.
  const { ids, chat } = await search('red for men');
  assert.match(chat, /relaxed/);
  assert.ok(ids.length > 0);
  assert.ok(ids.every((id) => ['sneaker', 'headphones', 'tee', 'tee-2', 'mug'].includes(id)));
});

test('in a shop that tags no product with an audience, its word counts as any word of the request', async () => {
  // Titles alone: "women" is the shopper's word, not a relaxed tag, so a women's jacket still matches it.
  const titled = await shopCaller([
    { id: 'dress', title: 'Floral Summer Dress', price: 40 },
    { id: 'jacket', title: "Women's Rain Jacket", price: 80 },
    { id: 'mug', title: 'Enamel Camping Mug', price: 12 },
  ]);
  const { ids, total } = await titled.search('summer dress for women');
  assert.is(ids[0], 'dress');
  assert.is(total, 2);
  assert.ok(ids.includes('jacket'));
});

test.run();
