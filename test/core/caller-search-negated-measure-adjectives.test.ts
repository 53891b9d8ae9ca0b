/**
 * A measure's plain adjective negated is the opposite one, however the negation is spelt: "womens boots that aren't
 * too heavy" had shown "Showing boots for women" (the wish dropped as a degree), "boots that arent heavy" "Showing
 * boots, without heavy" (an exclusion of the word), and "a yoga mat that isn't too thick" had sorted the thickest
 * first. Where no product gives a weight they ask for the lightweight feature as "light boots" does ("doesn't weigh
 * much" too); where the mats give their thickness "isn't too thick" lists the thinnest first, as "not too thick".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, gender: string, features: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Boots',
  price: 120,
  rating: 4.5,
  reviewCount: 100,
  attributes: { gender, features },
});
const mat = (id: string, thickness: string): Product => ({
  id,
  title: `${thickness} Yoga Mat`,
  category: 'Sports > Yoga',
  price: 40,
  rating: 4.4,
  reviewCount: 100,
  attributes: { thickness, features: ['non-slip'] },
});

const products: Product[] = [
  boot('w-light', "Women's Trail Hiking Boot", 'women', ['lightweight', 'waterproof']),
  boot('w-heavy', "Women's Winter Hiking Boot", 'women', ['insulated', 'waterproof']),
  boot('m-light', "Men's Trail Hiking Boot", 'men', ['lightweight']),
  boot('m-heavy', "Men's Leather Work Boot", 'men', ['waterproof']),
  mat('mat-4', '4 mm'),
  mat('mat-6', '6 mm'),
  mat('mat-8', '8 mm'),
];

const { search, converse } = await shopCaller(products);

test('"isn\'t too heavy", "arent heavy", "don\'t weigh much" ask for lightweight ones, as "light" does', async () => {
  const women = await search("womens boots that aren't too heavy");
  assert.equal(women.ids, ['w-light']);
  assert.match(women.chat, /^Showing lightweight boots for women\./, women.chat);
  for (const content of [
    'boots that arent heavy',
    "boots that aren't heavy",
    'boots that are not too heavy',
    'boots not heavy',
    "boots that don't weigh much",
    'boots that dont weigh much',
  ]) {
    const found = await search(content);
    assert.equal([...found.ids].sort(), ['m-light', 'w-light'], content);
    assert.match(found.chat, /^Showing lightweight boots\./, `${content}: ${found.chat}`);
  }
});

test('as a follow-up too: "ones that aren\'t too heavy" after "boots"', async () => {
  await converse('boots', 'heavy');
  const found = await converse("ones that aren't too heavy", 'heavy');
  assert.equal([...found.ids].sort(), ['m-light', 'w-light']);
});

test('"a yoga mat that isn\'t too thick" lists the thinnest first, as "not too thick" does', async () => {
  for (const content of [
    "a yoga mat that isn't too thick",
    'yoga mat that isnt thick',
    'a yoga mat not too thick',
  ]) {
    const found = await search(content);
    assert.equal(found.ids, ['mat-4', 'mat-6', 'mat-8'], content);
    assert.match(found.chat, /^Showing yoga mat, thinnest first\./, `${content}: ${found.chat}`);
  }
});

test.run();
