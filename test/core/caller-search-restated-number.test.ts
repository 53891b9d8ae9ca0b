/**
 * A follow-up that is only a number ("make that 10", "actually 10.5", "what about 80?") restates the size or the
 * price bound the conversation asked, through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sneaker = (id: string, title: string, price: number, size: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Sneakers',
  price,
  attributes: { size },
});

const products: Product[] = [
  sneaker('low', 'Union Low-Top Sneaker', 58, ['8', '9']),
  sneaker('court', 'Court Canvas Sneaker', 75, ['9', '10', '10.5']),
  sneaker('retro', 'Retro Runner Sneaker', 120, ['10', '11']),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"make that 10" after "sneakers size 9" asks size 10 instead, not the word "10"', async () => {
  await converse('sneakers size 9', 'sizes');
  const ten = await converse('make that 10', 'sizes');
  assert.equal(sorted(ten.ids), ['court', 'retro']);
  assert.match(ten.chat, /^Showing sneakers in size 10\./);
  const half = await converse('actually 10.5', 'sizes');
  assert.equal(half.ids, ['court']);
  assert.match(half.chat, /^Showing sneakers in size 10\.5\./);
  // The number no longer stays among the words of later turns.
  const more = await converse('what about 11?', 'sizes');
  assert.equal(more.ids, ['retro']);
  assert.match(more.chat, /^Showing sneakers in size 11\./);
});

test('a number alone after a price bound moves the bound', async () => {
  await converse('sneakers under 60', 'prices');
  const moved = await converse('make it 80', 'prices');
  assert.equal(sorted(moved.ids), ['court', 'low']);
  assert.match(moved.chat, /^Showing sneakers under \$80\./);
});

test.after(() => app.close());
test.run();
