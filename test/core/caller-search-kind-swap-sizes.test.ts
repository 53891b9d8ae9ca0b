/**
 * A swapped kind keeps the sizes it is sold in, through the core's caller (core/search/kind-swap.ts): "what about
 * running shoes instead" after "hiking boots size 10" had shown running shoes in every size; the shopper's feet
 * have not changed. "what about a backpack instead" drops the size, no backpack being sold in size 10.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, size?: string[]): Product => ({
  id,
  title,
  category,
  price: 80,
  ...(size && { attributes: { size } }),
});

const products: Product[] = [
  item('boot-10', 'Ridge Hiking Boot', 'Shoes > Hiking', ['9', '10']),
  item('run-10', 'Tempo Running Shoe', 'Shoes > Running', ['10', '11']),
  item('run-8', 'Pace Running Shoe', 'Shoes > Running', ['7', '8']),
  item('pack', 'Daypack Backpack', 'Bags > Backpacks'),
  item('tee-m', 'Trail Tee', 'Clothing > T-Shirts', ['M', 'L']),
  item('tee-s', 'Pocket Tee', 'Clothing > T-Shirts', ['S']),
];

test('the running shoes in size 10 after the boots in size 10; a backpack in no size', async () => {
  const { app, converse } = await shopCaller(products);
  await converse('hiking boots size 10', 'feet');
  const shoes = await converse('what about running shoes instead', 'feet');
  assert.equal(shoes.ids, ['run-10']);
  assert.match(shoes.chat, /^Showing running shoes in size 10\./);
  const pack = await converse('what about a backpack instead', 'feet');
  assert.equal(pack.ids, ['pack']);
  assert.not.match(pack.chat, /size/);
  app.close();
});

test('a size the new kind is not sold in goes; a size of its own wins', async () => {
  const { app, converse } = await shopCaller(products);
  await converse('running shoes size 10', 'mixed');
  const tees = await converse('how about a t-shirt instead', 'mixed');
  assert.equal([...tees.ids].sort(), ['tee-m', 'tee-s']);
  await converse('t-shirt size M', 'letters');
  assert.equal((await converse('what about a hiking boot instead', 'letters')).ids, ['boot-10']);
  await converse('hiking boots size 10', 'own');
  assert.equal((await converse('what about running shoes in size 8 instead', 'own')).ids, ['run-8']);
  app.close();
});

test.run();
