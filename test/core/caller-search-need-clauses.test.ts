/**
 * Needs said as a clause of their own, of whoever they are said of: "shoes for someone on his feet all day" and
 * "shoes, i'm on my feet all day" had opened "Showing shoes on." and "shoes, i stand all day" searched all its
 * words; now each lists cushioned shoes, "Showing cushioned shoes.", as "shoes for standing all day" does. "All
 * day" after a product's own clause ("a mug that keeps coffee hot all day") is an aside: "all" had been searched.
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  description: `A ${title.toLowerCase()}.`,
  category,
  price: 60,
  attributes: { features },
});

const { search } = await shopCaller([
  item('cloud', 'Cloud Walker Shoe', 'Shoes > Everyday', ['cushioned', 'breathable']),
  item('shift', 'Long Shift Work Shoe', 'Shoes > Work', ['cushioned', 'slip-resistant']),
  item('flat', 'Canvas Flat Shoe', 'Shoes > Everyday', ['lightweight']),
  item('court', 'Court Classic Shoe', 'Shoes > Everyday', ['breathable']),
  item('mug', 'Insulated Travel Coffee Mug', 'Home > Kitchen', ['insulated']),
  item('cup', 'Ceramic Coffee Mug', 'Home > Kitchen', []),
  item('pack', 'All Day Commuter Backpack', 'Bags > Backpacks', ['water-resistant']),
  item('lamp', 'All Night Reading Lamp', 'Home > Lighting', []),
]);
const sorted = (ids: string[]) => [...ids].sort();

for (const request of [
  'shoes for someone on his feet all day',
  "shoes, i'm on my feet all day",
  'shoes, i stand all day',
  'shoes for my mom who stands all day',
  'shoes for someone who is on their feet all day',
])
  test(`"${request}" asks for cushioned shoes, whoever it is said of`, async () => {
    const { ids, chat } = await search(request);
    assert.equal(sorted(ids), ['cloud', 'shift']);
    assert.match(chat, /^Showing cushioned shoes(?: for your mom)?\./);
  });

test('"all day" after a product\'s own clause is no word to match', async () => {
  const { ids, chat } = await search('mug that keeps coffee hot all day');
  assert.not.ok(ids.includes('pack'), ids.join());
  assert.not.ok(ids.includes('lamp'), ids.join());
  // Keeping the coffee hot is the insulated feature, the coffee its use (keep-clauses.ts).
  assert.equal(ids[0], 'mug', ids.join());
  assert.match(chat, /^Showing insulated mug for coffee\./, chat);
});

test.run();
