/**
 * What a conversation remembers of a budget: a ceiling or floor the search had to relax is the one a budget moved
 * later moves, across refinements, until the price is restated or dropped. Through the core's caller on a real
 * SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, price: number, colour: string): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price,
  attributes: { colour },
});

const products: Product[] = [
  shoe('tempo', 'Tempo Runner Shoe', 60, 'black'),
  shoe('trail', 'Trail Runner Shoe', 70, 'black'),
  shoe('road', 'Road Runner Shoe', 95, 'black'),
  shoe('pace', 'Pace Runner Shoe', 110, 'white'),
];

const { app, converse } = await shopCaller(products);

test('a relaxed ceiling is kept across a refinement, for a budget moved after it', async () => {
  await converse('running shoes under 48', 'kept');
  await converse('in black', 'kept');
  const more = await converse('a bit more', 'kept');
  assert.equal(more.ids, ['tempo']);
  assert.match(more.chat, /^Showing black running shoes under \$60\./);
});

test('a price restated, or dropped, is no longer the relaxed ceiling', async () => {
  await converse('running shoes under 48', 'restated');
  await converse('under 100', 'restated');
  const more = await converse('a bit more', 'restated');
  assert.match(more.chat, /under \$125\./);
  await converse('running shoes under 48', 'dropped');
  await converse('remove the price filter', 'dropped');
  const dearer = await converse('a bit more', 'dropped');
  assert.not.match(dearer.chat, /under \$60/);
});

test('a relaxed floor is the one "a bit less" moves', async () => {
  await converse('running shoes over 500', 'floor');
  const less = await converse('a bit less', 'floor');
  assert.not.match(less.chat, /under \$/);
  assert.match(less.chat, /I relaxed: over \$375\./);
  await converse('running shoes over 500', 'floor-kept');
  await converse('in black', 'floor-kept');
  const kept = await converse('a bit less', 'floor-kept');
  assert.match(kept.chat, /I relaxed: .*over \$375\./);
  assert.not.match(kept.chat, /under \$/);
});

test.after(() => app.close());
test.run();
