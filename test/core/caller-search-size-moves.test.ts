/**
 * "bigger sizes", "a size up", "smaller sizes" in a conversation (`sessionId`): the last search with its size moved
 * past the sizes asked, or else past those the products shown come in, through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, gender: string, size: string[]): Product => ({
  id,
  title,
  category,
  price: 80,
  attributes: { gender, size },
});
const KIDS = ['11', '12', '13', '1', '2', '3', '4', '5'];
const boot = (id: string, title: string, gender: string, size: string[]) =>
  product(id, title, 'Shoes > Hiking', gender, size);
const sneaker = (id: string, title: string, size: string[]) =>
  product(id, title, 'Shoes > Sneakers', 'men', size);
const jacket = (id: string, title: string, size: string[]) =>
  product(id, title, 'Clothing > Jackets', 'unisex', size);

const products: Product[] = [
  boot('talus', "Kids' Talus Hiking Boot", 'kids', KIDS),
  boot('trail', "Kids' Trail Hiking Boot", 'kids', KIDS),
  boot('summit', "Men's Summit Hiking Boot", 'men', ['7', '8', '9', '10', '11', '12', '13']),
  boot('ridge', "Women's Ridge Hiking Boot", 'women', ['5', '6', '7', '8', '9']),
  sneaker('nine', 'Union Sneaker', ['8', '9']),
  sneaker('ten', 'Metro Sneaker', ['9', '10']),
  sneaker('big', 'Canal Sneaker', ['10', '11', '12']),
  sneaker('small', 'Plaza Sneaker', ['7', '8']),
  jacket('medium', 'Harbor Rain Jacket', ['S', 'M']),
  jacket('large', 'Storm Rain Jacket', ['M', 'L', 'XL']),
  {
    id: 'dome',
    title: 'Dome 2-Person Tent',
    category: 'Outdoor > Tents',
    price: 150,
    attributes: { capacity: '2 person' },
  },
  {
    id: 'lodge',
    title: 'Lodge 4-Person Tent',
    category: 'Outdoor > Tents',
    price: 250,
    attributes: { capacity: '4 person' },
  },
];

const { converse } = await shopCaller(products);

test('"bigger sizes" after kids\' boots up to size 5 shows bigger boots, and says the kids\' ones gave way', async () => {
  const kids = await converse('hiking boots for my 12 yr old son', 'moves-kids');
  assert.equal([...kids.ids].sort(), ['talus', 'trail']);
  const { ids, chat } = await converse('bigger sizes', 'moves-kids');
  assert.match(chat, /sizes over 5/);
  assert.match(chat, /relaxed: kids/);
  assert.ok(ids.includes('summit'), ids.join());
  assert.not.ok(ids.includes('talus') || ids.includes('trail'), ids.join());
});

test('"a size up" after size 9 asks for size 10; "smaller sizes" then for those under it', async () => {
  await converse('mens sneakers size 9', 'moves-numbers');
  const up = await converse('a size up', 'moves-numbers');
  assert.match(up.chat, /in size 10\b/);
  assert.equal([...up.ids].sort(), ['big', 'ten']);
  const down = await converse('do you have smaller sizes?', 'moves-numbers');
  assert.match(down.chat, /in sizes under 10\b/);
  assert.equal([...down.ids].sort(), ['nine', 'small', 'ten']);
});

test('"bigger sizes" after size M asks for the letter sizes above it', async () => {
  await converse('rain jackets size M', 'moves-letters');
  const { ids, chat } = await converse('any larger sizes?', 'moves-letters');
  assert.match(chat, /in sizes over M\b/);
  assert.equal(ids, ['large']);
});

test('"bigger sizes" after tents, which come in no sizes, says so and shows the same tents', async () => {
  const first = await converse('tents for 2 people', 'size-move-sizeless');
  assert.ok(first.ids.includes('dome'), first.ids.join());
  const { ids, chat } = await converse('bigger sizes', 'size-move-sizeless');
  assert.match(chat, /^These products don't come in sizes/);
  assert.equal(ids, first.ids);
});

test.run();
