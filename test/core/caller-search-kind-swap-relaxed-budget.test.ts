/**
 * A kind swap keeps the budget as last stated, also where the last search had to relax it: "running shoes under
 * 30" with none that cheap, then "a bit more" (under $38, still none), then "what about a backpack instead" shows
 * backpacks under $38; it had lost the budget ("Showing backpack.", every backpack). Through the core's caller on
 * a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, price: number): Product => ({
  id,
  title,
  category,
  price,
});

const { app, converse } = await shopCaller([
  item('tempo', 'Tempo Running Shoe', 'Shoes > Running', 60),
  item('road', 'Road Running Shoe', 'Shoes > Running', 95),
  item('racer', 'Carbon Racer Running Shoe', 'Shoes > Running', 180),
  item('sling', 'Sling Backpack', 'Bags > Backpacks', 25),
  item('day', 'Daypack Backpack', 'Bags > Backpacks', 35),
  item('city', 'City Backpack', 'Bags > Backpacks', 70),
  item('travel', 'Voyager Travel Backpack', 'Bags > Backpacks', 160),
]);
const sorted = (ids: string[]) => [...ids].sort();

test('a ceiling raised after it was relaxed is the swapped kind’s', async () => {
  await converse('running shoes under 30', 'raised');
  const more = await converse('a bit more', 'raised');
  assert.match(more.chat, /I relaxed: under \$38/);
  const swapped = await converse('what about a backpack instead', 'raised');
  assert.equal(sorted(swapped.ids), ['day', 'sling']);
  assert.match(swapped.chat, /^Showing backpack under \$38\./);
});

test('a ceiling relaxed, then swapped at once, is still the budget', async () => {
  await converse('running shoes under 30', 'relaxed');
  const swapped = await converse('how about a backpack?', 'relaxed');
  assert.equal(swapped.ids, ['sling']);
  assert.match(swapped.chat, /^Showing backpack under \$30\./);
});

test('a floor lowered after it was relaxed is the swapped kind’s', async () => {
  await converse('running shoes over 250', 'floor');
  const less = await converse('a bit less', 'floor');
  assert.match(less.chat, /I relaxed: over \$188/);
  // None that dear either: relaxed again and said so, the dearest first.
  const swapped = await converse('what about a backpack instead', 'floor');
  assert.equal(swapped.ids[0], 'travel');
  assert.match(swapped.chat, /I relaxed: over \$188/);
  await converse('running shoes over 200', 'floor-found');
  await converse('a bit less', 'floor-found');
  const found = await converse('maybe a backpack then', 'floor-found');
  assert.equal(found.ids, ['travel']);
  assert.match(found.chat, /^Showing (?:a )?backpack over \$150\./);
});

test.after(() => app.close());
test.run();
