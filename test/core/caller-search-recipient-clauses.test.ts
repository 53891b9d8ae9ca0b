/**
 * Clauses about the person a gift is for, through the core's caller on a real SQLite catalogue: a describing
 * clause ("who is always cold", "he's always losing his keys") finds the need it names, else that person's
 * popular picks, as an interest nothing serves does; a clause of what they love finds it, and none is echoed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'sweater',
    title: 'Chalet Crew Neck Sweater',
    description: 'A soft lambswool sweater.',
    category: 'Clothing > Sweaters',
    price: 70,
    rating: 4.4,
    reviewCount: 300,
    attributes: { gender: 'women', features: ['warm'] },
  },
  {
    id: 'tee',
    title: 'Breeze Linen T-Shirt',
    description: 'A light linen tee.',
    category: 'Clothing > T-Shirts',
    price: 30,
    rating: 4.9,
    reviewCount: 2000,
    attributes: { gender: 'women', features: ['breathable'] },
  },
  {
    id: 'mat',
    title: 'Harmony Yoga Mat',
    category: 'Sports > Yoga',
    price: 60,
    rating: 4,
    reviewCount: 100,
  },
  {
    id: 'watch',
    title: "Men's Mariner Watch",
    category: 'Accessories > Watches',
    price: 200,
    rating: 4.7,
    reviewCount: 800,
    attributes: { gender: 'men' },
  },
  {
    id: 'runner',
    title: "Men's Horizon Running Shoe",
    category: 'Shoes > Running',
    price: 95,
    rating: 4.2,
    reviewCount: 250,
    attributes: { gender: 'men' },
  },
  {
    id: 'fleece',
    title: "Men's Fleece Jacket",
    category: 'Clothing > Jackets',
    price: 80,
    attributes: { gender: 'men', features: ['warm'] },
  },
  {
    id: 'shell',
    title: "Men's Rain Jacket",
    category: 'Clothing > Jackets',
    price: 90,
    rating: 4.5,
    reviewCount: 30,
    attributes: { gender: 'men', features: ['waterproof'] },
  },
  {
    id: 'wallet',
    title: "Men's Leather Wallet",
    category: 'Accessories > Wallets',
    price: 45,
    rating: 3.9,
    reviewCount: 20,
    attributes: { gender: 'men' },
  },
];

const { app, search } = await shopCaller(products);

test('a recipient who is always cold, or hates the cold: warm things for them', async () => {
  for (const words of [
    'something for my mom who is always cold',
    'present for my wife, she hates the cold',
  ]) {
    const { ids, chat } = await search(words);
    assert.equal(ids, ['sweater'], words);
    assert.match(chat, /^Showing warm picks for your (?:mom|wife)\./, words);
  }
});

test('beside a product asked, the need is its feature: "a jacket for my husband who is always cold"', async () => {
  const { ids, chat } = await search('a jacket for my husband who is always cold');
  assert.equal(ids, ['fleece'], 'not the better rated rain jacket');
  assert.match(chat, /^Showing warm jacket for your husband\./);
});

test("a clause naming no need lists the recipient's popular picks, not nothing", async () => {
  const { ids, total, chat } = await search("a gift for my dad, he's always losing his keys");
  assert.is(total, 6, 'the products not for women');
  assert.equal(ids.slice(0, 2), ['watch', 'runner'], 'most popular first');
  assert.match(chat, /^Showing products for your dad, most popular first\./);
  assert.not.match(chat, /keys|always|losing/);
});

test('what the recipient is into, or needs, is what is searched, and the chat names only it', async () => {
  const yoga = await search("a present for my girlfriend, she's really into yoga");
  assert.equal(yoga.ids, ['mat']);
  assert.match(yoga.chat, /^Showing yoga picks for your girlfriend\./);
  const shoes = await search("my husband is a runner and he's been complaining so needs new running shoes");
  assert.is(shoes.ids[0], 'runner');
  assert.match(shoes.chat, /^Showing running shoes for your husband\./);
});

test.after(() => app.close());
test.run();
