/**
 * Questions about the viewed product answered from its own data, through the core's caller on a real SQLite
 * catalogue: whom it is for (its audience attribute), a measure it comes in (its variants' values, with stock),
 * and a price that depends on the option ("$42.95 to $70.95").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, gender: string): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price: 120,
  attributes: { gender, material: 'suede' },
});

const products: Product[] = [
  boot('mens', "Men's Suede Hiking Boot", 'men'),
  boot('womens', "Women's Suede Hiking Boot", 'women'),
  boot('unisex', 'Trail Suede Hiking Boot', 'unisex'),
  { id: 'plain', title: 'Suede Hiking Boot', category: 'Shoes > Hiking', price: 100 },
  {
    id: 'glasses',
    title: 'Vista Round Sunglasses',
    category: 'Sunglasses',
    price: 140,
    attributes: { features: ['polarized'] },
  },
  { id: 'sale', title: 'Reduced Trail Boot', category: 'Shoes > Hiking', price: 80, compareAtPrice: 120 },
  {
    id: 'pack',
    title: 'Rolltop Backpack',
    category: 'Bags',
    price: 90,
    description: 'Made for daily commutes and ski trips.',
  },
  {
    id: 'travel',
    title: '30L Travel Backpack',
    category: 'Bags',
    price: 120,
    attributes: { features: ['carry-on friendly', 'water-resistant'] },
  },
  {
    id: 'cream',
    title: 'Gentle Moisturizer',
    category: 'Beauty > Skincare',
    price: 42.95,
    attributes: { skinType: 'sensitive' },
    variants: [
      { id: 'cream-50', title: '50 ml', price: 42.95, available: true, attributes: { volume: '50 ml' } },
      { id: 'cream-75', title: '75 ml', price: 56.95, available: false, attributes: { volume: '75 ml' } },
      { id: 'cream-100', title: '100 ml', price: 70.95, available: true, attributes: { volume: '100 ml' } },
    ],
  },
  {
    id: 'comforter',
    title: 'Weekend Cotton Comforter',
    category: 'Home > Bedding',
    price: 146.5,
    attributes: { size: ['Twin', 'Full/Queen', 'King/California King'] },
    variants: [
      { id: 'c-twin', title: 'Twin', price: 146.5, attributes: { size: 'Twin' } },
      { id: 'c-queen', title: 'Full/Queen', price: 180.5, attributes: { size: 'Full/Queen' } },
      {
        id: 'c-king',
        title: 'King/California King',
        price: 214.5,
        attributes: { size: 'King/California King' },
      },
    ],
  },
];

const { app, ask } = await shopCaller(products);

test('"is it for women?" is answered from the product\'s audience, yes or no', async () => {
  assert.match(
    await ask('is it for women?', 'mens'),
    /^No: the Men's Suede Hiking Boot you're viewing is for men\./,
  );
  assert.match(
    await ask('is it for women?', 'unisex'),
    /^Yes: the Trail Suede Hiking Boot you're viewing is unisex\./,
  );
  assert.match(await ask('is it good for kids?', 'womens'), /^No: .* is for women\./);
  assert.match(await ask('would this work for my daughter?', 'womens'), /^Yes: .* is for women\./);
  assert.not.match(await ask('is it for women?', 'plain'), /^(?:Yes|No):/, 'untagged: no claim');
});

test('"does it come in 75 ml?" is answered from the variants, with their stock', async () => {
  assert.match(
    await ask('does it come in 75 ml?', 'cream'),
    /^Yes: .* comes in 75 ml, but it's out of stock right now\./,
  );
  assert.match(await ask('does it come in 100 ml?', 'cream'), /^Yes: .* comes in 100 ml\. /);
  assert.match(await ask('does it come in 200 ml?', 'cream'), /^No: .* comes in 50 ml, 75 ml or 100 ml\./);
});

test("a price that depends on the option is given as its span, or the named option's", async () => {
  assert.match(
    await ask('how much is it?', 'cream'),
    /you're viewing costs \$42\.95 to \$70\.95 by option\./,
  );
  assert.match(
    await ask('what does it cost?', 'cream'),
    /you're viewing costs \$42\.95 to \$70\.95 by option\./,
  );
  assert.match(await ask('how much is it in 100 ml?', 'cream'), /you're viewing costs \$70\.95 in 100 ml\./);
  assert.match(
    await ask("what's the price of the 75 ml?", 'cream'),
    /costs \$56\.95 in 75 ml, out of stock right now\./,
  );
});

test('an option named by a part of its name ("king" of "King/California King") has its own price', async () => {
  assert.match(
    await ask('how much is it in king?', 'comforter'),
    /you're viewing costs \$214\.50 in King\/California King\./,
  );
  assert.match(await ask('how much is it in queen?', 'comforter'), /costs \$180\.50 in Full\/Queen\./);
  assert.match(
    await ask('is the king in stock?', 'comforter'),
    /is in stock in size King\/California King\./,
  );
});

test('"how much is the 100 ml?": the named option\'s price, asked without "it"', async () => {
  assert.match(await ask('how much is the 100 ml?', 'cream'), /you're viewing costs \$70\.95 in 100 ml\./);
  assert.match(
    await ask('how much for the 75 ml?', 'cream'),
    /costs \$56\.95 in 75 ml, out of stock right now\./,
  );
  assert.match(await ask('how much is the queen?', 'comforter'), /costs \$180\.50 in Full\/Queen\./);
  assert.not.match(
    await ask('how much is the shipping?', 'cream'),
    /costs/,
    'no option named: no price claimed',
  );
});

test('stock and savings, of the product and of a named option', async () => {
  assert.match(
    await ask('is it in stock?', 'mens'),
    /^Yes: the Men's Suede Hiking Boot you're viewing is in stock\./,
  );
  assert.match(await ask('is the 75 ml in stock?', 'cream'), /^No: .* is out of stock in 75 ml right now\./);
  assert.match(await ask('is the 100 ml available?', 'cream'), /^Yes: .* is in stock in 100 ml\./);
  assert.match(await ask('is it on sale?', 'mens'), /^No: .* isn't on sale right now\./);
  assert.match(
    await ask('is it on sale?', 'sale'),
    /^Yes: the Reduced Trail Boot you're viewing is \$80, down from \$120\./,
  );
});

test('a question naming one of its attributes gets that attribute said ("oily skin" of a sensitive-skin cream)', async () => {
  assert.match(
    await ask('is it good for oily skin?', 'cream'),
    /you're viewing lists skin type: sensitive\./,
  );
});

test('a plural name takes a plural verb', async () => {
  assert.match(
    await ask('is it polarized?', 'glasses'),
    /^Yes: the Vista Round Sunglasses you're viewing are polarized\./,
  );
  assert.match(
    await ask('how much is it?', 'glasses'),
    /^The Vista Round Sunglasses you're viewing cost \$140\./,
  );
});

test("what it is good for is found in its details by the word's stem too", async () => {
  assert.match(
    await ask('is it good for commuting?', 'pack'),
    /^The Rolltop Backpack you're viewing mentions "commuting"\./,
  );
  assert.match(await ask('is it good for skiing?', 'pack'), /mentions "skiing"\./);
  assert.match(await ask('is it good for running?', 'pack'), /^I can't tell: nothing about/);
});

test('a feature asked with a word qualifying its name ("carry on size", "approved") is a yes', async () => {
  for (const question of ['is it carry on size?', 'is it carry-on sized?', 'is it carry on approved?']) {
    assert.match(
      await ask(question, 'travel'),
      /^Yes: the 30L Travel Backpack you're viewing is carry-on friendly\./,
      question,
    );
  }
  assert.match(await ask('is it tsa compliant?', 'travel'), /^I can't tell: nothing about .* mentions "tsa"/);
});

test.after(() => app.close());
test.run();
