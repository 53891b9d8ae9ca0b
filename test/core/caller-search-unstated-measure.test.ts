/**
 * A measure word orders by the measure only where the products the rest of the request finds state it: "thick
 * socks" in a shop where only the yoga mats give a thickness had listed the socks as "thickest first", by
 * popularity; "thick" is now a word of the request ("Showing thick socks"), and the thick socks come first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sock = (id: string, title: string, reviewCount: number): Product => ({
  id,
  title,
  category: 'Clothing > Socks',
  price: 12,
  rating: 4.5,
  reviewCount,
  attributes: { material: 'wool' },
});
const mat = (id: string, thickness: string): Product => ({
  id,
  title: 'Yoga Mat',
  category: 'Yoga > Mats',
  price: 40,
  attributes: { thickness },
});
const boot = (id: string, title: string, weight: string | undefined, reviewCount: number): Product => ({
  id,
  title,
  category: 'Shoes > Hiking Boots',
  price: 120,
  rating: 4.5,
  reviewCount,
  attributes: weight === undefined ? {} : { weight },
});

const products: Product[] = [
  sock('crew', 'Everyday Crew Socks', 900),
  sock('ankle', 'Cotton Ankle Socks', 500),
  sock('thick', 'Thick Cushioned Hiking Socks', 20),
  mat('six', '6 mm'),
  mat('ten', '10 mm'),
  mat('two', '2 mm'),
  boot('heavy', 'Summit Leather Hiking Boots', '900 g', 50),
  boot('light', 'Trail Hiking Boots', '600 g', 10),
  { id: 'sneaker', title: 'Canvas Sneakers', category: 'Shoes > Sneakers', price: 50, reviewCount: 800 },
  { id: 'lite', title: 'Lightweight Mesh Sneakers', category: 'Shoes > Sneakers', price: 60, reviewCount: 5 },
];

const { app, search, converse } = await shopCaller(products);

test('"thick socks" where no sock states a thickness reads "thick" as a word', async () => {
  const found = await search('thick socks');
  assert.is(found.ids[0], 'thick');
  assert.not.ok(found.ids.some((id) => ['six', 'ten', 'two'].includes(id)));
  assert.match(found.chat, /^Showing thick socks\b/);
  assert.not.match(found.chat, /thickest first/);
});

test('a superlative whose matches state no such measure is its plain word', async () => {
  const found = await search('lightest sneakers');
  assert.is(found.ids[0], 'lite');
  assert.not.match(found.chat, /lightest first/);
});

test('where the matches state the measure, it still orders by it', async () => {
  const mats = await search('thick yoga mat');
  assert.equal(mats.ids, ['ten', 'six', 'two']);
  assert.match(mats.chat, /^Showing yoga mat, thickest first\./);
  const boots = await search('lightest hiking boots');
  assert.equal(boots.ids.slice(0, 2), ['light', 'heavy']);
  assert.match(boots.chat, /lightest first/);
});

test('in a conversation the measure word given back replaces the earlier one of the same measure', async () => {
  const cases = [
    ['the thickest socks', 'thicker ones', /^Showing thicker socks\./],
    ['thick socks', 'thinner ones', /^Showing thinner socks\./],
    ['lightest sneakers', 'heavier ones', /^Showing heavier sneakers\./],
  ] as const;
  for (const [first, next, shown] of cases) {
    await converse(first, first);
    const { chat } = await converse(next, first);
    assert.match(chat, shown, chat);
  }
});

test('an earlier superlative of another measure stays as its plain word behind the new one', async () => {
  const cases = [
    ['the thickest socks', 'lighter ones', 'Showing lighter thick socks.', 'thick'],
    ['lightest sneakers', 'thicker ones', 'Showing thicker light sneakers.', 'lite'],
    ['the thickest socks', 'the heaviest ones', 'Showing heaviest thick socks.', 'thick'],
  ] as const;
  for (const [first, next, shown, top] of cases) {
    await converse(first, `other-${first}`);
    const { ids, chat } = await converse(next, `other-${first}`);
    assert.ok(chat.startsWith(shown), chat);
    assert.is(ids[0], top, chat);
  }
});

test('a search that finds nothing names no order', async () => {
  for (const [content, said] of [
    ['thickest zebra', 'zebra'],
    ['the lightest unicorn', 'unicorn'],
    ['cheapest zebra', 'zebra'],
  ] as const) {
    const { ids, chat } = await search(content);
    assert.equal(ids, [], content);
    assert.ok(chat.startsWith(`I couldn't find any ${said}.`), chat);
    assert.not.match(chat, /first\b/, chat);
  }
});

test.after(() => app.close());
test.run();
