/**
 * Relaxation drops only the constraints it needs, through the core's caller on a real SQLite catalogue: where no
 * backpack is tagged for men, "backpack for men under 100" dropped the price (a named audience outlasts it), found
 * nothing, dropped the audience too and listed every backpack cheapest first ("I relaxed: under $100 and for
 * men"); it now keeps the price: backpacks under $100, "I relaxed: for men.". So too in a conversation, "running
 * shoes for men under 80", "a bit higher", then "what about a backpack instead".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, price: number, gender?: string): Product => ({
  id,
  title,
  category,
  price,
  ...(gender !== undefined && { attributes: { gender } }),
});

const { app, search, converse } = await shopCaller([
  item('tempo', "Men's Tempo Running Shoe", 'Shoes > Running', 95, 'men'),
  item('racer', "Men's Carbon Racer Running Shoe", 'Shoes > Running', 180, 'men'),
  item('glide', "Women's Glide Running Shoe", 'Shoes > Running', 70, 'women'),
  item('sling', 'Sling Backpack', 'Bags > Backpacks', 45),
  item('day', 'Daypack Backpack', 'Bags > Backpacks', 85),
  item('travel', 'Voyager Travel Backpack', 'Bags > Backpacks', 160),
  item('duffel', 'Weekender Duffel', 'Bags > Duffels', 60, 'men'),
  item('yoga', "Women's Yoga Mat", 'Sports > Yoga', 30, 'women'),
]);
const sorted = (ids: string[]) => [...ids].sort();

test('an audience no product of the kind has is dropped alone, the price kept', async () => {
  const found = await search('backpack for men under 100');
  assert.equal(sorted(found.ids), ['day', 'sling']);
  assert.match(found.chat, /^Showing backpack under \$100\./);
  assert.match(found.chat, /I relaxed: for men\./);
  assert.not.match(found.chat, /cheapest first/);
});

test('a kind swap after a raised budget keeps the budget when only the audience must go', async () => {
  await converse('running shoes for men under 80', 'swap');
  const higher = await converse('a bit higher', 'swap');
  assert.equal(higher.ids, ['tempo']);
  const swapped = await converse('what about a backpack instead', 'swap');
  assert.equal(sorted(swapped.ids), ['day', 'sling']);
  assert.match(swapped.chat, /I relaxed: for men\./);
  assert.not.match(swapped.chat, /under \$100 and/);
});

test('a named audience still outlasts the price when dropping the price suffices', async () => {
  const found = await search("men's running shoes under 60");
  assert.equal(found.ids, ['tempo', 'racer']);
  assert.match(found.chat, /I relaxed: under \$60\./);
});

test('both dropped when neither alone leaves products', async () => {
  const found = await search('yoga mat for men under 20');
  assert.equal(found.ids, ['yoga']);
  assert.match(found.chat, /I relaxed: under \$20 and for men\./);
});

test.after(() => app.close());
test.run();
